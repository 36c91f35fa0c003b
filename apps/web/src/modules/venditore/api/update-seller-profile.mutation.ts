import { graphql } from '../../../graphql';
import { ProfiloVenditoreFragment } from './profilo-venditore.query';

export const UpdateSellerProfileMutation = graphql(
  `
    mutation AggiornaProfiloVenditore($input: SellerProfileInput!) {
      aggiornaProfiloVenditore(input: $input) {
        ...ProfiloVenditore
      }
    }
  `,
  [ProfiloVenditoreFragment],
);
