import { graphql } from '../../../graphql';
import { OrdineFragment } from './ordine.fragment';

export const UpdateOrderStatusMutation = graphql(
  `
    mutation UpdateOrderStatus($input: UpdateOrderStatusInput!) {
      updateOrderStatus(input: $input) {
        ...Ordine
      }
    }
  `,
  [OrdineFragment],
);
