import { graphql } from '../../../graphql';

export const DeleteListingMutation = graphql(`
  mutation DeleteListing($id: ID!) {
    deleteListing(id: $id)
  }
`);
