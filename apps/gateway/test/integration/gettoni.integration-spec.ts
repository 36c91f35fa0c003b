import { randomUUID } from 'node:crypto';
import { eventoStripe, firmaStripe, sessioneStripePagata } from '@ricambiamo/testing';
import { Browser, REGISTER, type Stack, startStack, uniqueEmail, STACK_START_MS } from './stack';

const WEBHOOK_SECRET = 'whsec_gateway_integration_test';

const BALANCE = `query { saldoGettoni }`;
const LEDGER = `query { movimentiGettoni { amount reason balanceAfter } }`;
const LEDGER_DATES = `query { movimentiGettoni { createdAt } }`;
const START = `mutation ($packId: String!) { avviaAcquistoGettoni(packId: $packId) { sessionId url } }`;
const PAY = `mutation ($id: String!) { pagaCheckoutSviluppo(sessionId: $id) { status gettoni saldo } }`;
const CANCEL = `mutation ($id: String!) { annullaCheckoutSviluppo(sessionId: $id) { status saldo } }`;
const PACKS = `query { pacchettiGettoni { id gettoni prezzoCentesimi prezzoPerGettoneCentesimi inserzioni risparmioEuro piuPopolare } }`;

const completedEvent = (sessionId: string, venditoreId: string, packId: string) =>
  eventoStripe('checkout.session.completed', sessioneStripePagata(sessionId, venditoreId, packId));

const sign = (payload: string, timestamp?: number) => firmaStripe(payload, WEBHOOK_SECRET, timestamp);

