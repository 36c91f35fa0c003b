import { graphql } from '../../../graphql';
import { OrdineFragment } from './ordine.fragment';

export const UpdateOrderStatusMutation = graphql(
  `
    mutation AggiornaStatoOrdine($input: UpdateOrderStatusInput!) {
      aggiornaStatoOrdine(input: $input) {
        ...Ordine
      }
    }
  `,
  [OrdineFragment],
);
