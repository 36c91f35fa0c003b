import { connect, type NatsConnection } from 'nats';
import { LINK_NOTIFICA, MESSAGGI, type NotificaDto, TITOLI_NOTIFICA } from '@ricambiamo/contracts';
import { waitFor } from '@ricambiamo/testing';
import { type Ascolto, ascoltiDelTest, finche, inAscolto, ricevuti, scenaOrdini } from './live-fixtures';
import { checkoutOf, PLACE, UPDATE_STATUS, type Utente } from './ordini-fixtures';
import { Browser, type Stack, startStack, STACK_START_MS } from './stack';

const NOTIFICA = 'id titolo messaggio letta createdAt link';
const NOTIFICATIONS = `query { notifiche { ${NOTIFICA} } }`;
const UNREAD = 'query { notificheNonLette }';
const MARK_READ = `mutation ($id: ID!) { segnaNotificaLetta(id: $id) { ${NOTIFICA} } }`;
const MARK_ALL_READ = 'mutation { segnaTutteNotificheLette }';
const DELETE = 'mutation ($id: ID!) { eliminaNotifica(id: $id) }';

describe('notifications through the gateway (real notifications, orders and their events, NATS)', () => {
  let stack: Stack;
  let nats: NatsConnection;
  let venditore: Utente;
  let acquirente: Utente;
  let estraneo: Utente;
  let autoId: string;
  let ricambi: Record<string, string>;
  const ascolti = ascoltiDelTest();

  beforeAll(async () => {
    stack = await startStack({ RATE_LIMIT_DISABLED: 'true' });
    nats = await connect({ servers: stack.nats.url });
    ({ venditore, acquirente, altroAcquirente: estraneo, autoId, ricambi } = await scenaOrdini(stack, [
      { nome: 'Centralina ECU', prezzoCentesimi: 12_000, spedizioneCentesimi: 900 },
      { nome: 'Cambio', prezzoCentesimi: 35_000, spedizioneCentesimi: 3_000 },
      { nome: 'Musata', prezzoCentesimi: 40_000, spedizioneCentesimi: 5_000 },
      { nome: 'Bagagliaio', prezzoCentesimi: 9_000, spedizioneCentesimi: 2_000 },
    ]));
  }, STACK_START_MS);

  afterEach(() => ascolti.chiudi());

  afterAll(async () => {
    await nats?.close();
    await stack?.stop();
  });

  const apri = (utente: Utente): Ascolto => ascolti.apri(stack.url, { accessToken: utente.token });

  async function ok<T>(utente: Utente, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const result = await utente.browser.gql<T>(query, variables, utente.token);
    if (result.errors || !result.data) throw new Error(`${query}: ${JSON.stringify(result.errors)}`);
    return result.data;
  }

  const notificheDi = async (utente: Utente) => (await ok<{ notifiche: NotificaDto[] }>(utente, NOTIFICATIONS)).notifiche;
  const nonLette = async (utente: Utente) => (await ok<{ notificheNonLette: number }>(utente, UNREAD)).notificheNonLette;

  async function ordina(ricambio: string): Promise<{ id: string; codice: string }> {
    const input = checkoutOf(acquirente, autoId, [ricambi[ricambio]]);
    return (await ok<{ effettuaOrdine: { id: string; codice: string } }>(acquirente, PLACE, { input })).effettuaOrdine;
  }

  it('refuses every notification operation to an anonymous caller', async () => {
    const anonimo = new Browser(stack.url);
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [query, variables] of [[NOTIFICATIONS], [UNREAD], [MARK_READ, { id }], [MARK_ALL_READ], [DELETE, { id }]] as const) {
      const result = await anonimo.gql(query, variables);
      expect({ query, data: result.data, codes: result.errors?.map((error) => error.extensions.code) }).toEqual({
        query,
        data: null,
        codes: ['UNAUTHENTICATED'],
      });
    }
  }, 30_000);

  it("writes the seller's notification of a new order, hints the seller once it is there, and lists it newest first", async () => {
    // The seller's first: the 25 tokens it bought to publish.
    const [gettoni] = await waitFor(async () => {
      const lista = await notificheDi(venditore);
      return lista.length > 0 ? lista : undefined;
    });
    expect(gettoni).toMatchObject({ titolo: TITOLI_NOTIFICA.gettoniAccreditati, letta: false, link: LINK_NOTIFICA.gettoni });
    expect(await nonLette(venditore)).toBe(1);
    const delVenditore = apri(venditore);
    await inAscolto(delVenditore, nats, venditore.id, 'ordini');
    const ordine = await ordina('Centralina ECU');

    await finche(() => ricevuti(delVenditore, 'notifiche') > 0);
    // The hint follows the commit: what it prompts the client to refetch is already there.
    expect(await nonLette(venditore)).toBe(2);
    const [notifica] = await notificheDi(venditore);
    expect(notifica).toEqual({
      id: expect.any(String),
      titolo: TITOLI_NOTIFICA.nuovoOrdine(ordine.codice),
      messaggio: expect.stringContaining('Centralina ECU'),
      letta: false,
      createdAt: expect.any(String),
      link: LINK_NOTIFICA.ordineVenditore(ordine.id),
    });

    const altro = await ordina('Cambio');
    const notifiche = await waitFor(async () => {
      const lista = await notificheDi(venditore);
      return lista.length === 3 ? lista : undefined;
    });
    expect(notifiche.map((n) => n.titolo)).toEqual([
      TITOLI_NOTIFICA.nuovoOrdine(altro.codice),
      TITOLI_NOTIFICA.nuovoOrdine(ordine.codice),
      TITOLI_NOTIFICA.gettoniAccreditati,
    ]);
    expect(await nonLette(venditore)).toBe(3);
    expect(await notificheDi(acquirente)).toEqual([]);
  }, 60_000);

  it("tells the buyer of the seller's status change, and marks one read, all read, and deletes, each on its own notifications", async () => {
    const ordine = await ordina('Musata');
    await ok(venditore, UPDATE_STATUS, { input: { ordineId: ordine.id, stato: 'processing' } });
    const [notifica] = await waitFor(async () => {
      const lista = await notificheDi(acquirente);
      return lista.length > 0 ? lista : undefined;
    });
    expect(notifica).toMatchObject({ titolo: TITOLI_NOTIFICA.statoOrdine(ordine.codice, 'processing'), letta: false, link: LINK_NOTIFICA.ordineAcquirente(ordine.id) });
    const primaDelVenditore = await nonLette(venditore);
    expect(primaDelVenditore).toBeGreaterThan(0);

    expect((await ok<{ segnaNotificaLetta: NotificaDto }>(acquirente, MARK_READ, { id: notifica.id })).segnaNotificaLetta).toEqual({
      ...notifica,
      letta: true,
    });
    expect(await nonLette(acquirente)).toBe(0);

    // Another tab of the seller hears of the change made in this one.
    const altraScheda = apri(venditore);
    await inAscolto(altraScheda, nats, venditore.id, 'ordini');
    expect((await ok<{ segnaTutteNotificheLette: number }>(venditore, MARK_ALL_READ)).segnaTutteNotificheLette).toBe(primaDelVenditore);
    expect(await nonLette(venditore)).toBe(0);
    await finche(() => ricevuti(altraScheda, 'notifiche') > 0);
    expect((await ok<{ segnaTutteNotificheLette: number }>(venditore, MARK_ALL_READ)).segnaTutteNotificheLette).toBe(0);

    expect(await ok(acquirente, DELETE, { id: notifica.id })).toEqual({ eliminaNotifica: notifica.id });
    expect(await notificheDi(acquirente)).toEqual([]);
  }, 60_000);

  it("reads another user's notification as not found, and leaves it as it was", async () => {
    const ordine = await ordina('Bagagliaio');
    const notifica = await waitFor(async () => (await notificheDi(venditore)).find((n) => n.link === LINK_NOTIFICA.ordineVenditore(ordine.id)));
    expect(notifica.letta).toBe(false);

    for (const [query, variables] of [[MARK_READ, { id: notifica.id }], [DELETE, { id: notifica.id }]] as const) {
      for (const altro of [estraneo, acquirente]) {
        const result = await altro.browser.gql(query, variables, altro.token);
        expect({ data: result.data, errors: result.errors?.map(({ message, extensions }) => ({ message, code: extensions.code })) }).toEqual({
          data: null,
          errors: [{ message: MESSAGGI.dati.nonTrovato, code: 'NOT_FOUND' }],
        });
      }
    }
    expect((await ok<{ segnaTutteNotificheLette: number }>(estraneo, MARK_ALL_READ)).segnaTutteNotificheLette).toBe(0);

    expect((await notificheDi(venditore)).find((n) => n.id === notifica.id)).toEqual(notifica);
  }, 60_000);
});
