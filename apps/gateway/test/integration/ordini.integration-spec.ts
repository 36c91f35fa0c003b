import { Browser, type Stack, startStack, STACK_START_MS, PER_PUBBLICARE } from './stack';
import { checkoutOf, ORDINE, PLACE, publishListing, registerUser, UPDATE_STATUS, type Utente } from './ordini-fixtures';

const LISTING = `query ($id: ID!) { auto(id: $id) { id ricambi { nome disponibile } } }`;
const DELETE = `mutation ($id: ID!) { eliminaAuto(id: $id) }`;
const ORDER = `query ($id: ID!) { ordine(id: $id) { ${ORDINE} } }`;
const MY_ORDERS = `query ($q: String) { mieiOrdini(q: $q) { id codice } }`;
const RECEIVED = `query ($q: String) { ordiniRicevuti(q: $q) { id codice } }`;
const SELLER_STATS = `query { statisticheVenditore { inserzioni ricambi ordini venditeCentesimi } }`;
const BUYER_STATS = `query { statisticheAcquirente { ordiniTotali inAttesa inLavorazione totaleSpesoCentesimi } }`;
const SOLD_PARTS = `query ($autoId: ID!) { ricambiVenduti(autoId: $autoId) { ricambioId nome prezzoCentesimi spedizioneCentesimi ordineId codice stato data acquirente { nome email } } }`;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Above the orders this journey places from its one address, so only the last test reaches it. */
const ORDINI_PER_IP = 15;

interface Ordine {
  id: string;
  codice: string;
  stato: string;
  createdAt: string;
  scadenzaPagamento: string;
  totaleCentesimi: number;
  cronologia: { stato: string; il: string; autore: string }[];
  [field: string]: unknown;
}

/**
 * The order journey through the gateway against the real services: a buyer orders two parts of a listing, a second
 * buyer is told they are gone, the seller moves the order to completion, cancels another, and cannot delete the
 * listing while an order of it is open; both dashboards count it all.
 */
