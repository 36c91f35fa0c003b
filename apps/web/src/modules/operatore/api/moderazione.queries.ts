import type { ResultOf } from '../../../graphql';
import { graphql } from '../../../graphql';
import { ProvvedimentoFragment } from '../../provvedimenti/api/provvedimento.fragment';
import { DatiVenditaFragment } from '../../tracciabilita/api/dati-vendita';

export const CasoFragment = graphql(
  `
    fragment CasoCampi on Caso {
      id
      oggetto
      oggettoId
      stato
      interessatoId
      createdAt
      istantanea {
        titolo
        link
        righe {
          etichetta
          valore
        }
      }
      segnalazioni {
        id
        motivo
        spiegazione
        nome
        email
        utenteId
        createdAt
      }
      decisione {
        azione
        fatti
        fondamento
        operatoreId
        decisoIl
      }
      provvedimento {
        ...ProvvedimentoCampi
      }
    }
  `,
  [ProvvedimentoFragment],
);
export type Caso = ResultOf<typeof CasoFragment>;

export const CasiQuery = graphql(
  `
    query CasiModerazione($stato: StatoCaso) {
      casiModerazione(stato: $stato) {
        ...CasoCampi
      }
    }
  `,
  [CasoFragment],
);

export const RicorsiQuery = graphql(
  `
    query RicorsiModerazione {
      ricorsiModerazione {
        ...CasoCampi
      }
    }
  `,
  [CasoFragment],
);

export const DecidiCasoMutation = graphql(
  `
    mutation DecidiCaso($input: DecisioneCasoInput!) {
      decidiCaso(input: $input) {
        ...CasoCampi
      }
    }
  `,
  [CasoFragment],
);

export const DecidiRicorsoMutation = graphql(
  `
    mutation DecidiRicorso($input: EsitoRicorsoInput!) {
      decidiRicorso(input: $input) {
        ...CasoCampi
      }
    }
  `,
  [CasoFragment],
);

export const RegistroQuery = graphql(`
  query RegistroModerazione($prima: DateTime) {
    registroModerazione(prima: $prima) {
      id
      operatoreId
      operatore
      azione
      oggetto
      motivazione
      createdAt
    }
  }
`);
export type VoceRegistro = ResultOf<typeof RegistroQuery>['registroModerazione'][number];

export const VenditoriOperatoreQuery = graphql(
  `
    query VenditoriOperatore($q: String) {
      venditoriOperatore(q: $q) {
        id
        nome
        nomeAttivita
        email
        createdAt
        sospeso
        tracciabilita {
          ...DatiVenditaCampi
        }
      }
    }
  `,
  [DatiVenditaFragment],
);
export type VenditoreOperatore = ResultOf<typeof VenditoriOperatoreQuery>['venditoriOperatore'][number];

export const VerificaVenditoreMutation = graphql(`
  mutation VerificaVenditore($venditoreId: ID!, $nota: String!) {
    verificaVenditore(venditoreId: $venditoreId, nota: $nota)
  }
`);

export const StoriaVenditoreQuery = graphql(
  `
    query StoriaVenditore($venditoreId: ID!) {
      storiaVenditore(venditoreId: $venditoreId) {
        ...ProvvedimentoCampi
      }
    }
  `,
  [ProvvedimentoFragment],
);
