import { graphql } from '../../../graphql';

export const LogoutMutation = graphql(`
  mutation Esci {
    esci
  }
`);
