import { graphql } from '../../../graphql';
import { AcquistoFragment } from './acquisto.fragment';

export const PayDevCheckoutMutation = graphql(
  `
    mutation PagaCheckoutSviluppo($sessionId: String!) {
      pagaCheckoutSviluppo(sessionId: $sessionId) {
        ...Acquisto
      }
    }
  `,
  [AcquistoFragment],
);
