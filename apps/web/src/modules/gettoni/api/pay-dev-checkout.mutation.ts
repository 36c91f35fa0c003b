import { graphql } from '../../../graphql';
import { AcquistoFragment } from './acquisto.fragment';

export const PayDevCheckoutMutation = graphql(
  `
    mutation PayDevCheckout($sessionId: String!) {
      payDevCheckout(sessionId: $sessionId) {
        ...Acquisto
      }
    }
  `,
  [AcquistoFragment],
);
