import { graphql } from '../../../graphql';
import { OrdineFragment } from './ordine.fragment';

export const PlaceOrderMutation = graphql(
  `
    mutation PlaceOrder($input: PlaceOrderInput!) {
      placeOrder(input: $input) {
        ...Ordine
      }
    }
  `,
  [OrdineFragment],
);
