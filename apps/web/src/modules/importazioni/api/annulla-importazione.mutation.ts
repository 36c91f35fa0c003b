import { graphql } from '../../../graphql';
import { ImportazioneFragment } from './importazione.fragment';

export const AnnullaImportazioneMutation = graphql(
  `
    mutation AnnullaImportazione($id: ID!) {
      annullaImportazione(id: $id) {
        ...Importazione
      }
    }
  `,
  [ImportazioneFragment],
);
