import { graphql } from '../../../graphql';

export const DeleteYardAreaMutation = graphql(`
  mutation EliminaAreaParco($id: ID!) {
    eliminaAreaParco(id: $id)
  }
`);
