import { infiniteQueryOptions } from '@tanstack/react-query';
import type { FiltroRighe } from '@ricambiamo/contracts';
import { graphql } from '../../../graphql';
import type { GraphqlClient } from '../../../lib/graphql/graphql-client';
import { RigaImportazioneFragment } from './importazione.fragment';
import { importazioniKeys } from './importazioni.keys';

export const RigheImportazioneCorrenteQuery = graphql(
  `
    query RigheImportazioneCorrente($filtro: String!, $dopo: Int!, $limite: Int!) {
      importazioneCorrente {
        id
        righe(filtro: $filtro, dopo: $dopo, limite: $limite) {
          righe {
            ...RigaImportazione
          }
          altre
        }
      }
    }
  `,
  [RigaImportazioneFragment],
);

/**
 * Rows asked for at a time: a sheet holds up to 5,000 cars, and a table of them all would take seconds to draw on a
 * phone. The seller who wants the rest asks for them, or filters for the errors.
 */
export const RIGHE_PER_VOLTA = 200;

/**
 * The rows of import `id` that pass `filtro`, in the sheet's order, a page after the last row number seen. The gateway
 * reaches rows only through the seller's latest import: a page of another import (a new one started meanwhile) is
 * none of these.
 */
export const righeImportazioneQuery = (client: GraphqlClient, id: string, filtro: FiltroRighe) =>
  infiniteQueryOptions({
    queryKey: importazioniKeys.righe(id, filtro),
    queryFn: async ({ pageParam }) => {
      const { importazioneCorrente } = await client.request(RigheImportazioneCorrenteQuery, {
        filtro,
        dopo: pageParam,
        limite: RIGHE_PER_VOLTA,
      });
      return importazioneCorrente?.id === id ? importazioneCorrente.righe : { righe: [], altre: false };
    },
    initialPageParam: 0,
    getNextPageParam: (ultima) => (ultima.altre ? ultima.righe.at(-1)?.riga : undefined),
  });
