import { graphql } from '../../../graphql';
import { UtenteFragment } from '../../auth/api/utente.fragment';

export const UpdateBuyerProfileMutation = graphql(
  `
    mutation AggiornaProfiloAcquirente($input: BuyerProfileInput!) {
      aggiornaProfiloAcquirente(input: $input) {
        ...Utente
      }
    }
  `,
  [UtenteFragment],
);
