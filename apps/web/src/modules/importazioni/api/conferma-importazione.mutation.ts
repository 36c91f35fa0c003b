import { graphql } from '../../../graphql';
import { ImportazioneFragment } from './importazione.fragment';

export const ConfermaImportazioneMutation = graphql(
  `
    mutation ConfermaImportazione($id: ID!) {
      confermaImportazione(id: $id) {
        ...Importazione
      }
    }
  `,
  [ImportazioneFragment],
);
