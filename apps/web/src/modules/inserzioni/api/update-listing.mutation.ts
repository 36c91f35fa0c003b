import { graphql } from '../../../graphql';
import { AutoDettaglioFragment } from '../../catalogo/api/auto-dettaglio.fragment';

export const UpdateListingMutation = graphql(
  `
    mutation UpdateListing($input: UpdateListingInput!) {
      updateListing(input: $input) {
        ...AutoDettaglio
      }
    }
  `,
  [AutoDettaglioFragment],
);
