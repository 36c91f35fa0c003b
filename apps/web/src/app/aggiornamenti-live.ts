import { ARGOMENTI_LIVE, type ArgomentoLive } from '@ricambiamo/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { attesaRiconnessione, type ApriCanaleLive } from '../lib/graphql/canale-live';
import type { GraphqlClient } from '../lib/graphql/graphql-client';
import { verificheRicevuteKeys } from '../modules/compatibilita/api/verifiche-ricevute.keys';
import { invalidaImportazioni } from '../modules/importazioni/api/invalida-importazioni';
import { messaggiKeys } from '../modules/messaggi/api/messaggi.keys';
import { notificheKeys } from '../modules/notifiche/api/notifiche.keys';
import { recensioniKeys } from '../modules/recensioni/api/recensioni.keys';
import { invalidaOrdini } from '../modules/ordini/api/invalida-ordini';

/**
 * What each hint makes the screens read again (docs/architecture.md#live-updates: a hint means refetch). Orders cover both
 * parties: the buyer's orders and stats, the seller's received orders and stats; only the queries on screen refetch.
 */
const INVALIDA: Record<ArgomentoLive, (queryClient: QueryClient) => Promise<unknown>> = {
  ordini: invalidaOrdini,
  // A check asked of the seller, a review and its reply come with their notification (docs/rules.md §3.14, §3.16):
  // the list of checks and the orders' reviews read them too.
  notifiche: (queryClient) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: notificheKeys.tutti }),
      queryClient.invalidateQueries({ queryKey: verificheRicevuteKeys.tutte }),
      queryClient.invalidateQueries({ queryKey: recensioniKeys.tutte }),
    ]),
  importazioni: invalidaImportazioni,
  // A message sent or read on either side: the list, the open thread and the unread count.
  messaggi: (queryClient) => queryClient.invalidateQueries({ queryKey: messaggiKeys.tutti }),
};

interface Dipendenze {
  graphqlClient: GraphqlClient;
  queryClient: QueryClient;
  apri: ApriCanaleLive;
  /** The session could not be renewed after the gateway refused the live connection's token. */
  onSessionLost: () => void;
}

/**
 * One live connection per session: opened when an access token appears (login, a restored session), opened anew with
 * each new token (a refresh, another user logging in), closed when it goes (logout, a lost session). Returns the
 * function that stops following the session.
 */
export function collegaAggiornamentiLive({ graphqlClient, queryClient, apri, onSessionLost }: Dipendenze): () => void {
  let tokenAperto: string | null = null;
  let chiudi: (() => void) | null = null;
  let rifiuti = 0;
  let attesa: ReturnType<typeof setTimeout> | undefined;

  const invalida = (argomento: ArgomentoLive) => void INVALIDA[argomento](queryClient);

  function apriCon(token: string | null) {
    clearTimeout(attesa);
    chiudi?.();
    chiudi = null;
    tokenAperto = token;
    if (token === null) return;
    chiudi = apri(token, {
      onAggiornamento: invalida,
      onConnesso: () => ARGOMENTI_LIVE.forEach(invalida),
      // Only a connection that proved healthy starts the pauses over, not every connection: one accepted and turned
      // down again right after would otherwise renew the session (rotating its refresh token) every second.
      onStabile: () => {
        rifiuti = 0;
      },
      onRifiutato: () => {
        chiudi = null;
        attesa = setTimeout(() => void rinnova(token), attesaRiconnessione(rifiuti++));
      },
    });
  }

  /** A refused token is mostly an expired one: a renewed one reopens the connection through onAccessToken. */
  async function rinnova(token: string) {
    try {
      if ((await graphqlClient.refreshSession()) === null) return onSessionLost();
    } catch {
      // The gateway is unreachable: what we have is tried again below, backing off if it is refused again.
    }
    if (tokenAperto === token) apriCon(token);
  }

  const smetti = graphqlClient.onAccessToken((token) => {
    if (token !== tokenAperto) apriCon(token);
  });
  apriCon(graphqlClient.accessToken());
  return () => {
    smetti();
    apriCon(null);
  };
}
