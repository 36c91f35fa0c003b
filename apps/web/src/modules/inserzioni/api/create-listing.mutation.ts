import { graphql } from '../../../graphql';
import { AutoDettaglioFragment } from '../../catalogo/api/auto-dettaglio.fragment';

export const CreateListingMutation = graphql(
  `
    mutation CreateListing($input: CreateListingInput!) {
      createListing(input: $input) {
        ...AutoDettaglio
      }
    }
  `,
  [AutoDettaglioFragment],
);
