import type { MotivoSegnalazioneConversazione } from '@ricambiamo/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import type { Conversazione, Messaggio } from '../api/conversazione.fragment';
import { messaggiKeys } from '../api/messaggi.keys';
import {
  ConversazioneInserzioneMutation,
  ConversazioneOrdineMutation,
  InviaMessaggioMutation,
  SegnaConversazioneLettaMutation,
  SegnalaConversazioneMutation,
} from '../api/messaggi.mutations';
import { conversazioniQuery, messaggiNonLettiQuery, threadQuery, type PaginaThread } from '../api/messaggi.queries';
import type { Segnalazione } from '../../segnalazioni/components/SegnalaDialogo';

export function useConversazioni() {
  return useQuery(conversazioniQuery(useGraphqlClient()));
}

export function useThread(id: string) {
  return useInfiniteQuery(threadQuery(useGraphqlClient(), id));
}

export function useMessaggiNonLetti() {
  return useQuery(messaggiNonLettiQuery(useGraphqlClient()));
}

type Thread = InfiniteData<PaginaThread, string | null>;

/** The conversation as the list and its thread hold it, changed alike in both. */
function cambiaConversazione(queryClient: QueryClient, id: string, cambia: (conversazione: Conversazione) => Conversazione) {
  queryClient.setQueryData<Conversazione[]>(messaggiKeys.elenco, (elenco) => elenco?.map((c) => (c.id === id ? cambia(c) : c)));
  queryClient.setQueryData<Thread>(messaggiKeys.thread(id), (thread) =>
    thread && { ...thread, pages: thread.pages.map((pagina) => ({ ...pagina, conversazione: cambia(pagina.conversazione) })) },
  );
}

/** A message sent joins its thread at once; the list reads its preview and order again. */
export function useInviaMessaggio(conversazioneId: string) {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (testo: string) => (await client.request(InviaMessaggioMutation, { conversazioneId, testo })).inviaMessaggio,
    onSuccess: async (messaggio: Messaggio) => {
      queryClient.setQueryData<Thread>(messaggiKeys.thread(conversazioneId), (thread) => {
        const [ultima, ...precedenti] = thread?.pages ?? [];
        // A live hint may have read the thread again, this message included, before the answer came.
        if (!thread || !ultima || ultima.messaggi.some((m) => m.id === messaggio.id)) return thread;
        return { ...thread, pages: [{ ...ultima, messaggi: [...ultima.messaggi, messaggio] }, ...precedenti] };
      });
      await queryClient.invalidateQueries({ queryKey: messaggiKeys.elenco });
    },
  });
}

/** The thread on screen is read: its count and the navbar's follow the server's answer, the unread left elsewhere. */
export function useSegnaLetta() {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (conversazioneId: string) =>
      (await client.request(SegnaConversazioneLettaMutation, { conversazioneId })).segnaConversazioneLetta,
    onSuccess: (nonLetti, conversazioneId) => {
      queryClient.setQueryData(messaggiKeys.nonLetti, nonLetti);
      cambiaConversazione(queryClient, conversazioneId, (c) => ({ ...c, nonLetti: 0 }));
    },
  });
}

export function useSegnalaConversazione() {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ conversazioneId, ...input }: Segnalazione<MotivoSegnalazioneConversazione> & { conversazioneId: string }) =>
      client.request(SegnalaConversazioneMutation, { conversazioneId, input }),
    onSuccess: (_risposta, { conversazioneId }) => cambiaConversazione(queryClient, conversazioneId, (c) => ({ ...c, segnalata: true })),
  });
}

type Soggetto = { autoId: string } | { ordineId: string };

/** A listing's or an order's conversation, found or started by the server, then opened. */
export function useApriConversazione() {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (soggetto: Soggetto) =>
      'autoId' in soggetto
        ? (await client.request(ConversazioneInserzioneMutation, soggetto)).conversazioneInserzione
        : (await client.request(ConversazioneOrdineMutation, soggetto)).conversazioneOrdine,
    onSuccess: async ({ id }) => {
      await queryClient.invalidateQueries({ queryKey: messaggiKeys.elenco });
      await navigate(`/messaggi/${id}`);
    },
  });
}
