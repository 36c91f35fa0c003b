import { graphql } from '../../graphql';

export const LiveUpdatesSubscription = graphql(`
  subscription AggiornamentiLive {
    aggiornamentiLive {
      argomento
    }
  }
`);
