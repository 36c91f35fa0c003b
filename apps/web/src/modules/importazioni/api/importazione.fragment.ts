import { graphql } from '../../../graphql';

/**
 * What the import page shows of an import in every state; its rows, thousands of them, come a page at a time
 * (righe-importazione.query.ts), and only where the page lists them.
 */
export const ImportazioneFragment = graphql(`
  fragment Importazione on Importazione {
    id
    stato
    nomeFile
    conFoto
    rimuovi
    creataIl
    conclusaIl
    anteprima {
      nuove
      modificate
      invariate
      rimosse
      errori
    }
    costoGettoni
    saldoGettoni
    avanzamento {
      totale
      fatte
      create
      aggiornate
      rimosse
      fallite
    }
    messaggio
  }
`);

/** One row of the sheet, or one car of the stock the import removes. */
export const RigaImportazioneFragment = graphql(`
  fragment RigaImportazione on RigaImportazione {
    riga
    codiceInterno
    titolo
    esito
    campi
    errori {
      riga
      colonna
      messaggio
    }
    risultato
    messaggio
    autoId
  }
`);
