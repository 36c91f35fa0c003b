/**
 * @jest-environment node
 */
// Against a real graphql-transport-ws server answering as the gateway does: 4403 Forbidden for a token it turns
// down, 1013 Try Again Later when it cannot check one right now.
import type { ArgomentoLive } from '@ricambiamo/contracts';
import { buildSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { attesaRiconnessione, canaleGraphqlWs, type AscoltoLive } from './canale-live';

const schema = buildSchema(`
  type Query { ok: Boolean }
  enum ArgomentoLive { ordini notifiche }
  type AggiornamentoLive { argomento: ArgomentoLive! }
  type Subscription { liveUpdates: AggiornamentoLive! }
`);

type Risposta = 'accetta' | 'rifiuta' | 'riprova-dopo';

async function avviaGateway(risposta: (token: unknown) => Risposta) {
  const inizi: unknown[] = [];
  const socket = new Set<WebSocket>();
  const abbonati = new Set<(argomento: ArgomentoLive) => void>();
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server.on('connection', (ws) => socket.add(ws));
  useServer(
    {
      schema,
      roots: {
        subscription: {
          liveUpdates: async function* () {
            const coda: ArgomentoLive[] = [];
            let sveglia = () => undefined as void;
            const ricevi = (argomento: ArgomentoLive) => {
              coda.push(argomento);
              sveglia();
            };
            abbonati.add(ricevi);
            try {
              for (;;) {
                while (coda.length > 0) yield { liveUpdates: { argomento: coda.shift() } };
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

  async function apri(token: string, risposta: (token: unknown) => Risposta = (t) => (t === 'tok-valido' ? 'accetta' : 'rifiuta')) {
    gateway = await avviaGateway(risposta);
    const { eventi, aspetta, handlers } = ascolto();
    const chiudi = canaleGraphqlWs(gateway.url)(token, handlers);
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
