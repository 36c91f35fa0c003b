import { graphql } from '../../../graphql';

export const ResetPasswordMutation = graphql(`
  mutation ReimpostaPassword($input: ResetPasswordInput!) {
    reimpostaPassword(input: $input)
  }
`);
