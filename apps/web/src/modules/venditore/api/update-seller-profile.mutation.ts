import { graphql } from '../../../graphql';
import { ProfiloVenditoreFragment } from './profilo-venditore.query';

export const UpdateSellerProfileMutation = graphql(
  `
    mutation UpdateSellerProfile($input: SellerProfileInput!) {
      updateSellerProfile(input: $input) {
        ...ProfiloVenditore
      }
    }
  `,
  [ProfiloVenditoreFragment],
);
