import { CONTATTO_NASCOSTO, MESSAGGI_CONVERSAZIONE } from '@ricambiamo/contracts';
import { waitFor } from '@ricambiamo/testing';
import { checkoutOf, PLACE, publishListing, registerUser, type Utente } from './ordini-fixtures';
import { type Stack, startStack, STACK_START_MS, PER_PUBBLICARE } from './stack';

const CONVERSAZIONE = `id tipo autoId ordineId titolo interlocutore ruolo nonLetti mascherata segnalata ultimoMessaggio { testo mio }`;
const PER_INSERZIONE = `mutation ($autoId: ID!) { conversazioneInserzione(autoId: $autoId) { ${CONVERSAZIONE} } }`;
const PER_ORDINE = `mutation ($ordineId: ID!) { conversazioneOrdine(ordineId: $ordineId) { ${CONVERSAZIONE} } }`;
const INVIA = `mutation ($id: ID!, $testo: String!) { inviaMessaggio(conversazioneId: $id, testo: $testo) { id testo mio } }`;
const THREAD = `query ($id: ID!) { conversazione(id: $id) { conversazione { ${CONVERSAZIONE} } messaggi { testo mio } altri } }`;
const ELENCO = `{ conversazioni { ${CONVERSAZIONE} } }`;
const NON_LETTI = `{ messaggiNonLetti }`;
const LETTA = `mutation ($id: ID!) { segnaConversazioneLetta(conversazioneId: $id) }`;

jest.setTimeout(60_000);

interface Conversazione {
  id: string;
  titolo: string;
  interlocutore: string;
  ruolo: string;
  nonLetti: number;
  mascherata: boolean;
  [field: string]: unknown;
}

/**
 * Messages through the gateway against the real services (docs/rules.md §3.18): a buyer asks about a listing before
 * buying, contact details masked until the buyer orders from it; an order's conversation for both sides; roles and
 * sides enforced.
 */
