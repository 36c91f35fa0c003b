import { graphql } from '../../../graphql';
import { AutoDettaglioFragment } from '../../catalogo/api/auto-dettaglio.fragment';

export const UpdateListingMutation = graphql(
  `
    mutation ModificaAuto($input: UpdateListingInput!) {
      modificaAuto(input: $input) {
        ...AutoDettaglio
      }
    }
  `,
  [AutoDettaglioFragment],
);
