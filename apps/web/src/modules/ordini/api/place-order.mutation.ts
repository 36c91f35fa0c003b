import { graphql } from '../../../graphql';
import { OrdineFragment } from './ordine.fragment';

export const PlaceOrderMutation = graphql(
  `
    mutation EffettuaOrdine($input: PlaceOrderInput!) {
      effettuaOrdine(input: $input) {
        ...Ordine
      }
    }
  `,
  [OrdineFragment],
);
