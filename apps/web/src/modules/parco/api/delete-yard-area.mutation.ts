import { graphql } from '../../../graphql';

export const DeleteYardAreaMutation = graphql(`
  mutation DeleteYardArea($id: ID!) {
    deleteYardArea(id: $id)
  }
`);
