import { graphql } from '../../../graphql';
import { AutoDettaglioFragment } from '../../catalogo/api/auto-dettaglio.fragment';

export const CreateListingMutation = graphql(
  `
    mutation CreaAuto($input: CreateListingInput!) {
      creaAuto(input: $input) {
        ...AutoDettaglio
      }
    }
  `,
  [AutoDettaglioFragment],
);
