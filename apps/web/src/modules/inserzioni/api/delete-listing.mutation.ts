import { graphql } from '../../../graphql';

export const DeleteListingMutation = graphql(`
  mutation EliminaAuto($id: ID!) {
    eliminaAuto(id: $id)
  }
`);
