import { graphql } from '../../../graphql';

export const RequestPasswordResetMutation = graphql(`
  mutation RichiediRecuperoPassword($input: RequestPasswordResetInput!) {
    richiediRecuperoPassword(input: $input)
  }
`);
