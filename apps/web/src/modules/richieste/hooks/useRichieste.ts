import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MotivoSegnalazioneRichiesta } from '@ricambiamo/contracts';
import type { VariablesOf } from '../../../graphql';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { useSessione } from '../../auth/hooks/useSessione';
import type { Richiesta } from '../api/richiesta.fragment';
import type { FiltriRichiesteVenditore } from '../api/filtri';
import { richiesteKeys } from '../api/richieste.keys';
import {
  ChiudiRichiestaMutation,
  PubblicaRichiestaMutation,
  RinnovaRichiestaMutation,
  RispondiRichiestaMutation,
  SegnalaRichiestaMutation,
} from '../api/richieste.mutations';
import { bachecaQuery, mieRichiesteQuery, richiestaQuery, richiesteVenditoreQuery } from '../api/richieste.queries';
import type { Segnalazione } from '../../segnalazioni/components/SegnalaDialogo';

export function useBacheca(marca: string) {
  return useQuery(bachecaQuery(useGraphqlClient(), marca));
}

/** Asked once the session is known: its own buyer sees the VIN and the actions, nobody else does. */
export function useRichiesta(id: string) {
  const { utente, inCaricamento } = useSessione();
  return useQuery({ ...richiestaQuery(useGraphqlClient(), id, utente?.id ?? null), enabled: !inCaricamento });
}

export function useMieRichieste() {
  return useQuery(mieRichiesteQuery(useGraphqlClient()));
}

export function useRichiesteVenditore(filtri: FiltriRichiesteVenditore) {
  return useQuery(richiesteVenditoreQuery(useGraphqlClient(), filtri));
}

/**
 * A command answers with the request as the caller now sees it: its page shows that answer, and the lists it may have
 * joined, left or moved in are read again.
 */
function useComandoRichiesta<TVariables>(invia: (variables: TVariables) => Promise<Richiesta>) {
  const queryClient = useQueryClient();
  const { utente } = useSessione();
  return useMutation({
    mutationFn: invia,
    onSuccess: (richiesta) => {
      queryClient.setQueryData(richiesteKeys.richiestaPer(richiesta.id, utente?.id ?? null), richiesta);
      void queryClient.invalidateQueries({ queryKey: richiesteKeys.elenchi });
    },
  });
}

export function usePubblicaRichiesta() {
  const client = useGraphqlClient();
  return useComandoRichiesta(
    async (input: VariablesOf<typeof PubblicaRichiestaMutation>['input']) =>
      (await client.request(PubblicaRichiestaMutation, { input })).pubblicaRichiesta,
  );
}

export function useChiudiRichiesta() {
  const client = useGraphqlClient();
  return useComandoRichiesta(async (richiestaId: string) => (await client.request(ChiudiRichiestaMutation, { richiestaId })).chiudiRichiesta);
}

export function useRinnovaRichiesta() {
  const client = useGraphqlClient();
  return useComandoRichiesta(
    async (richiestaId: string) => (await client.request(RinnovaRichiestaMutation, { richiestaId })).rinnovaRichiesta,
  );
}

export function useRispondiRichiesta() {
  const client = useGraphqlClient();
  return useComandoRichiesta(
    async (input: VariablesOf<typeof RispondiRichiestaMutation>['input']) =>
      (await client.request(RispondiRichiestaMutation, { input })).rispondiRichiesta,
  );
}

/** A report hides nothing: the request's page only says it is reported, from then on. */
export function useSegnalaRichiesta() {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  const { utente } = useSessione();
  return useMutation({
    mutationFn: ({ richiestaId, ...input }: Segnalazione<MotivoSegnalazioneRichiesta> & { richiestaId: string }) =>
      client.request(SegnalaRichiestaMutation, { richiestaId, input }),
    onSuccess: (_risposta, { richiestaId }) =>
      queryClient.setQueryData<Richiesta>(richiesteKeys.richiestaPer(richiestaId, utente?.id ?? null), (r) => r && { ...r, segnalata: true }),
  });
}
