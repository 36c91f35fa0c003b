import { graphql } from '../../../graphql';
import { OrdineFragment } from './ordine.fragment';

export const RequestWithdrawalMutation = graphql(
  `
    mutation RichiediRecesso($input: RequestWithdrawalInput!) {
      richiediRecesso(input: $input) {
        ...Ordine
      }
    }
  `,
  [OrdineFragment],
);

export const AdvanceWithdrawalMutation = graphql(
  `
    mutation AvanzaRecesso($input: AdvanceWithdrawalInput!) {
      avanzaRecesso(input: $input) {
        ...Ordine
      }
    }
  `,
  [OrdineFragment],
);
