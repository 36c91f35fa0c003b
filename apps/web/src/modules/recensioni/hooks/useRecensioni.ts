import type { RecensioneInput } from '@ricambiamo/contracts';
import type { MotivoSegnalazioneRecensione } from '@ricambiamo/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import {
  ModificaRecensioneMutation,
  RecensisciOrdineMutation,
  RispondiRecensioneMutation,
  SegnalaRecensioneMutation,
} from '../api/recensioni.mutations';
import { recensioniKeys } from '../api/recensioni.keys';
import { recensioniOrdiniQuery, recensioniVenditoreQuery, reputazioneQuery } from '../api/recensioni.queries';
import type { Segnalazione } from '../../segnalazioni/components/SegnalaDialogo';

/** The review panels of the completed orders on screen, by order id. */
export function useRecensioniOrdini(ordineIds: readonly string[]) {
  const query = useQuery(recensioniOrdiniQuery(useGraphqlClient(), ordineIds));
  return new Map((query.data ?? []).map((r) => [r.ordineId, r]));
}

export function useReputazione(venditoreId: string) {
  return useQuery(reputazioneQuery(useGraphqlClient(), venditoreId));
}

export function useRecensioniVenditore(venditoreId: string, pagina: number) {
  return useQuery(recensioniVenditoreQuery(useGraphqlClient(), venditoreId, pagina));
}

/** Every change to a review is read again everywhere it shows. */
function useScrittura<V>(scrivi: (variabili: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: scrivi, onSuccess: () => queryClient.invalidateQueries({ queryKey: recensioniKeys.tutte }) });
}

type Stelle = Omit<RecensioneInput, 'testo'>;
export interface DatiRecensione {
  stelle: Stelle;
  testo: string | null;
}

export function useScriviRecensione() {
  const client = useGraphqlClient();
  return useScrittura(({ ordineId, recensioneId, dati }: { ordineId: string; recensioneId: string | null; dati: DatiRecensione }) =>
    recensioneId === null
      ? client.request(RecensisciOrdineMutation, { ordineId, input: dati })
      : client.request(ModificaRecensioneMutation, { recensioneId, input: dati }),
  );
}

export function useRispondiRecensione() {
  const client = useGraphqlClient();
  return useScrittura(({ recensioneId, testo }: { recensioneId: string; testo: string }) =>
    client.request(RispondiRecensioneMutation, { recensioneId, testo }),
  );
}

export function useSegnalaRecensione() {
  const client = useGraphqlClient();
  return useScrittura(
    ({ recensioneId, ...input }: Segnalazione<MotivoSegnalazioneRecensione> & { recensioneId: string }) =>
      client.request(SegnalaRecensioneMutation, { recensioneId, input }),
  );
}
