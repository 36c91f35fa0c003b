import { graphql } from '../../../graphql';

export const StartTokenCheckoutMutation = graphql(`
  mutation AvviaAcquistoGettoni($packId: String!) {
    avviaAcquistoGettoni(packId: $packId) {
      sessionId
      url
    }
  }
`);
