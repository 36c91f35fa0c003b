import { JwtService } from '@nestjs/jwt';
import { connect, type NatsConnection } from 'nats';
import WebSocket from 'ws';
import { liveSubject } from '@ricambiamo/contracts';
import { waitFor } from '@ricambiamo/testing';
import { ACCESS_TOKEN } from '../../src/access/access-token';
import { ascoltiDelTest, type Chiusura, finche, inAscolto, metrica, ordiniRicevuti, OUR_ORIGIN, scenaOrdini, wsUrl } from './live-fixtures';
import { checkoutOf, PLACE, UPDATE_STATUS, type Utente } from './ordini-fixtures';
import { Browser, type GatewayReplica, REGISTER, type Stack, startStack, uniqueEmail, STACK_START_MS, PER_PUBBLICARE } from './stack';

const LOGOUT = 'mutation { esci }';

/** How long a hint that should not come is given to show up anyway. */
const GRACE_MS = 750;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('live updates over GraphQL subscriptions (two gateway replicas, real services, NATS, Redis)', () => {
  let stack: Stack;
  /** The stack's own gateway is replica A; this one runs in a process of its own. */
  let replicaB: GatewayReplica;
  let nats: NatsConnection;
  let venditore: Utente;
  let acquirente: Utente;
  let altroAcquirente: Utente;
  let autoId: string;
  let ricambi: Record<string, string>;
  const ascolti = ascoltiDelTest();
  const apri = ascolti.apri;

  beforeAll(async () => {
    // Every user here places orders from one IP.
    stack = await startStack({ RATE_LIMIT_DISABLED: 'true' }, [...PER_PUBBLICARE, 'orders', 'notifications']);
    replicaB = await stack.startReplica();
    nats = await connect({ servers: stack.nats.url });
    ({ venditore, acquirente, altroAcquirente, autoId, ricambi } = await scenaOrdini(stack, [
      { nome: 'Centralina ECU', prezzoCentesimi: 12_000, spedizioneCentesimi: 900 },
      { nome: 'Cambio', prezzoCentesimi: 35_000, spedizioneCentesimi: 3_000 },
      { nome: 'Musata', prezzoCentesimi: 40_000, spedizioneCentesimi: 5_000 },
    ]));
  }, STACK_START_MS);

  afterEach(() => ascolti.chiudi());

  afterAll(async () => {
    await nats?.close();
    await replicaB?.stop();
    await stack?.stop();
  });

  async function ordina(tramite: Browser, chi: Utente, ricambio: string): Promise<string> {
    const placed = await tramite.gql<{ effettuaOrdine: { id: string } }>(PLACE, { input: checkoutOf(chi, autoId, [ricambi[ricambio]]) }, chi.token);
    expect(placed.errors).toBeUndefined();
    return placed.data!.effettuaOrdine.id;
  }

  describe('across replicas', () => {
    it('shows the seller, listening on replica B (and on A), the order a buyer places through replica A', async () => {
      const sulB = apri(replicaB.url, { accessToken: venditore.token });
      const sullA = apri(stack.url, { accessToken: venditore.token });
      await Promise.all([inAscolto(sulB, nats, venditore.id), inAscolto(sullA, nats, venditore.id)]);

      await ordina(new Browser(stack.url), acquirente, 'Centralina ECU');

      await finche(() => ordiniRicevuti(sulB) > 0 && ordiniRicevuti(sullA) > 0);
    }, 60_000);

    it('shows the buyer, listening on replica A, the status the seller sets through replica B', async () => {
      const ordineId = await ordina(new Browser(stack.url), acquirente, 'Cambio');
      const sullA = apri(stack.url, { accessToken: acquirente.token });
      await inAscolto(sullA, nats, acquirente.id);
      const prima = ordiniRicevuti(sullA);

      const moved = await new Browser(replicaB.url).gql(UPDATE_STATUS, { input: { ordineId, stato: 'processing' } }, venditore.token);
      expect(moved.errors).toBeUndefined();

      await finche(() => ordiniRicevuti(sullA) > prima);
    }, 60_000);

    it("keeps one NATS subscription per user on a replica while the user's connections are open, and drops it with the last", async () => {
      const metrics = () => Promise.all([metrica(replicaB.internalUrl, 'live_connections'), metrica(replicaB.internalUrl, 'live_users')]);
      await waitFor(async () => ((await metrics()).join() === '0,0' ? true : undefined));

      const prima = apri(replicaB.url, { accessToken: altroAcquirente.token });
      const seconda = apri(replicaB.url, { accessToken: altroAcquirente.token });
      await Promise.all([inAscolto(prima, nats, altroAcquirente.id), inAscolto(seconda, nats, altroAcquirente.id)]);
      expect(await metrics()).toEqual([2, 1]);

      await prima.stop();
      await waitFor(async () => ((await metrics()).join() === '1,1' ? true : undefined));
      nats.publish(liveSubject(altroAcquirente.id), JSON.stringify({ argomento: 'ordini' }));
      await finche(() => ordiniRicevuti(seconda) > 0);

      await seconda.stop();
      await waitFor(async () => ((await metrics()).join() === '0,0' ? true : undefined));
    }, 60_000);
  });

  describe('who may listen, and to what', () => {
    /** Opens a connection with these connection_init params and answers how the gateway closed it. */
    async function rifiuto(params: Record<string, unknown> | undefined) {
      const ascolto = apri(stack.url, params);
      let timer: NodeJS.Timeout | undefined;
      const stillOpen = new Promise<Chiusura>((resolve) => {
        timer = setTimeout(() => resolve({ code: 0, reason: 'still open after 10 s' }), 10_000);
      });
      const chiusura = await Promise.race([ascolto.chiusura, stillOpen]).finally(() => clearTimeout(timer));
      return { ...chiusura, argomenti: ascolto.argomenti };
    }

    it('refuses with 4403 a connection without a valid access token in connection_init', async () => {
      const jwt = new JwtService({});
      const claims = { role: 'acquirente', sid: 'sessione-inventata' };
      const signed = { subject: acquirente.id, algorithm: ACCESS_TOKEN.algorithm, issuer: ACCESS_TOKEN.issuer, audience: ACCESS_TOKEN.audience };
      const expired = jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }, { ...signed, secret: stack.config.JWT_SECRET });
      const otherKey = jwt.sign(claims, { ...signed, secret: 'not-the-gateway-secret-0123456789abcdef', expiresIn: 60 });

      const refused = { code: 4403, reason: 'Forbidden', argomenti: [] };
      expect(await rifiuto(undefined)).toEqual(refused);
      expect(await rifiuto({ accessToken: 'not-a-jwt' })).toEqual(refused);
      expect(await rifiuto({ accessToken: expired })).toEqual(refused);
      expect(await rifiuto({ accessToken: otherKey })).toEqual(refused);
      // The header form the gateway's HTTP side reads is not what a live connection sends.
      expect(await rifiuto({ authorization: `Bearer ${acquirente.token}` })).toEqual(refused);
    }, 60_000);

    it('refuses the still unexpired access token of a session that logged out', async () => {
      const browser = new Browser(stack.url);
      const registered = await browser.gql<{ registrati: { accessToken: string; user: { id: string } } }>(REGISTER, {
        input: { nome: 'Carla Neri', email: uniqueEmail('live'), password: 'segretissima1', confermaPassword: 'segretissima1', ruolo: 'acquirente' },
      });
      const { accessToken, user } = registered.data!.registrati;
      await inAscolto(apri(stack.url, { accessToken }), nats, user.id);

      expect((await browser.gql(LOGOUT)).data).toEqual({ esci: true });

      expect(await rifiuto({ accessToken })).toEqual({ code: 4403, reason: 'Forbidden', argomenti: [] });
    }, 60_000);

    it('refuses the handshake of a page from another origin, before any connection_init', async () => {
      const status = await new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(wsUrl(stack.url), 'graphql-transport-ws', { headers: { origin: 'https://ricambiamo.it.evil.example' } });
        socket.on('unexpected-response', (_request, response) => {
          resolve(response.statusCode ?? 0);
          socket.terminate();
        });
        socket.on('open', () => reject(new Error('the gateway accepted a foreign origin')));
        socket.on('error', () => undefined);
      });
      expect(status).toBe(403);

      const foreign = apri(replicaB.url, { accessToken: acquirente.token }, 'https://evil.example');
      expect((await foreign.chiusura).code).toBe(1006);
      expect(foreign.argomenti).toEqual([]);
    }, 30_000);

    it('validates a subscription document as it does any operation over HTTP', async () => {
      const invalid = apri(stack.url, { accessToken: acquirente.token }, OUR_ORIGIN, 'subscription { aggiornamentiLive { argomento userId } }');
      expect(await invalid.errori).toEqual([
        expect.objectContaining({ message: 'Cannot query field "userId" on type "AggiornamentoLive".' }),
      ]);
      // The gateway's own limits too, such as the aliases per operation.
      const aliases = Array.from({ length: 11 }, (_, i) => `a${i}: argomento`).join(' ');
      const tooMany = apri(stack.url, { accessToken: acquirente.token }, OUR_ORIGIN, `subscription { aggiornamentiLive { ${aliases} } }`);
      expect(await tooMany.errori).toEqual([expect.objectContaining({ message: 'Syntax Error: Aliases limit of 10 exceeded, found 11.' })]);
    }, 30_000);

    it("forwards to a connection only its own user's hints, whatever the client claims in connection_init", async () => {
      const anna = apri(stack.url, {
        accessToken: acquirente.token,
        userId: altroAcquirente.id,
        headers: { authorization: `Bearer ${altroAcquirente.token}` },
      });
      const bruno = apri(stack.url, { accessToken: altroAcquirente.token }, OUR_ORIGIN);
      await Promise.all([inAscolto(anna, nats, acquirente.id), inAscolto(bruno, nats, altroAcquirente.id)]);

      // Bruno's order, and a hint to Bruno as a service would publish it: Anna hears of neither.
      await ordina(new Browser(stack.url), altroAcquirente, 'Musata');
      nats.publish(liveSubject(altroAcquirente.id), JSON.stringify({ argomento: 'ordini' }));
      await finche(() => ordiniRicevuti(bruno) >= 1);
      await sleep(GRACE_MS);
      expect(ordiniRicevuti(anna)).toBe(0);

      nats.publish(liveSubject(acquirente.id), JSON.stringify({ argomento: 'ordini' }));
      await finche(() => ordiniRicevuti(anna) === 1);
    }, 60_000);
  });
});
