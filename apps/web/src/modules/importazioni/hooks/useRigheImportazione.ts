import type { FiltroRighe } from '@ricambiamo/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { righeImportazioneQuery } from '../api/righe-importazione.query';

/** The rows of import `id` that pass `filtro`, a page at a time; `fetchNextPage` brings the next one. */
export function useRigheImportazione(id: string, filtro: FiltroRighe) {
  const query = useInfiniteQuery(righeImportazioneQuery(useGraphqlClient(), id, filtro));
  return { ...query, righe: query.data?.pages.flatMap((pagina) => pagina.righe) };
}
