import type { Veicolo } from '@ricambiamo/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ResultOf } from '../../../graphql';
import { graphql } from '../../../graphql';
import type { GraphqlClient } from '../../../lib/graphql/graphql-client';
import { compatibilitaKeys } from './compatibilita.keys';

export const CompatibilitaInserzioneQuery = graphql(`
  query CompatibilitaInserzione($autoId: ID!, $veicolo: VeicoloCompatibilitaInput) {
    compatibilitaInserzione(autoId: $autoId, veicolo: $veicolo) {
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
  }
`);

export type CompatibilitaRicambio = ResultOf<typeof CompatibilitaInserzioneQuery>['compatibilitaInserzione'][number];

/** The vehicle as the query takes it: the garage's fields without the VIN or the garage's id. */
export type VeicoloRichiesto = Omit<Veicolo, 'numeroTelaio'>;

export const compatibilitaInserzioneQuery = (client: GraphqlClient, autoId: string, veicolo: VeicoloRichiesto | null) =>
  queryOptions({
    queryKey: compatibilitaKeys.perVeicolo(autoId, veicolo),
    queryFn: async () => (await client.request(CompatibilitaInserzioneQuery, { autoId, veicolo })).compatibilitaInserzione,
  });
