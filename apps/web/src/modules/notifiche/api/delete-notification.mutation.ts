import { graphql } from '../../../graphql';

export const DeleteNotificationMutation = graphql(`
  mutation EliminaNotifica($id: ID!) {
    eliminaNotifica(id: $id)
  }
`);
