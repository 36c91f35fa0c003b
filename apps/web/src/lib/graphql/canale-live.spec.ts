/**
 * @jest-environment node
 */
// Against a real graphql-transport-ws server answering as the gateway does: 4403 Forbidden for a token it turns
// down, 1013 Try Again Later when it cannot check one right now, an error on the subscription when NATS is out of
// reach.
import type { ArgomentoLive } from '@ricambiamo/contracts';
import { buildSchema, GraphQLError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { attesaRiconnessione, canaleGraphqlWs, type AscoltoLive, type TempiRiconnessione } from './canale-live';

const schema = buildSchema(`
  type Query { ok: Boolean }
  enum ArgomentoLive { ordini notifiche }
  type AggiornamentoLive { argomento: ArgomentoLive! }
  type Subscription { aggiornamentiLive: AggiornamentoLive! }
`);

type Risposta = 'accetta' | 'rifiuta' | 'riprova-dopo';

async function avviaGateway(risposta: (token: unknown) => Risposta) {
  const inizi: unknown[] = [];
  const socket = new Set<WebSocket>();
  const abbonati = new Set<(argomento: ArgomentoLive) => void>();
  /** How many of the next subscriptions fail as if NATS were out of reach. */
  let abbonamentiFalliti = 0;
  /** Set to end every subscription there is, as the gateway does when it lets go of one. */
  let lasciaAndare = () => undefined as void;
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server.on('connection', (ws) => socket.add(ws));
  useServer(
    {
      schema,
      roots: {
        subscription: {
          aggiornamentiLive: async function* () {
            const coda: ArgomentoLive[] = [];
            let sveglia = () => undefined as void;
            const ricevi = (argomento: ArgomentoLive) => {
              coda.push(argomento);
              sveglia();
            };
            abbonati.add(ricevi);
            let lasciato = false;
            lasciaAndare = () => {
              lasciato = true;
              sveglia();
            };
            try {
              while (!lasciato) {
                while (coda.length > 0) yield { aggiornamentiLive: { argomento: coda.shift() } };
                await new Promise<void>((resolve) => (sveglia = resolve));
              }
            } finally {
              abbonati.delete(ricevi);
            }
          },
        },
      },
      onConnect: ({ connectionParams, extra }) => {
        inizi.push(connectionParams);
        const esito = risposta((connectionParams as { accessToken?: unknown } | undefined)?.accessToken);
        if (esito === 'riprova-dopo') extra.socket.close(1013, 'Try Again Later');
        return esito === 'accetta';
      },
      // What Mercurius sends when the resolver cannot subscribe on NATS: an error for this subscription only.
      onSubscribe: () => (abbonamentiFalliti-- > 0 ? [new GraphQLError('NATS unreachable')] : undefined),
    },
    server,
  );
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`,
    inizi,
    /** Publishes to the subscribers there are; the count tells a test when the subscription is in place. */
    pubblica: (argomento: ArgomentoLive) => {
      abbonati.forEach((ricevi) => ricevi(argomento));
      return abbonati.size;
    },
    cadeLaLinea: () => socket.forEach((ws) => ws.terminate()),
    natsGiuPer: (abbonamenti: number) => (abbonamentiFalliti = abbonamenti),
    lasciaAndare: () => lasciaAndare(),
    aperte: () => [...socket].filter((ws) => ws.readyState === ws.OPEN).length,
    chiudi: () =>
      new Promise((resolve) => {
        socket.forEach((ws) => ws.terminate());
        server.close(resolve);
      }),
  };
}

function ascolto() {
  const eventi: string[] = [];
  const aspetta = (evento: string, volte = 1) =>
    new Promise<void>((resolve, reject) => {
      const entro = Date.now() + 5000;
      const controlla = () => {
        if (eventi.filter((e) => e === evento).length >= volte) resolve();
        else if (Date.now() > entro) reject(new Error(`no ${evento} ×${volte} within 5 s; got ${eventi.join(', ')}`));
        else setTimeout(controlla, 10);
      };
      controlla();
    });
  const handlers: AscoltoLive = {
    onAggiornamento: (argomento) => eventi.push(argomento),
    onConnesso: () => eventi.push('connesso'),
    onStabile: () => eventi.push('stabile'),
    onRifiutato: () => eventi.push('rifiutato'),
  };
  return { eventi, aspetta, handlers };
}

const pausa = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('live channel over graphql-ws', () => {
  let gateway: Awaited<ReturnType<typeof avviaGateway>>;
  const chiusure: (() => void)[] = [];
  afterEach(async () => {
    chiusure.splice(0).forEach((chiudi) => chiudi());
    await gateway.chiudi();
  });

  /** Pauses of a few tens of milliseconds, each noting how many failures in a row preceded it. */
  function tempiVeloci(stabileDopoMs = 60_000) {
    const fallimenti: number[] = [];
    const tempi: TempiRiconnessione = {
      attesa: (n) => {
        fallimenti.push(n);
        return 20 * 2 ** n;
      },
      stabileDopoMs,
    };
    return { fallimenti, tempi };
  }

  async function apri(
    token: string,
    risposta: (token: unknown) => Risposta = (t) => (t === 'tok-valido' ? 'accetta' : 'rifiuta'),
    tempi: TempiRiconnessione = tempiVeloci().tempi,
  ) {
    gateway = await avviaGateway(risposta);
    const { eventi, aspetta, handlers } = ascolto();
    const chiudi = canaleGraphqlWs(gateway.url, tempi)(token, handlers);
    chiusure.push(chiudi);
    return { eventi, aspetta, chiudi };
  }

  it('authenticates with the access token in connection_init and passes each hint on', async () => {
    const { eventi, aspetta } = await apri('tok-valido');
    await aspetta('connesso');
    expect(gateway.inizi).toEqual([{ accessToken: 'tok-valido' }]);
    while (gateway.pubblica('notifiche') === 0) await pausa(10);
    gateway.pubblica('ordini');
    await aspetta('ordini');
    expect(eventi).toEqual(['connesso', 'notifiche', 'ordini']);
  });

  it('reconnects after the line drops, and says so, so the screens refetch what they missed', async () => {
    const { aspetta } = await apri('tok-valido');
    await aspetta('connesso');
    gateway.cadeLaLinea();
    await aspetta('connesso', 2);
    expect(gateway.inizi).toHaveLength(2);
  }, 10_000);

  it('reports a token the gateway forbids once, instead of retrying it', async () => {
    const { eventi, aspetta } = await apri('tok-scaduto');
    await aspetta('rifiutato');
    await pausa(1500);
    expect(eventi).toEqual(['rifiutato']);
    expect(gateway.inizi).toEqual([{ accessToken: 'tok-scaduto' }]);
  }, 10_000);

  it('tries again later when the gateway cannot check the token now', async () => {
    let tentativi = 0;
    const { eventi, aspetta } = await apri('tok-valido', () => (++tentativi === 1 ? 'riprova-dopo' : 'accetta'));
    await aspetta('connesso');
    expect(eventi).toEqual(['connesso']);
    expect(gateway.inizi).toHaveLength(2);
  }, 10_000);

  it('tries a subscription the gateway cannot set up again, ever more spaced, and never takes it for a refused token', async () => {
    const { fallimenti, tempi } = tempiVeloci();
    const { eventi, aspetta } = await apri('tok-valido', undefined, tempi);
    gateway.natsGiuPer(Infinity);
    await aspetta('connesso', 5);
    // Each attempt was acknowledged, yet none proved healthy: the pauses keep doubling instead of starting over.
    expect(fallimenti.slice(0, 4)).toEqual([0, 1, 2, 3]);
    expect(eventi).not.toContain('rifiutato');
    expect(new Set(gateway.inizi.map((inizio) => JSON.stringify(inizio)))).toEqual(new Set(['{"accessToken":"tok-valido"}']));
  }, 10_000);

  it('starts the pauses over once a subscription has stayed up, and says so', async () => {
    const { fallimenti, tempi } = tempiVeloci(300);
    const { eventi, aspetta } = await apri('tok-valido', undefined, tempi);
    gateway.natsGiuPer(2);
    await aspetta('stabile');
    expect(fallimenti).toEqual([0, 1]);
    gateway.cadeLaLinea();
    await aspetta('connesso', 4);
    // A drop after a healthy spell is a new incident: the shortest pause again, and a refetch on every connection.
    expect(fallimenti).toEqual([0, 1, 0]);
    expect(eventi.filter((e) => e !== 'connesso')).toEqual(['stabile']);
  }, 10_000);

  it('subscribes again when the gateway lets the subscription go', async () => {
    const { aspetta } = await apri('tok-valido');
    await aspetta('connesso');
    while (gateway.pubblica('ordini') === 0) await pausa(10);
    gateway.lasciaAndare();
    await aspetta('connesso', 2);
    while (gateway.pubblica('notifiche') === 0) await pausa(10);
    await aspetta('notifiche');
  }, 10_000);

  it('closes for good when asked: no reconnection, no more hints', async () => {
    const { eventi, aspetta, chiudi } = await apri('tok-valido');
    await aspetta('connesso');
    chiudi();
    await pausa(1500);
    expect(gateway.aperte()).toBe(0);
    gateway.pubblica('ordini');
    await pausa(50);
    expect(eventi).toEqual(['connesso']);
    expect(gateway.inizi).toHaveLength(1);
  }, 10_000);
});

describe('reconnection pause', () => {
  it('doubles from one second up to thirty, each between half and all of its length', () => {
    expect([0, 1, 2, 5, 10].map((tentativi) => attesaRiconnessione(tentativi, () => 1))).toEqual([1000, 2000, 4000, 30_000, 30_000]);
    expect(attesaRiconnessione(3, () => 0)).toBe(4000);
  });
});
