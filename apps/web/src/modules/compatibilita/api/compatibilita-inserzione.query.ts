import type { Veicolo } from '@ricambiamo/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ResultOf } from '../../../graphql';
import { graphql } from '../../../graphql';
import type { GraphqlClient } from '../../../lib/graphql/graphql-client';
import { compatibilitaKeys } from './compatibilita.keys';

const CompatibilitaRicambioFragment = graphql(`
  fragment CompatibilitaRicambio on CompatibilitaRicambio {
    ricambioId
    compatibilita {
      livello
      motivo
    }
    ancheCon {
      marca
      modello
      annoDa
      annoA
      quanti
      confermato
    }
    verifica {
      id
      domanda
      esito
      nota
      createdAt
      rispostaIl
    }
  }
`);

/** Anyone's: the badges and the cross-reference. */
export const CompatibilitaInserzioneQuery = graphql(
  `
    query CompatibilitaInserzione($autoId: ID!, $veicolo: VeicoloCompatibilitaInput) {
      compatibilitaInserzione(autoId: $autoId, veicolo: $veicolo) {
        ...CompatibilitaRicambio
      }
    }
  `,
  [CompatibilitaRicambioFragment],
);

/** A buyer's: the same with their own checks, whose answers decide their badges. */
export const CompatibilitaInserzioneAcquirenteQuery = graphql(
  `
    query CompatibilitaInserzioneAcquirente($autoId: ID!, $veicolo: VeicoloCompatibilitaInput) {
      compatibilitaInserzioneAcquirente(autoId: $autoId, veicolo: $veicolo) {
        ...CompatibilitaRicambio
      }
    }
  `,
  [CompatibilitaRicambioFragment],
);

export type CompatibilitaRicambio = ResultOf<typeof CompatibilitaRicambioFragment>;

/** The vehicle as the query takes it: the garage's fields without the VIN or the garage's id. */
export type VeicoloRichiesto = Omit<Veicolo, 'numeroTelaio'>;

export const compatibilitaInserzioneQuery = (client: GraphqlClient, autoId: string, veicolo: VeicoloRichiesto | null, acquirente: boolean) =>
  queryOptions({
    queryKey: compatibilitaKeys.perVeicolo(autoId, veicolo, acquirente),
    queryFn: async (): Promise<readonly CompatibilitaRicambio[]> =>
      acquirente
        ? (await client.request(CompatibilitaInserzioneAcquirenteQuery, { autoId, veicolo })).compatibilitaInserzioneAcquirente
        : (await client.request(CompatibilitaInserzioneQuery, { autoId, veicolo })).compatibilitaInserzione,
  });
