import { graphql } from '../../../graphql';
import { AcquistoFragment } from './acquisto.fragment';

export const CancelDevCheckoutMutation = graphql(
  `
    mutation AnnullaCheckoutSviluppo($sessionId: String!) {
      annullaCheckoutSviluppo(sessionId: $sessionId) {
        ...Acquisto
      }
    }
  `,
  [AcquistoFragment],
);
