import { graphql } from '../../../graphql';

/** Everything either party's order card shows: both dashboards read the same order. */
export const OrdineFragment = graphql(`
  fragment Ordine on Ordine {
    id
    codice
    stato
    createdAt
    acquirente {
      id
      nome
      email
      telefono
    }
    venditore {
      id
      nome
      nomeAttivita
    }
    autoId
    ricambi {
      ricambioId
      nome
      descrizione
      prezzoCentesimi
      spedizioneCentesimi
      compatibilita {
        livello
        motivo
      }
    }
    totaleCentesimi
    scadenzaPagamento
    causale
    pagamento {
      beneficiario
      iban
    }
    spedizione {
      nome
      indirizzo
      citta
      cap
      provincia
      telefono
      email
    }
    fatturazione {
      ragioneSociale
      partitaIva
      codiceFiscale
      pec
      codiceSdi
    }
    officina {
      ragioneSociale
      partitaIva
      registro
    }
    note
    recessoEntro
    recesso {
      stato
      motivo
      dettagli
      ricambiIds
      importoCentesimi
      rimessiInVendita
      erroreVenditore
      passaggi {
        stato
        il
      }
    }
    cronologia {
      stato
      il
      autore
    }
  }
`);