describe('tokens through the gateway (real tokens, identity, NATS, Redis)', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }, ['identity', 'tokens']);
  }, STACK_START_MS);

  afterAll(() => stack.stop());

  async function register(ruolo: 'acquirente' | 'venditore') {
    const browser = new Browser(stack.url);
    const result = await browser.gql<{ registrati: { accessToken: string; user: { id: string } } }>(REGISTER, {
      input: { nome: 'Demolitore Prova', email: uniqueEmail(ruolo), password: 'segretissima1', confermaPassword: 'segretissima1', ruolo },
    });
    return { browser, token: result.data!.registrati.accessToken, id: result.data!.registrati.user.id };
  }

  const postWebhook = (payload: string, signature: string | undefined) =>
    fetch(`${stack.url}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
      body: payload,
    });

  async function balanceOf(seller: Awaited<ReturnType<typeof register>>) {
    const result = await seller.browser.gql<{ saldoGettoni: number }>(BALANCE, {}, seller.token);
    return result.data!.saldoGettoni;
  }

  it('serves the five packs of docs/rules.md §9 from the API', async () => {
    const result = await new Browser(stack.url).gql<{ pacchettiGettoni: { gettoni: number; prezzoPerGettoneCentesimi: number; piuPopolare: boolean }[] }>(PACKS);
    expect(result.data!.pacchettiGettoni.map((p) => [p.gettoni, p.prezzoPerGettoneCentesimi, p.piuPopolare])).toEqual([
      [500, 500, false],
      [250, 600, false],
      [100, 750, true],
      [50, 1000, false],
      [25, 1200, false],
    ]);
  });

  it('credits a paid session once, however many times and however concurrently Stripe delivers it', async () => {
    const seller = await register('venditore');
    expect(await balanceOf(seller)).toBe(0);
    const started = await seller.browser.gql<{ avviaAcquistoGettoni: { sessionId: string; url: string } }>(
      START,
      { packId: 'gettoni-100' },
      seller.token,
    );
    const { sessionId, url } = started.data!.avviaAcquistoGettoni;
    expect(url).toBe(`${stack.config.PUBLIC_ORIGIN}/sviluppo/checkout/${sessionId}`);

    const payload = completedEvent(sessionId, seller.id, 'gettoni-100');
    const signature = sign(payload);
    const responses = await Promise.all(Array.from({ length: 10 }, () => postWebhook(payload, signature)));
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));

    expect(await balanceOf(seller)).toBe(100);
    const ledger = await seller.browser.gql<{ movimentiGettoni: { amount: number; reason: string }[] }>(LEDGER, {}, seller.token);
    expect(ledger.data!.movimentiGettoni).toEqual([{ amount: 100, reason: 'acquisto', balanceAfter: 100 }]);
    const dated = await seller.browser.gql<{ movimentiGettoni: { createdAt: string }[] }>(LEDGER_DATES, {}, seller.token);
    expect(dated.errors).toBeUndefined();
    expect(Date.parse(dated.data!.movimentiGettoni[0].createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers 400 to tampered, stale and unsigned notifications and credits nothing', async () => {
    const seller = await register('venditore');
    const started = await seller.browser.gql<{ avviaAcquistoGettoni: { sessionId: string } }>(START, { packId: 'gettoni-500' }, seller.token);
    const payload = completedEvent(started.data!.avviaAcquistoGettoni.sessionId, seller.id, 'gettoni-500');

    const tampered = await postWebhook(payload.replace('"paid"', '"paid" '), sign(payload));
    const stale = await postWebhook(payload, sign(payload, Math.floor(Date.now() / 1000) - 600));
    const unsigned = await postWebhook(payload, undefined);
    const foreignSecret = await postWebhook(payload, firmaStripe(payload, 'whsec_someone_else'));
    expect([tampered.status, stale.status, unsigned.status, foreignSecret.status]).toEqual([400, 400, 400, 400]);
    expect(await balanceOf(seller)).toBe(0);
  });

  it('acknowledges but never credits a session that is not a pending purchase of ours', async () => {
    const seller = await register('venditore');
    const buyer = await register('acquirente');
    for (const payload of [
      completedEvent(`cs_test_${randomUUID()}`, seller.id, 'gettoni-100'),
      completedEvent(`cs_test_${randomUUID()}`, buyer.id, 'gettoni-100'),
    ]) {
      expect((await postWebhook(payload, sign(payload))).status).toBe(200);
    }
    expect(await balanceOf(seller)).toBe(0);
  });

  it('runs the development checkout through the same webhook handler, and its cancel credits nothing', async () => {
    const seller = await register('venditore');
    const first = await seller.browser.gql<{ avviaAcquistoGettoni: { sessionId: string } }>(START, { packId: 'gettoni-25' }, seller.token);
    const cancelled = await seller.browser.gql<{ annullaCheckoutSviluppo: { status: string; saldo: number } }>(
      CANCEL,
      { id: first.data!.avviaAcquistoGettoni.sessionId },
      seller.token,
    );
    expect(cancelled.data!.annullaCheckoutSviluppo).toEqual({ status: 'cancelled', saldo: 0 });

    const second = await seller.browser.gql<{ avviaAcquistoGettoni: { sessionId: string } }>(START, { packId: 'gettoni-50' }, seller.token);
    const paid = await seller.browser.gql<{ pagaCheckoutSviluppo: { status: string; gettoni: number; saldo: number } }>(
      PAY,
      { id: second.data!.avviaAcquistoGettoni.sessionId },
      seller.token,
    );
    expect(paid.data!.pagaCheckoutSviluppo).toEqual({ status: 'paid', gettoni: 50, saldo: 50 });
  });

  it('refuses every token operation to buyers and anonymous callers', async () => {
    const buyer = await register('acquirente');
    for (const [query, variables] of [
      [BALANCE, {}],
      [LEDGER, {}],
      [START, { packId: 'gettoni-100' }],
    ] as const) {
      const asBuyer = await buyer.browser.gql(query, variables, buyer.token);
      expect(asBuyer.errors?.[0].extensions.code).toBe('FORBIDDEN');
      const anonymous = await new Browser(stack.url).gql(query, variables);
      expect(anonymous.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    }
  });
});
