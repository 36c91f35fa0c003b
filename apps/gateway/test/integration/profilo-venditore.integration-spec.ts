import { MESSAGGI, ORARI_DEFAULT } from '@ricambiamo/contracts';
import { waitFor } from '@ricambiamo/testing';
import { checkoutOf, ORDINE, PLACE, publishListing, registerUser, type Utente } from './ordini-fixtures';
import { Browser, type Stack, startStack, STACK_START_MS, PER_PUBBLICARE } from './stack';

const UPDATE = `mutation ($input: SellerProfileInput!) {
  aggiornaProfiloVenditore(input: $input) { id nome telefono nomeAttivita partitaIva iban descrizione indirizzo citta cap provincia
    orari { domenica { apertura chiusura chiuso } sabato { chiuso } } }
}`;
const ME = `query { utenteCorrente { id nomeAttivita partitaIva iban descrizione provincia orari { domenica { chiuso } } } }`;
const ORDER = `query ($id: ID!) { ordine(id: $id) { ${ORDINE} } }`;
const SELLER_LISTINGS = `query ($id: ID!) { autoDelVenditore(venditoreId: $id) { id venditore { id nome nomeAttivita } } }`;

const profilo = {
  nome: 'Mario Bianchi',
  telefono: '051 123456',
  nomeAttivita: 'Autodemolizioni Bianchi',
  partitaIva: '03018291207',
  iban: 'IT60 X054 2811 1010 0000 0123 456',
  descrizione: 'Ricambi usati garantiti dal 1985',
  orari: {
    ...ORARI_DEFAULT,
    sabato: { apertura: '08:00', chiusura: '12:00', chiuso: true },
    domenica: { apertura: '09:00', chiusura: '13:00', chiuso: false },
  },
  indirizzo: 'Via Emilia 10',
  citta: 'Bologna',
  cap: '40100',
  provincia: 'BO',
};

/**
 * docs/rules.md §3 Impostazioni Profilo through the gateway against the real services: the seller saves its profile, and
 * catalogue's seller names and orders' payment data follow the change by event, without a restart.
 */
describe('seller profile settings through the gateway (real identity, catalogue, orders)', () => {
  let stack: Stack;
  let venditore: Utente;
  let acquirente: Utente;
  let listing: { id: string; ricambi: Record<string, string> };

  beforeAll(async () => {
    stack = await startStack({}, [...PER_PUBBLICARE, 'orders']);
    [venditore, acquirente] = await Promise.all([
      registerUser(stack, 'venditore', 'Mario Rossi'),
      registerUser(stack, 'acquirente', 'Giulia Verdi'),
    ]);
    listing = await publishListing(stack, venditore, [
      { nome: 'Centralina ECU', prezzoCentesimi: 12_000, spedizioneCentesimi: 900 },
      { nome: 'Cambio', prezzoCentesimi: 35_000, spedizioneCentesimi: 3_000 },
    ]);
  }, STACK_START_MS);

  afterAll(() => stack?.stop());

  it('refuses anonymous callers and buyers', async () => {
    const anonymous = await new Browser(stack.url).gql(UPDATE, { input: profilo });
    expect(anonymous.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    const buyer = await acquirente.browser.gql(UPDATE, { input: profilo }, acquirente.token);
    expect(buyer.errors?.[0]).toMatchObject({ message: MESSAGGI.auth.nonAutorizzato, extensions: { code: 'FORBIDDEN' } });
  }, 30_000);

  it('has no field that names another user: an id in the input is refused, and a save changes only the caller', async () => {
    const other = await registerUser(stack, 'venditore', 'Anna Neri');
    const tampered = await venditore.browser.gql(UPDATE, { input: { ...profilo, id: other.id } }, venditore.token);
    expect(tampered.data).toBeNull();
    expect(tampered.errors?.[0].message).toContain('Field "id" is not defined by type "SellerProfileInput"');
    const saved = await venditore.browser.gql<{ aggiornaProfiloVenditore: { id: string } }>(UPDATE, { input: profilo }, venditore.token);
    expect(saved.data!.aggiornaProfiloVenditore.id).toBe(venditore.id);
    const untouched = await other.browser.gql<{ utenteCorrente: Record<string, unknown> }>(ME, {}, other.token);
    // Only the VAT number of her own trader's data, not the one the other seller saved.
    expect(untouched.data!.utenteCorrente).toMatchObject({ id: other.id, nomeAttivita: null, partitaIva: '02844170361' });
  }, 30_000);

  it('answers invalid data as field errors', async () => {
    const result = await venditore.browser.gql(UPDATE, { input: { ...profilo, iban: 'IT60X0542811101000000123457' } }, venditore.token);
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'VALIDATION_FAILED', fields: { iban: 'IBAN non valido' } } });
  }, 30_000);

  it('saves the profile, which `utenteCorrente` then shows', async () => {
    const saved = await venditore.browser.gql<{ aggiornaProfiloVenditore: Record<string, unknown> }>(UPDATE, { input: profilo }, venditore.token);
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.aggiornaProfiloVenditore).toMatchObject({
      id: venditore.id,
      nomeAttivita: 'Autodemolizioni Bianchi',
      iban: 'IT60X0542811101000000123456',
      orari: { domenica: profilo.orari.domenica, sabato: { chiuso: true } },
    });
    const me = await venditore.browser.gql<{ utenteCorrente: Record<string, unknown> }>(ME, {}, venditore.token);
    expect(me.data!.utenteCorrente).toEqual({
      id: venditore.id,
      nomeAttivita: 'Autodemolizioni Bianchi',
      partitaIva: '03018291207',
      iban: 'IT60X0542811101000000123456',
      descrizione: profilo.descrizione,
      provincia: 'BO',
      orari: { domenica: { chiuso: false } },
    });
  }, 30_000);

  it('shows the new business name on the seller’s listings and the new IBAN on a new order, without a restart', async () => {
    const visitor = new Browser(stack.url);
    const card = await waitFor(async () => {
      const result = await visitor.gql<{ autoDelVenditore: { venditore: { nomeAttivita: string | null } }[] }>(SELLER_LISTINGS, { id: venditore.id });
      const [first] = result.data!.autoDelVenditore;
      return first?.venditore.nomeAttivita === 'Autodemolizioni Bianchi' ? first : undefined;
    }, 15_000);
    expect(card.venditore).toEqual({ id: venditore.id, nome: 'Mario Bianchi', nomeAttivita: 'Autodemolizioni Bianchi' });

    const placed = await acquirente.browser.gql<{ effettuaOrdine: { id: string } }>(
      PLACE,
      { input: checkoutOf(acquirente, listing.id, [listing.ricambi['Centralina ECU']]) },
      acquirente.token,
    );
    expect(placed.errors).toBeUndefined();
    // Orders keeps its own copy of the seller, from the same event: poll until it has caught up.
    const pagamento = await waitFor(async () => {
      const result = await acquirente.browser.gql<{ ordine: { pagamento: { beneficiario: string; iban: string | null } } }>(
        ORDER,
        { id: placed.data!.effettuaOrdine.id },
        acquirente.token,
      );
      const current = result.data!.ordine.pagamento;
      return current.iban ? current : undefined;
    }, 15_000);
    expect(pagamento).toEqual({ beneficiario: 'Autodemolizioni Bianchi', iban: 'IT60X0542811101000000123456' });
  }, 60_000);
});
