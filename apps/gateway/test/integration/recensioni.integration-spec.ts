import { CONTATTO_NASCOSTO, MESSAGGI_RECENSIONE } from '@ricambiamo/contracts';
import { waitFor } from '@ricambiamo/testing';
import { checkoutOf, PLACE, publishListing, registerUser, UPDATE_STATUS, type Utente } from './ordini-fixtures';
import { Browser, type Stack, startStack, STACK_START_MS, PER_PUBBLICARE } from './stack';

const RECENSIONE = `id ordineId venditoreId autore ricambi stelle { descrizione comunicazione spedizione complessivo } testo
  createdAt modificataIl risposta { testo createdAt }`;
const RECENSISCI = `mutation ($ordineId: ID!, $input: RecensioneFormInput!) { recensisciOrdine(ordineId: $ordineId, input: $input) { ${RECENSIONE} } }`;
const RISPONDI = `mutation ($id: ID!, $testo: String!) { rispondiRecensione(recensioneId: $id, testo: $testo) { ${RECENSIONE} } }`;
const SEGNALA = `mutation ($id: ID!, $input: SegnalazioneRecensioneInput!) { segnalaRecensione(recensioneId: $id, input: $input) }`;
const RECENSIONI_ORDINI = `query ($ids: [ID!]!) { recensioniOrdini(ordineIds: $ids) {
  ordineId recensione { id } recensibileDal recensibileFinoAl modificabileFinoAl segnalata } }`;
const RECENSIONI_VENDITORE = `query ($id: ID!) { recensioniVenditore(venditoreId: $id) { recensioni { ${RECENSIONE} } pagina pagine totale } }`;
const INDICATORI = `ordiniCompletati tassoCancellazioni medianaOreLavorazione quotaResiErrore mediaStelle numeroRecensioni`;
const REPUTAZIONE = `query ($id: ID!) { reputazioneVenditore(venditoreId: $id) {
  venditoreId ultimi12Mesi { ${INDICATORI} } sempre { ${INDICATORI} } distribuzione affidabile } }`;
const CERCA = `query ($filter: SearchListingsInput) { cercaAuto(filter: $filter) {
  items { id venditore { id valutazione { mediaStelle numeroRecensioni affidabile } } } total } }`;

jest.setTimeout(60_000);

const STELLE = { descrizione: 5, comunicazione: 4, spedizione: 5, complessivo: 5 };
const DAY_MS = 24 * 60 * 60 * 1000;

interface Recensione {
  id: string;
  ordineId: string;
  autore: string;
  testo: string | null;
  risposta: { testo: string; createdAt: string } | null;
  [field: string]: unknown;
}

interface RecensioneOrdine {
  ordineId: string;
  recensione: { id: string } | null;
  recensibileDal: string | null;
  recensibileFinoAl: string | null;
  modificabileFinoAl: string | null;
  segnalata: boolean;
}

interface Card {
  id: string;
  venditore: { id: string; valutazione: { mediaStelle: number | null; numeroRecensioni: number; affidabile: boolean } | null };
}

/**
 * Reviews through the gateway against the real services (docs/rules.md §3.16, §3.17): a buyer reviews a completed order,
 * the seller replies, a visitor reads both and the seller's reputation, the roles and the order's parties are
 * enforced, contacts are masked, and the rating reaches catalogue's cards and its sort. The review window opens at
 * Completato here (REVIEW_DELAY_SECONDS=0), as in the journeys.
 */
