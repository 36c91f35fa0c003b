import { graphql } from '../../../graphql';
import { UtenteFragment } from '../../auth/api/utente.fragment';

export const UpdateBuyerProfileMutation = graphql(
  `
    mutation UpdateBuyerProfile($input: BuyerProfileInput!) {
      updateBuyerProfile(input: $input) {
        ...Utente
      }
    }
  `,
  [UtenteFragment],
);
