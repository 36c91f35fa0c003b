import { graphql } from '../../../graphql';
import { AcquistoFragment } from './acquisto.fragment';

export const CancelDevCheckoutMutation = graphql(
  `
    mutation CancelDevCheckout($sessionId: String!) {
      cancelDevCheckout(sessionId: $sessionId) {
        ...Acquisto
      }
    }
  `,
  [AcquistoFragment],
);