describe('messages through the gateway (real identity, tokens, catalogue, orders, conversations)', () => {
  let stack: Stack;
  let giulia: Utente;
  let marco: Utente;
  let venditore: Utente;
  let listing: { id: string; ricambi: Record<string, string> };

  beforeAll(async () => {
    stack = await startStack({ RATE_LIMIT_DISABLED: 'true' }, [...PER_PUBBLICARE, 'orders', 'conversations']);
    [giulia, marco, venditore] = await Promise.all([
      registerUser(stack, 'acquirente', 'Giulia Bianchi'),
      registerUser(stack, 'acquirente', 'Marco Rossi'),
      registerUser(stack, 'venditore', 'Autodemolizioni Nord'),
    ]);
    listing = await publishListing(stack, venditore, [
      { nome: 'Cambio', prezzoCentesimi: 35_000, spedizioneCentesimi: 3_000 },
      { nome: 'Centralina ECU', prezzoCentesimi: 12_000, spedizioneCentesimi: 900 },
    ]);
  }, STACK_START_MS);

  afterAll(() => stack?.stop());

  async function ok<T>(utente: Utente, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const result = await utente.browser.gql<T>(query, variables, utente.token);
    expect(result.errors).toBeUndefined();
    return result.data!;
  }
  const nonLetti = async (utente: Utente) => (await ok<{ messaggiNonLetti: number }>(utente, NON_LETTI)).messaggiNonLetti;

  it('lets a buyer ask before buying, masked until an order, and keeps the seller and strangers to their side', async () => {
    const { conversazioneInserzione: domanda } = await ok<{ conversazioneInserzione: Conversazione }>(giulia, PER_INSERZIONE, { autoId: listing.id });
    expect(domanda).toMatchObject({ tipo: 'inserzione', autoId: listing.id, interlocutore: 'Autodemolizioni Nord', ruolo: 'acquirente', mascherata: true });
    // The same conversation the next time.
    expect((await ok<{ conversazioneInserzione: Conversazione }>(giulia, PER_INSERZIONE, { autoId: listing.id })).conversazioneInserzione.id).toBe(domanda.id);

    const { inviaMessaggio } = await ok<{ inviaMessaggio: { testo: string } }>(giulia, INVIA, { id: domanda.id, testo: 'Il cambio è a 5 marce? Chiamatemi al 333 1234567' });
    expect(inviaMessaggio.testo).toBe(`Il cambio è a 5 marce? Chiamatemi al ${CONTATTO_NASCOSTO}`);
    expect(await nonLetti(venditore)).toBe(1);
    const { conversazioni } = await ok<{ conversazioni: Conversazione[] }>(venditore, ELENCO);
    expect(conversazioni).toEqual([
      expect.objectContaining({ id: domanda.id, interlocutore: 'Giulia Bianchi', ruolo: 'venditore', nonLetti: 1, mascherata: true }),
    ]);
    expect(JSON.stringify(conversazioni)).not.toContain('333 1234567');
    expect((await ok<{ segnaConversazioneLetta: number }>(venditore, LETTA, { id: domanda.id })).segnaConversazioneLetta).toBe(0);

    // Roles and sides: a seller cannot start a listing's conversation, a stranger cannot read or write to this one.
    const daVenditore = await venditore.browser.gql(PER_INSERZIONE, { autoId: listing.id }, venditore.token);
    expect(daVenditore.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    for (const [query, variables] of [
      [THREAD, { id: domanda.id }],
      [INVIA, { id: domanda.id, testo: 'Ciao' }],
    ] as const) {
      const estraneo = await marco.browser.gql(query, variables, marco.token);
      expect(estraneo.errors?.[0]).toMatchObject({ message: MESSAGGI_CONVERSAZIONE.nonTrovata, extensions: { code: 'CONVERSATION_NOT_FOUND' } });
    }
    const anonimo = await marco.browser.gql(ELENCO, {});
    expect(anonimo.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    const inesistente = await giulia.browser.gql(PER_INSERZIONE, { autoId: '00000000-0000-4000-8000-000000000000' }, giulia.token);
    expect(inesistente.errors?.[0]).toMatchObject({ message: MESSAGGI_CONVERSAZIONE.soggettoNonTrovato });

    // Once the buyer has ordered from the listing, what they write passes as written; what came before stays masked.
    const input = checkoutOf(giulia, listing.id, [listing.ricambi.Cambio]);
    const { effettuaOrdine } = await ok<{ effettuaOrdine: { id: string } }>(giulia, PLACE, { input });
    const dopo = await waitFor(async () => {
      const { conversazione } = await ok<{ conversazione: { conversazione: Conversazione } }>(giulia, THREAD, { id: domanda.id });
      return conversazione.conversazione.mascherata ? undefined : conversazione.conversazione;
    });
    expect(dopo.mascherata).toBe(false);
    await ok(giulia, INVIA, { id: domanda.id, testo: 'Ordinato! Per la consegna 333 1234567' });
    const { conversazione } = await ok<{ conversazione: { messaggi: { testo: string; mio: boolean }[] } }>(venditore, THREAD, { id: domanda.id });
    expect(conversazione.messaggi).toEqual([
      { testo: `Il cambio è a 5 marce? Chiamatemi al ${CONTATTO_NASCOSTO}`, mio: false },
      { testo: 'Ordinato! Per la consegna 333 1234567', mio: false },
    ]);

    // The order's own conversation, the same for both sides, and none for a stranger.
    const perAcquirente = await waitFor(async () => {
      const result = await giulia.browser.gql<{ conversazioneOrdine: Conversazione }>(PER_ORDINE, { ordineId: effettuaOrdine.id }, giulia.token);
      return result.data?.conversazioneOrdine;
    });
    const { conversazioneOrdine: perVenditore } = await ok<{ conversazioneOrdine: Conversazione }>(venditore, PER_ORDINE, { ordineId: effettuaOrdine.id });
    expect(perVenditore).toMatchObject({ id: perAcquirente.id, tipo: 'ordine', ruolo: 'venditore', interlocutore: 'Giulia Bianchi', mascherata: false });
    const estraneo = await marco.browser.gql(PER_ORDINE, { ordineId: effettuaOrdine.id }, marco.token);
    expect(estraneo.errors?.[0]).toMatchObject({ extensions: { code: 'CONVERSATION_SUBJECT_NOT_FOUND' } });
  });
});
