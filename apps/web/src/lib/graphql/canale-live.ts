import type { ArgomentoLive } from '@ricambiamo/contracts';
import { print } from 'graphql';
import { CloseCode, createClient } from 'graphql-ws';
import type { ResultOf } from '../../graphql';
import { LiveUpdatesSubscription } from './live-updates.subscription';

export interface AscoltoLive {
  onAggiornamento(argomento: ArgomentoLive): void;
  /** Every (re)connection, the first included: hints sent while nobody listened are gone, so what is shown is stale. */
  onConnesso(): void;
  /** The gateway turned the token down (expired, or its session closed): retrying with it is useless. */
  onRifiutato(): void;
}

/** Opens the live connection of one access token; returns the function that closes it for good. */
export type ApriCanaleLive = (accessToken: string, ascolto: AscoltoLive) => () => void;

const ATTESA_MASSIMA_MS = 30_000;

/**
 * Doubling waits up to 30 s, each somewhere between half and all of its length: after a gateway restart the browsers
 * come back spread out instead of all at the same instant.
 */
export const attesaRiconnessione = (tentativi: number, caso: () => number = Math.random): number =>
  Math.min(ATTESA_MASSIMA_MS, 1000 * 2 ** tentativi) * (0.5 + caso() / 2);

const aspetta = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** 4403, what the gateway closes with when it turns the token down. */
const VIETATO: number = CloseCode.Forbidden;

const vietato = (evento: unknown): boolean =>
  typeof evento === 'object' && evento !== null && 'code' in evento && evento.code === VIETATO;

/** The live connection over graphql-ws at `url` (the page's own /graphql, as ws:// or wss://). */
export function canaleGraphqlWs(url: string): ApriCanaleLive {
  return (accessToken, { onAggiornamento, onConnesso, onRifiutato }) => {
    let chiuso = false;
    const rifiuta = () => {
      if (chiuso) return;
      chiudi();
      onRifiutato();
    };
    const client = createClient({
      url,
      // Browsers cannot set headers on a WebSocket: the token travels in connection_init.
      connectionParams: { accessToken },
      // Connects with the subscription below and reconnects after any drop (1013 included, the gateway's "try again
      // later"), never giving up while the session lasts.
      lazy: true,
      retryAttempts: Infinity,
      shouldRetry: () => true,
      retryWait: (tentativi) => aspetta(attesaRiconnessione(tentativi)),
      on: {
        connected: () => onConnesso(),
        closed: (evento) => {
          // graphql-ws would retry a Forbidden too, with the very token the gateway has just turned down.
          if (vietato(evento)) rifiuta();
        },
      },
    });
    const smetti = client.subscribe<ResultOf<typeof LiveUpdatesSubscription>>(
      { query: print(LiveUpdatesSubscription) },
      {
        next: ({ data }) => {
          if (data) onAggiornamento(data.liveUpdates.argomento);
        },
        // What graphql-ws does not retry (a close code it deems fatal) ends the subscription: start afresh.
        error: rifiuta,
        complete: () => undefined,
      },
    );
    function chiudi() {
      chiuso = true;
      smetti();
      // Disposing during a pause between attempts rejects with "All Subscriptions Gone": exactly what was asked.
      Promise.resolve(client.dispose()).catch(() => undefined);
    }
    return chiudi;
  };
}

/** The page's own GraphQL endpoint as a WebSocket address: wss:// under https, ws:// otherwise. */
export const urlLive = (pagina: Location = window.location): string => {
  const url = new URL('/graphql', pagina.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
};
