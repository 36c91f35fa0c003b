import { graphql } from '../../graphql';

export const LiveUpdatesSubscription = graphql(`
  subscription LiveUpdates {
    liveUpdates {
      argomento
    }
  }
`);
