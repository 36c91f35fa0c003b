import { graphql } from '../../../graphql';

export const StartTokenCheckoutMutation = graphql(`
  mutation StartTokenCheckout($packId: String!) {
    startTokenCheckout(packId: $packId) {
      sessionId
      url
    }
  }
`);