describe('reviews through the gateway (real identity, tokens, catalogue, orders, reviews, notifications)', () => {
  let stack: Stack;
  let giulia: Utente;
  let marco: Utente;
  let venditore: Utente;
  let nuovoVenditore: Utente;
  let listing: { id: string; ricambi: Record<string, string> };
  let ordineId: string;
  let recensione: Recensione;
  const visitatore = () => new Browser(stack.url);

  beforeAll(async () => {
    stack = await startStack({ REVIEW_DELAY_SECONDS: '0', RATE_LIMIT_DISABLED: 'true' }, [...PER_PUBBLICARE, 'orders', 'reviews', 'notifications']);
    [giulia, marco, venditore, nuovoVenditore] = await Promise.all([
      registerUser(stack, 'acquirente', 'Giulia Bianchi'),
      registerUser(stack, 'acquirente', 'Marco Rossi'),
      registerUser(stack, 'venditore', 'Autodemolizioni Nord'),
      registerUser(stack, 'venditore', 'Autodemolizioni Nuove'),
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

  const recensioniOrdini = async (utente: Utente, ids: string[]) =>
    (await ok<{ recensioniOrdini: RecensioneOrdine[] }>(utente, RECENSIONI_ORDINI, { ids })).recensioniOrdini;

  it('opens the review window once the seller completes the order, for its buyer and its seller only', async () => {
    const input = checkoutOf(giulia, listing.id, [listing.ricambi.Cambio]);
    ordineId = (await ok<{ effettuaOrdine: { id: string } }>(giulia, PLACE, { input })).effettuaOrdine.id;
    // Once reviews has read the order's creation: no window while it is not completed.
    expect(await waitFor(async () => (await recensioniOrdini(giulia, [ordineId]))[0])).toMatchObject({ ordineId, recensibileDal: null, recensibileFinoAl: null });
    const presto = await giulia.browser.gql(RECENSISCI, { ordineId, input: { stelle: STELLE } }, giulia.token);
    expect(presto.errors?.[0]).toMatchObject({ message: "Potrai recensire l'ordine quando sarà completato", extensions: { code: 'REVIEW_NOT_ALLOWED' } });
    for (const stato of ['processing', 'completed']) await ok(venditore, UPDATE_STATUS, { input: { ordineId, stato } });

    // Reviews learns of the completion from orders' event.
    const [finestra] = await waitFor(async () => {
      const righe = await recensioniOrdini(giulia, [ordineId]);
      return righe[0]?.recensibileDal ? righe : undefined;
    });
    expect(finestra).toEqual({
      ordineId,
      recensione: null,
      recensibileDal: expect.any(String),
      recensibileFinoAl: expect.any(String),
      modificabileFinoAl: null,
      segnalata: false,
    });
    expect(Date.parse(finestra.recensibileFinoAl!) - Date.parse(finestra.recensibileDal!)).toBe(60 * DAY_MS);
    expect(await recensioniOrdini(venditore, [ordineId])).toEqual([finestra]);
    expect(await recensioniOrdini(marco, [ordineId])).toEqual([]);
  });

  it('takes one review from the buyer, with the phone number in its text masked, and refuses a second', async () => {
    const testo = 'Cambio perfetto, spedito in due giorni. Per altri ricambi chiamate il 333 123 4567.';
    recensione = (await ok<{ recensisciOrdine: Recensione }>(giulia, RECENSISCI, { ordineId, input: { stelle: STELLE, testo } })).recensisciOrdine;
    expect(recensione).toMatchObject({
      ordineId,
      venditoreId: venditore.id,
      autore: 'Giulia B.',
      ricambi: ['Cambio'],
      stelle: STELLE,
      testo: `Cambio perfetto, spedito in due giorni. Per altri ricambi chiamate il ${CONTATTO_NASCOSTO}.`,
      modificataIl: null,
      risposta: null,
    });

    const ancora = await giulia.browser.gql(RECENSISCI, { ordineId, input: { stelle: { ...STELLE, complessivo: 1 }, testo: null } }, giulia.token);
    expect(ancora.errors?.[0]).toMatchObject({ message: MESSAGGI_RECENSIONE.giaRecensito, extensions: { code: 'REVIEW_EXISTS' } });
    expect(MESSAGGI_RECENSIONE.giaRecensito).toBe('Hai già recensito questo ordine');
    const [stato] = await recensioniOrdini(giulia, [ordineId]);
    expect(stato).toMatchObject({ recensione: { id: recensione.id }, modificabileFinoAl: expect.any(String) });
  });

  it("refuses a review of someone else's order, by a seller, and a visitor's report", async () => {
    const altro = await marco.browser.gql(RECENSISCI, { ordineId, input: { stelle: STELLE } }, marco.token);
    expect(altro.errors?.[0]).toMatchObject({ message: 'Ordine non trovato', extensions: { code: 'REVIEW_ORDER_NOT_FOUND' } });

    const daVenditore = await venditore.browser.gql(RECENSISCI, { ordineId, input: { stelle: STELLE } }, venditore.token);
    expect(daVenditore.errors?.[0]).toMatchObject({ message: 'Non hai i permessi per questa operazione', extensions: { code: 'FORBIDDEN' } });

    const anonimo = await visitatore().gql(SEGNALA, { id: recensione.id, input: { motivo: 'offensiva', buonaFede: true } });
    expect(anonimo.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    // Someone who is no party of the order cannot report it either, and learns nothing of it.
    const estraneo = await marco.browser.gql(SEGNALA, { id: recensione.id, input: { motivo: 'offensiva', buonaFede: true } }, marco.token);
    expect(estraneo.errors?.[0]).toMatchObject({ message: 'Recensione non trovata', extensions: { code: 'REVIEW_NOT_FOUND' } });
  });

  it('takes one public reply from the seller, masked as the review is', async () => {
    const testo = 'Grazie Giulia! Scriveteci a info@autodemolizioni-nord.it.';
    const risposta = (await ok<{ rispondiRecensione: Recensione }>(venditore, RISPONDI, { id: recensione.id, testo })).rispondiRecensione;
    expect(risposta.risposta).toEqual({ testo: `Grazie Giulia! Scriveteci a ${CONTATTO_NASCOSTO}.`, createdAt: expect.any(String) });

    const ancora = await venditore.browser.gql(RISPONDI, { id: recensione.id, testo: 'Ancora grazie' }, venditore.token);
    expect(ancora.errors?.[0]).toMatchObject({ message: 'Hai già risposto a questa recensione', extensions: { code: 'REVIEW_REPLIED' } });
    const daAltroVenditore = await nuovoVenditore.browser.gql(RISPONDI, { id: recensione.id, testo: 'Non mia' }, nuovoVenditore.token);
    expect(daAltroVenditore.errors?.[0]?.extensions.code).toBe('REVIEW_NOT_FOUND');
  });

  it('takes a report from the seller once, and hides nothing', async () => {
    expect(await ok(venditore, SEGNALA, { id: recensione.id, input: { motivo: 'dati_personali', dettagli: 'Il numero di telefono', buonaFede: true } })).toEqual({
      segnalaRecensione: true,
    });
    const ancora = await venditore.browser.gql(SEGNALA, { id: recensione.id, input: { motivo: 'offensiva', buonaFede: true } }, venditore.token);
    expect(ancora.errors?.[0]).toMatchObject({ message: 'Hai già segnalato questa recensione', extensions: { code: 'REVIEW_REPORTED' } });
    expect(await recensioniOrdini(venditore, [ordineId])).toEqual([expect.objectContaining({ segnalata: true })]);
    expect(await recensioniOrdini(giulia, [ordineId])).toEqual([expect.objectContaining({ segnalata: false })]);
  });

  it("shows a visitor the seller's reviews, masked, with the reply, and the reputation", async () => {
    const pagina = await visitatore().gql<{ recensioniVenditore: { recensioni: Recensione[]; pagina: number; pagine: number; totale: number } }>(
      RECENSIONI_VENDITORE,
      { id: venditore.id },
    );
    expect(pagina.errors).toBeUndefined();
    expect(pagina.data!.recensioniVenditore).toEqual({
      recensioni: [
        {
          ...recensione,
          risposta: { testo: `Grazie Giulia! Scriveteci a ${CONTATTO_NASCOSTO}.`, createdAt: expect.any(String) },
        },
      ],
      pagina: 1,
      pagine: 1,
      totale: 1,
    });
    expect(JSON.stringify(pagina.data)).not.toContain('333 123 4567');

    const reputazione = await visitatore().gql<{ reputazioneVenditore: Record<string, unknown> }>(REPUTAZIONE, { id: venditore.id });
    expect(reputazione.errors).toBeUndefined();
    const periodo = {
      ordiniCompletati: 1,
      tassoCancellazioni: 0,
      medianaOreLavorazione: expect.any(Number),
      quotaResiErrore: 0,
      mediaStelle: 5,
      numeroRecensioni: 1,
    };
    expect(reputazione.data!.reputazioneVenditore).toEqual({
      venditoreId: venditore.id,
      ultimi12Mesi: periodo,
      sempre: periodo,
      distribuzione: [0, 0, 0, 0, 1],
      affidabile: false,
    });
  });

  it("puts the seller's new average on the search cards and sorts by it, sellers without reviews last", async () => {
    // Published after the reviewed seller's listing: the newest first, but not reviewed.
    const nuova = await publishListing(stack, nuovoVenditore, [{ nome: 'Cambio', prezzoCentesimi: 30_000, spedizioneCentesimi: 3_000 }]);
    const cerca = async (ordinamento?: string) => {
      const risultato = await visitatore().gql<{ cercaAuto: { items: Card[] } }>(CERCA, { filter: { marca: 'Fiat', ordinamento } });
      expect(risultato.errors).toBeUndefined();
      return risultato.data!.cercaAuto.items;
    };

    // The reputation event reaches catalogue after the review's transaction: wait for the card to show it.
    const carte = await waitFor(async () => {
      const items = await cerca();
      return items.find((c) => c.id === listing.id)?.venditore.valutazione?.numeroRecensioni === 1 ? items : undefined;
    }, 20_000);
    expect(carte.map((c) => c.id)).toEqual([nuova.id, listing.id]);
    expect(carte[1].venditore.valutazione).toEqual({ mediaStelle: 5, numeroRecensioni: 1, affidabile: false });
    expect(carte[0].venditore.valutazione).toEqual({ mediaStelle: null, numeroRecensioni: 0, affidabile: false });

    expect((await cerca('valutazione')).map((c) => c.id)).toEqual([listing.id, nuova.id]);
    expect((await cerca('recenti')).map((c) => c.id)).toEqual([nuova.id, listing.id]);
  });
});
