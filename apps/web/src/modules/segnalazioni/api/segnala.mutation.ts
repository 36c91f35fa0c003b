import { graphql } from '../../../graphql';

export const SegnalaMutation = graphql(`
  mutation Segnala($input: SegnalazioneInput!) {
    segnala(input: $input)
  }
`);
