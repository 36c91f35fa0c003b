import { connect, type NatsConnection } from 'nats';
import { MESSAGGI, type NotificaDto, TITOLI_NOTIFICA } from '@ricambiamo/contracts';
import { waitFor } from '@ricambiamo/testing';
import { type Ascolto, ascolta, finche, inAscolto, ordiniRicevuti, ricevuti } from './live-fixtures';
import { checkoutOf, PLACE, publishListing, registerUser, UPDATE_STATUS, type Utente } from './ordini-fixtures';
import { type Stack, startStack, STACK_START_MS } from './stack';

const NOTIFICATIONS = 'query { notifiche { titolo } }';
const UNREAD = 'query { notificheNonLette }';

/** The events wait in JetStream: once notifications is back it catches up within this. */
const RECUPERO_MS = 20_000;

/**
 * docs/rules.md §8, "notification errors are only logged": orders never calls notifications, which only consumes orders'
 * events, so with its process killed orders go on as usual, and the notifications of what happened meanwhile are
 * written once it is back.
 */
describe('orders while the notifications service is down (real services as processes, NATS)', () => {
  let stack: Stack;
  let nats: NatsConnection;
  let venditore: Utente;
  let acquirente: Utente;
  let autoId: string;
  let ricambi: Record<string, string>;
  let ascolto: Ascolto | undefined;

  beforeAll(async () => {
    // Production's budget: the bell's query waits for it while notifications is down.
    stack = await startStack({ RATE_LIMIT_DISABLED: 'true', RPC_BUDGET_MS: '5000' });
    nats = await connect({ servers: stack.nats.url });
    [venditore, acquirente] = await Promise.all([
      registerUser(stack, 'venditore', 'Demolizioni Rossi'),
      registerUser(stack, 'acquirente', 'Anna Bianchi'),
    ]);
    ({ id: autoId, ricambi } = await publishListing(stack, venditore, [
      { nome: 'Cambio', prezzoCentesimi: 35_000, spedizioneCentesimi: 3_000 },
    ]));
  }, STACK_START_MS);

  afterAll(async () => {
    await ascolto?.stop();
    await nats?.close();
    await stack?.stop();
  });

  const notificheDi = async (utente: Utente) => {
    const result = await utente.browser.gql<{ notifiche: Pick<NotificaDto, 'titolo'>[] }>(NOTIFICATIONS, {}, utente.token);
    return result.data?.notifiche.map((notifica) => notifica.titolo);
  };

  it('places and moves on an order, answers the bell with an error, and writes the missed notifications once it is back', async () => {
    // Notifications is serving the seller before the crash: its consumers are there, and so the events wait for them.
    await waitFor(async () => ((await notificheDi(venditore))?.includes(TITOLI_NOTIFICA.gettoniAccreditati) ? true : undefined));
    const riavvia = await stack.stopService('notifications');

    ascolto = ascolta(stack.url, { accessToken: venditore.token });
    await inAscolto(ascolto, nats, venditore.id);

    const placed = await acquirente.browser.gql<{ effettuaOrdine: { id: string; codice: string; stato: string; totaleCentesimi: number } }>(
      PLACE,
      { input: checkoutOf(acquirente, autoId, [ricambi.Cambio]) },
      acquirente.token,
    );
    expect(placed.errors).toBeUndefined();
    const ordine = placed.data!.effettuaOrdine;
    expect(ordine).toMatchObject({ stato: 'pending', totaleCentesimi: 38_000 });
    // The seller's orders tab refreshes live: the hint comes from orders.
    await finche(() => ordiniRicevuti(ascolto!) > 0);

    const moved = await venditore.browser.gql<{ aggiornaStatoOrdine: { stato: string } }>(
      UPDATE_STATUS,
      { input: { ordineId: ordine.id, stato: 'processing' } },
      venditore.token,
    );
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.aggiornaStatoOrdine.stato).toBe('processing');

    // The bell's own query is what fails, within the gateway's budget, with the generic Italian message.
    const chiesto = Date.now();
    const bell = await venditore.browser.gql(UNREAD, {}, venditore.token);
    expect(Date.now() - chiesto).toBeLessThan(stack.config.RPC_BUDGET_MS + 2_000);
    expect({ data: bell.data, errors: bell.errors?.map(({ message, extensions }) => ({ message, code: extensions.code })) }).toEqual({
      data: null,
      errors: [{ message: MESSAGGI.generico, code: 'INTERNAL' }],
    });

    const hintsPrima = ricevuti(ascolto, 'notifiche');
    await riavvia();

    const delVenditore = await waitFor(async () => {
      const titoli = await notificheDi(venditore);
      return titoli?.includes(TITOLI_NOTIFICA.nuovoOrdine(ordine.codice)) ? titoli : undefined;
    }, RECUPERO_MS);
    expect(delVenditore.filter((titolo) => titolo === TITOLI_NOTIFICA.nuovoOrdine(ordine.codice))).toHaveLength(1);
    const dellAcquirente = await waitFor(async () => {
      const titoli = await notificheDi(acquirente);
      return titoli && titoli.length > 0 ? titoli : undefined;
    }, RECUPERO_MS);
    expect(dellAcquirente).toEqual([TITOLI_NOTIFICA.statoOrdine(ordine.codice, 'processing')]);
    // The seller's still open tab hears of the new notification from the restarted service, and its bell counts it.
    await finche(() => ricevuti(ascolto!, 'notifiche') > hintsPrima);
    expect((await venditore.browser.gql(UNREAD, {}, venditore.token)).data).toEqual({ notificheNonLette: 2 });
  }, 120_000);
});
