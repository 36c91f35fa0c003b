import { graphql } from '../../../graphql';
import { OrdineFragment } from './ordine.fragment';

export const RequestWithdrawalMutation = graphql(
  `
    mutation RequestWithdrawal($input: RequestWithdrawalInput!) {
      requestWithdrawal(input: $input) {
        ...Ordine
      }
    }
  `,
  [OrdineFragment],
);

export const AdvanceWithdrawalMutation = graphql(
  `
    mutation AdvanceWithdrawal($input: AdvanceWithdrawalInput!) {
      advanceWithdrawal(input: $input) {
        ...Ordine
      }
    }
  `,
  [OrdineFragment],
);
