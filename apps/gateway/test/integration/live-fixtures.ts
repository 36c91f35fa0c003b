import { createClient } from 'graphql-ws';
import type { NatsConnection } from 'nats';
import WebSocket from 'ws';
import { type ArgomentoLive, liveSubject } from '@ricambiamo/contracts';
import { waitFor } from '@ricambiamo/testing';
import { DEFAULT_PUBLIC_ORIGIN } from '../../src/config';
import { publishListing, registerUser, type Utente } from './ordini-fixtures';
import type { Stack } from './stack';

export const LIVE_UPDATES = 'subscription { aggiornamentiLive { argomento } }';

/** The page the web app is served from, which the gateway allows by default. */
export const OUR_ORIGIN = new URL(DEFAULT_PUBLIC_ORIGIN).origin;

export interface Chiusura {
  code: number;
  reason: string;
}

/** One aggiornamentiLive subscription over its own connection, as a browser tab opens it. */
export interface Ascolto {
  /** Every argomento received, in order. */
  argomenti: ArgomentoLive[];
  /** How the connection closed (the server's close code), once it has. */
  chiusura: Promise<Chiusura>;
  /** The GraphQL errors that ended the subscription, once they have. */
  errori: Promise<{ message: string }[]>;
  stop(): Promise<void>;
}

export const wsUrl = (gatewayUrl: string) => `${gatewayUrl.replace(/^http/, 'ws')}/graphql`;

/** Subscribes to aggiornamentiLive with the graphql-ws client, sending `connectionParams` in connection_init from `origin`. */
export function ascolta(
  gatewayUrl: string,
  connectionParams?: Record<string, unknown>,
  origin = OUR_ORIGIN,
  query = LIVE_UPDATES,
): Ascolto {
  // A browser always sends its page's Origin with the handshake.
  class BrowserSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { origin } });
    }
  }
  let closed!: (chiusura: Chiusura) => void;
  const chiusura = new Promise<Chiusura>((resolve) => {
    closed = resolve;
  });
  const client = createClient({
    url: wsUrl(gatewayUrl),
    webSocketImpl: BrowserSocket,
    connectionParams,
    retryAttempts: 0,
    on: {
      closed: (event) => {
        const { code, reason } = event as { code: number; reason: unknown };
        closed({ code, reason: String(reason) });
      },
    },
  });
  let failed!: (errori: { message: string }[]) => void;
  const errori = new Promise<{ message: string }[]>((resolve) => {
    failed = resolve;
  });
  const argomenti: ArgomentoLive[] = [];
  const unsubscribe = client.subscribe<{ aggiornamentiLive: { argomento: ArgomentoLive } }>(
    { query },
    {
      next: (result) => {
        if (result.data) argomenti.push(result.data.aggiornamentiLive.argomento);
      },
      // graphql-ws hands over the GraphQL errors as they came, or the close event.
      error: (error) => failed(Array.isArray(error) ? (error as { message: string }[]) : []),
      complete: () => undefined,
    },
  );
  return {
    argomenti,
    chiusura,
    errori,
    async stop() {
      unsubscribe();
      await client.dispose();
    },
  };
}

/**
 * Resolves once the subscription receives the user's hints: the gateway subscribes on NATS a moment after the client
 * sends `subscribe`, and nothing tells the client when. Probes with hints of `sonda` published as a service would, so
 * a test asserts on the other argomento.
 */
export async function inAscolto(ascolto: Ascolto, nats: NatsConnection, userId: string, sonda: ArgomentoLive = 'notifiche'): Promise<void> {
  await waitFor(async () => {
    nats.publish(liveSubject(userId), JSON.stringify({ argomento: sonda }));
    await nats.flush();
    return ascolto.argomenti.includes(sonda) ? true : undefined;
  }, 15_000, 100);
}

/** Waits until the condition on what the listeners received holds. */
export const finche = (condition: () => boolean, timeoutMs = 10_000) =>
  waitFor(() => Promise.resolve(condition() ? true : undefined), timeoutMs);

export const ricevuti = (ascolto: Ascolto, argomento: ArgomentoLive) => ascolto.argomenti.filter((ricevuto) => ricevuto === argomento).length;

export const ordiniRicevuti = (ascolto: Ascolto) => ricevuti(ascolto, 'ordini');

/** The value of a metric without labels other than the service's, from a replica's internal /metrics. */
export async function metrica(internalUrl: string, name: string): Promise<number> {
  const text = await (await fetch(`${internalUrl}/metrics`)).text();
  const line = text.split('\n').find((entry) => entry.startsWith(`${name}{`) || entry.startsWith(`${name} `));
  if (!line) throw new Error(`${name} is not on ${internalUrl}/metrics`);
  return Number(line.slice(line.lastIndexOf(' ') + 1));
}

/** The listeners a spec's tests open, each stopped by `chiudi` in its afterEach. */
export function ascoltiDelTest() {
  let aperti: Ascolto[] = [];
  return {
    apri(...args: Parameters<typeof ascolta>): Ascolto {
      const ascolto = ascolta(...args);
      aperti.push(ascolto);
      return ascolto;
    },
    async chiudi(): Promise<void> {
      await Promise.all(aperti.map((ascolto) => ascolto.stop()));
      aperti = [];
    },
  };
}

/** What the live specs start from: a seller with one listing of these parts, its buyer and another buyer. */
export async function scenaOrdini(stack: Stack, parti: Parameters<typeof publishListing>[2]) {
  const [venditore, acquirente, altroAcquirente]: Utente[] = await Promise.all([
    registerUser(stack, 'venditore', 'Demolizioni Rossi'),
    registerUser(stack, 'acquirente', 'Anna Bianchi'),
    registerUser(stack, 'acquirente', 'Bruno Verdi'),
  ]);
  const { id: autoId, ricambi } = await publishListing(stack, venditore, parti);
  return { venditore, acquirente, altroAcquirente, autoId, ricambi };
}
