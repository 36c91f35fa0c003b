import type { ArgomentoLive } from '@ricambiamo/contracts';
import { print } from '@0no-co/graphql.web';
import type { createClient as CreaClient } from 'graphql-ws';
import type { ResultOf } from '../../graphql';
import { LiveUpdatesSubscription } from './live-updates.subscription';

export interface AscoltoLive {
  onAggiornamento(argomento: ArgomentoLive): void;
  /** Every (re)connection, the first included: hints sent while nobody listened are gone, so what is shown is stale. */
  onConnesso(): void;
  /** The connection has stayed up long enough to be trusted: a failure from now on is a new incident. */
  onStabile(): void;
  /** The gateway turned the token down (expired, or its session closed): retrying with it is useless. */
  onRifiutato(): void;
}

/** Opens the live connection of one access token; returns the function that closes it for good. */
export type ApriCanaleLive = (accessToken: string, ascolto: AscoltoLive) => () => void;

export interface TempiRiconnessione {
  /** The pause before the next attempt, after `fallimenti` failed ones in a row. */
  attesa(fallimenti: number): number;
  /** How long a subscription stays up, from the gateway's acknowledgement, before it counts as healthy. */
  stabileDopoMs: number;
}

const ATTESA_MASSIMA_MS = 30_000;

/**
 * Doubling waits up to 30 s, each somewhere between half and all of its length: after a gateway restart the browsers
 * come back spread out instead of all at the same instant.
 */
export const attesaRiconnessione = (tentativi: number, caso: () => number = Math.random): number =>
  Math.min(ATTESA_MASSIMA_MS, 1000 * 2 ** tentativi) * (0.5 + caso() / 2);

/**
 * The gateway turns a token down before acknowledging it, and fails a subscription it cannot set up (NATS out of
 * reach) as soon as NATS says so: a subscription still up 10 s after the acknowledgement is being served. Only then
 * does the back-off start over, so a gateway that accepts connections but cannot serve them gets ever rarer attempts
 * (each one a refetch of every screen), never a storm; one failing later than that is still tried at most every ~10 s.
 */
const TEMPI: TempiRiconnessione = { attesa: attesaRiconnessione, stabileDopoMs: 10_000 };

/** graphql-ws' CloseCode.Forbidden, what the gateway closes with when it turns the token down. */
const VIETATO = 4403;

const vietato = (motivo: unknown): boolean =>
  typeof motivo === 'object' && motivo !== null && 'code' in motivo && motivo.code === VIETATO;

/** The live connection over graphql-ws at `url` (the page's own /graphql, as ws:// or wss://). */
export function canaleGraphqlWs(url: string, { attesa, stabileDopoMs }: TempiRiconnessione = TEMPI): ApriCanaleLive {
  return (accessToken, { onAggiornamento, onConnesso, onStabile, onRifiutato }) => {
    let chiuso = false;
    let fallimenti = 0;
    let prossimo: ReturnType<typeof setTimeout> | undefined;
    let finisciTentativo: (motivo: unknown) => void = () => undefined;

    // graphql-ws comes with the first connection: a visitor without a session never downloads it.
    function tenta() {
      void import('graphql-ws').then(({ createClient }) => {
        if (!chiuso) collega(createClient);
      });
    }

    /**
     * One client per attempt, with graphql-ws' own retries off: every way an attempt ends (the socket closing with
     * any code, the gateway failing or completing the subscription) comes to `finisci`, the one place that tells a
     * refused token from a failure and spaces the next attempt. graphql-ws would retry a Forbidden with the very token
     * the gateway has just turned down, and start its back-off over at every acknowledgement.
     */
    function collega(createClient: typeof CreaClient) {
      let finito = false;
      let stabile: ReturnType<typeof setTimeout> | undefined;
      const client = createClient({
        url,
        // Browsers cannot set headers on a WebSocket: the token travels in connection_init.
        connectionParams: { accessToken },
        lazy: true,
        retryAttempts: 0,
        on: {
          connected: () => {
            if (finito) return;
            onConnesso();
            stabile = setTimeout(() => {
              fallimenti = 0;
              onStabile();
            }, stabileDopoMs);
          },
          closed: (evento) => finisci(evento),
        },
      });
      const smetti = client.subscribe<ResultOf<typeof LiveUpdatesSubscription>>(
        { query: print(LiveUpdatesSubscription) },
        {
          next: ({ data }) => {
            if (data && !finito) onAggiornamento(data.aggiornamentiLive.argomento);
          },
          error: finisci,
          // The hints never end on their own: a subscription the gateway let go of is a failure like any other.
          complete: () => finisci(undefined),
        },
      );
      function finisci(motivo: unknown) {
        if (finito) return;
        finito = true;
        clearTimeout(stabile);
        smetti();
        // Disposing during a pause between attempts rejects with "All Subscriptions Gone": exactly what was asked.
        Promise.resolve(client.dispose()).catch(() => undefined);
        if (chiuso) return;
        if (vietato(motivo)) {
          chiuso = true;
          onRifiutato();
        } else {
          // 1013 (the gateway's "try again later"), a dropped line, NATS out of reach: never giving up while the
          // session lasts.
          prossimo = setTimeout(tenta, attesa(fallimenti++));
        }
      }
      finisciTentativo = finisci;
    }

    tenta();
    return () => {
      chiuso = true;
      clearTimeout(prossimo);
      finisciTentativo(undefined);
    };
  };
}

/** The page's own GraphQL endpoint as a WebSocket address: wss:// under https, ws:// otherwise. */
export const urlLive = (pagina: Location = window.location): string => {
  const url = new URL('/graphql', pagina.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
};