describe('orders through the gateway (real identity, tokens, catalogue, orders)', () => {
  let stack: Stack;
  let giulia: Utente;
  let marco: Utente;
  let venditore: Utente;
  let listing: { id: string; ricambi: Record<string, string> };
  let primo: Ordine;

  beforeAll(async () => {
    stack = await startStack({ RATE_LIMIT_PER_IP: String(ORDINI_PER_IP) }, [...PER_PUBBLICARE, 'orders']);
    [giulia, marco, venditore] = await Promise.all([
      registerUser(stack, 'acquirente', 'Giulia Bianchi'),
      registerUser(stack, 'acquirente', 'Marco Rossi'),
      registerUser(stack, 'venditore', 'Autodemolizioni Nord'),
    ]);
    listing = await publishListing(stack, venditore, [
      { nome: 'Centralina ECU', prezzoCentesimi: 12_000, spedizioneCentesimi: 900 },
      { nome: 'Cambio', prezzoCentesimi: 35_000, spedizioneCentesimi: 3_000 },
      { nome: 'Paraurti posteriore', prezzoCentesimi: 8_000, spedizioneCentesimi: 700 },
    ]);
  }, STACK_START_MS);

  afterAll(() => stack?.stop());

  async function ok<T>(utente: Utente, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const result = await utente.browser.gql<T>(query, variables, utente.token);
    expect(result.errors).toBeUndefined();
    return result.data!;
  }

  const place = async (acquirente: Utente, ricambi: string[]) =>
    (await ok<{ effettuaOrdine: Ordine }>(acquirente, PLACE, { input: checkoutOf(acquirente, listing.id, ricambi.map((r) => listing.ricambi[r])) }))
      .effettuaOrdine;

  const setStatus = async (ordineId: string, stato: string) =>
    (await ok<{ aggiornaStatoOrdine: Ordine }>(venditore, UPDATE_STATUS, { input: { ordineId, stato } })).aggiornaStatoOrdine;

  /** Which parts of the listing a visitor can still select. */
  async function disponibili(): Promise<string[]> {
    const detail = await new Browser(stack.url).gql<{ auto: { ricambi: { nome: string; disponibile: boolean }[] } }>(LISTING, { id: listing.id });
    return detail.data!.auto.ricambi.filter((r) => r.disponibile).map((r) => r.nome).sort();
  }

  it('answers the checkout rules of docs/rules.md §6 as field errors and reserves nothing', async () => {
    const input = checkoutOf(giulia, listing.id, [], { cap: '101', email: 'giulia' });
    const invalid = await giulia.browser.gql(PLACE, { input }, giulia.token);
    expect(invalid.errors?.[0]).toMatchObject({
      message: 'Alcuni dati non sono validi, controlla i campi evidenziati',
      extensions: {
        code: 'VALIDATION_FAILED',
        fields: { cap: 'CAP non valido', email: 'Email non valida', ricambiIds: 'Seleziona almeno un ricambio da acquistare' },
      },
    });

    const azienda = checkoutOf(giulia, listing.id, [listing.ricambi.Cambio], { azienda: true, ragioneSociale: null, partitaIva: '12345678901' });
    const company = await giulia.browser.gql(PLACE, { input: azienda }, giulia.token);
    expect(company.errors?.[0].extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { ragioneSociale: 'Ragione sociale è obbligatoria', partitaIva: 'Partita IVA non valida' },
    });
    expect(await disponibili()).toEqual(['Cambio', 'Centralina ECU', 'Paraurti posteriore']);
  });

  it("places an order at catalogue's prices, with the transfer reason and 24 hours to pay, and takes its parts off the listing", async () => {
    const input = checkoutOf(giulia, listing.id, [listing.ricambi['Centralina ECU'], listing.ricambi.Cambio], { note: 'Citofono Bianchi' });
    const before = Date.now();
    primo = (await ok<{ effettuaOrdine: Ordine }>(giulia, PLACE, { input })).effettuaOrdine;

    expect(primo).toMatchObject({
      id: input.ordineId,
      stato: 'pending',
      autoId: listing.id,
      totaleCentesimi: 12_000 + 900 + 35_000 + 3_000,
      causale: `Ordine ${primo.codice} - Giulia Bianchi`,
      // A seller with no business name and no IBAN yet: the web shows the spec's fallback text.
      // The IBAN the seller gave with their trader's data, which a seller needs to publish.
      pagamento: { beneficiario: 'Autodemolizioni Nord', iban: 'IT60X0542811101000000123456' },
      acquirente: { id: giulia.id, nome: 'Giulia Bianchi', email: giulia.email, telefono: '333 1234567' },
      venditore: { id: venditore.id, nome: 'Autodemolizioni Nord', nomeAttivita: null },
      spedizione: { nome: 'Giulia Bianchi', indirizzo: 'Via Roma 1', citta: 'Torino', cap: '10121', provincia: 'TO', telefono: '333 1234567', email: giulia.email },
      fatturazione: { ragioneSociale: null, partitaIva: null, codiceFiscale: null, pec: null, codiceSdi: null },
      note: 'Citofono Bianchi',
      cronologia: [{ stato: 'pending', il: primo.createdAt, autore: 'acquirente' }],
    });
    expect(primo.codice).toMatch(/^[0-9A-Z]{8}$/);
    expect(primo.ricambi).toEqual(
      expect.arrayContaining([
        // Giulia has no vehicle in her garage: no fit was promised.
        {
          ricambioId: listing.ricambi['Centralina ECU'],
          nome: 'Centralina ECU',
          descrizione: null,
          prezzoCentesimi: 12_000,
          spedizioneCentesimi: 900,
          compatibilita: null,
        },
        { ricambioId: listing.ricambi.Cambio, nome: 'Cambio', descrizione: null, prezzoCentesimi: 35_000, spedizioneCentesimi: 3_000, compatibilita: null },
      ]),
    );
    // The window opens while the order is placed (when its parts are reserved, just before the order is written).
    const after = Date.now();
    expect(Date.parse(primo.scadenzaPagamento)).toBeGreaterThanOrEqual(before + DAY_MS);
    expect(Date.parse(primo.scadenzaPagamento)).toBeLessThanOrEqual(after + DAY_MS);
    expect(await disponibili()).toEqual(['Paraurti posteriore']);

    // A retry of the same checkout (same order id) answers the same order and orders nothing more.
    const retried = (await ok<{ effettuaOrdine: Ordine }>(giulia, PLACE, { input })).effettuaOrdine;
    expect(retried).toEqual(primo);
    expect((await ok<{ mieiOrdini: unknown[] }>(giulia, MY_ORDERS)).mieiOrdini).toEqual([{ id: primo.id, codice: primo.codice }]);
    expect((await ok<{ ordine: Ordine }>(venditore, ORDER, { id: primo.id })).ordine).toEqual(primo);
  });

  it('tells a second buyer of a taken part that it is gone, and reserves none of that order', async () => {
    const input = checkoutOf(marco, listing.id, [listing.ricambi.Cambio, listing.ricambi['Paraurti posteriore']]);
    const refused = await marco.browser.gql(PLACE, { input }, marco.token);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Alcuni ricambi selezionati non sono più disponibili',
      extensions: { code: 'PARTS_UNAVAILABLE' },
    });
    expect(await disponibili()).toEqual(['Paraurti posteriore']);
    expect((await ok<{ mieiOrdini: unknown[] }>(marco, MY_ORDERS)).mieiOrdini).toEqual([]);
  });

  it('lets the seller move the order to In Lavorazione and then Completato, both final steps on the timeline', async () => {
    const inLavorazione = await setStatus(primo.id, 'processing');
    expect(inLavorazione.stato).toBe('processing');
    expect((await ok<{ statisticheAcquirente: unknown }>(giulia, BUYER_STATS)).statisticheAcquirente).toEqual({
      ordiniTotali: 1,
      inAttesa: 0,
      inLavorazione: 1,
      totaleSpesoCentesimi: 50_900,
    });

    const completato = await setStatus(primo.id, 'completed');
    expect(completato.cronologia.map(({ stato, autore }) => ({ stato, autore }))).toEqual([
      { stato: 'pending', autore: 'acquirente' },
      { stato: 'processing', autore: 'venditore' },
      { stato: 'completed', autore: 'venditore' },
    ]);
    // The buyer reads the same timeline.
    expect((await ok<{ ordine: Ordine }>(giulia, ORDER, { id: primo.id })).ordine.cronologia).toEqual(completato.cronologia);

    const again = await venditore.browser.gql(UPDATE_STATUS, { input: { ordineId: primo.id, stato: 'cancelled' } }, venditore.token);
    expect(again.errors?.[0]).toMatchObject({
      message: "Lo stato dell'ordine è cambiato nel frattempo: ricarica la pagina",
      extensions: { code: 'ORDER_STATUS_INVALID' },
    });
    expect(await disponibili()).toEqual(['Paraurti posteriore']);
  });

  it('releases the part when the seller cancels a pending order, so it can be bought again', async () => {
    const ordine = await place(marco, ['Paraurti posteriore']);
    expect(await disponibili()).toEqual([]);

    const cancellato = await setStatus(ordine.id, 'cancelled');
    expect(cancellato.cronologia.at(-1)).toMatchObject({ stato: 'cancelled', autore: 'venditore' });
    expect(await disponibili()).toEqual(['Paraurti posteriore']);
  });

  it('refuses to delete the listing while one of its parts is in an open order', async () => {
    await place(marco, ['Paraurti posteriore']);
    const refused = await venditore.browser.gql(DELETE, { id: listing.id }, venditore.token);
    expect(refused.errors?.[0]).toMatchObject({
      message: "Non puoi eliminare l'inserzione: alcuni suoi ricambi sono in ordini in attesa o in lavorazione",
      extensions: { code: 'LISTING_HAS_OPEN_ORDERS' },
    });
    const still = await new Browser(stack.url).gql(LISTING, { id: listing.id });
    expect(still.errors).toBeUndefined();
  });

  it('counts both dashboards over those orders, sales without the cancelled one, and lists the sold parts', async () => {
    expect((await ok<{ statisticheVenditore: unknown }>(venditore, SELLER_STATS)).statisticheVenditore).toEqual({
      inserzioni: 1,
      ricambi: 3,
      ordini: 3,
      venditeCentesimi: 50_900 + 8_700,
    });
    expect((await ok<{ statisticheAcquirente: unknown }>(giulia, BUYER_STATS)).statisticheAcquirente).toEqual({
      ordiniTotali: 1,
      inAttesa: 0,
      inLavorazione: 0,
      totaleSpesoCentesimi: 50_900,
    });
    expect((await ok<{ statisticheAcquirente: unknown }>(marco, BUYER_STATS)).statisticheAcquirente).toEqual({
      ordiniTotali: 2,
      inAttesa: 1,
      inLavorazione: 0,
      totaleSpesoCentesimi: 8_700,
    });

    const received = (await ok<{ ordiniRicevuti: { codice: string }[] }>(venditore, RECEIVED, { q: primo.codice })).ordiniRicevuti;
    expect(received).toEqual([{ id: primo.id, codice: primo.codice }]);

    const venduti = (await ok<{ ricambiVenduti: { nome: string; stato: string; acquirente: unknown }[] }>(venditore, SOLD_PARTS, { autoId: listing.id }))
      .ricambiVenduti;
    expect(venduti.map(({ nome, stato, acquirente }) => ({ nome, stato, acquirente })).sort((a, b) => a.nome.localeCompare(b.nome))).toEqual([
      { nome: 'Cambio', stato: 'completed', acquirente: { nome: 'Giulia Bianchi', email: giulia.email } },
      { nome: 'Centralina ECU', stato: 'completed', acquirente: { nome: 'Giulia Bianchi', email: giulia.email } },
      { nome: 'Paraurti posteriore', stato: 'pending', acquirente: { nome: 'Marco Rossi', email: marco.email } },
    ]);
  });

  it('limits the orders a client address places, like the other mutations open to abuse', async () => {
    const codici: string[] = [];
    for (let i = 0; i < ORDINI_PER_IP && codici.at(-1) !== 'RATE_LIMITED'; i += 1) {
      const nothing = await giulia.browser.gql(PLACE, { input: checkoutOf(giulia, listing.id, []) }, giulia.token);
      codici.push(nothing.errors?.[0].extensions.code ?? 'ok');
    }
    expect(codici.at(-1)).toBe('RATE_LIMITED');
    expect(new Set(codici.slice(0, -1))).toEqual(new Set(['VALIDATION_FAILED']));

    const valid = await marco.browser.gql(PLACE, { input: checkoutOf(marco, listing.id, [listing.ricambi['Paraurti posteriore']]) }, marco.token);
    expect(valid.errors?.[0]).toMatchObject({ message: 'Troppi tentativi. Riprova tra qualche minuto.', extensions: { code: 'RATE_LIMITED' } });
  });
});
