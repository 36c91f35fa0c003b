import { waitFor } from '@ricambiamo/testing';
import { checkoutOf, PLACE, publishListing, registerUser, type Utente } from './ordini-fixtures';
import { type Stack, startStack, STACK_START_MS, PER_PUBBLICARE } from './stack';

const LISTING = `query ($id: ID!) { auto(id: $id) { id } }`;
const ANDAMENTO = `query { andamentoVenditore {
  settimane { settimana ordini venditeCentesimi visualizzazioni conversione }
  totali { ordini venditeCentesimi visualizzazioni conversione }
  ricambiPiuVenduti { nome quantita venditeCentesimi }
  autoPiuViste { autoId marca visualizzazioni }
} }`;

interface Andamento {
  settimane: { settimana: string; ordini: number; venditeCentesimi: number; visualizzazioni: number; conversione: number | null }[];
  totali: { ordini: number; venditeCentesimi: number; visualizzazioni: number; conversione: number | null };
  ricambiPiuVenduti: { nome: string; quantita: number; venditeCentesimi: number }[];
  autoPiuViste: { autoId: string; marca: string; visualizzazioni: number }[];
}

/**
 * The seller's statistics through the gateway against the real services (docs/architecture.md#seller-statistics):
 * detail pages answered to visitors count once per visitor and day, the seller's own do not, an order shows beside
 * the views, and each seller reads only their own.
 */
describe('seller statistics through the gateway (real identity, tokens, catalogue, orders)', () => {
  let stack: Stack;
  let venditore: Utente;
  let altroVenditore: Utente;
  let acquirente: Utente;
  let listing: { id: string; ricambi: Record<string, string> };

  beforeAll(async () => {
    // One proxy in front, as behind the ingress: each visitor's address is the one X-Forwarded-For ends with.
    stack = await startStack({ TRUST_PROXY: '1' }, [...PER_PUBBLICARE, 'orders']);
    [venditore, altroVenditore, acquirente] = await Promise.all([
      registerUser(stack, 'venditore', 'Autodemolizioni Sud'),
      registerUser(stack, 'venditore', 'Autodemolizioni Est'),
      registerUser(stack, 'acquirente', 'Giulia Bianchi'),
    ]);
    listing = await publishListing(stack, venditore, [
      { nome: 'Cambio', prezzoCentesimi: 35_000, spedizioneCentesimi: 3_000 },
      { nome: 'Centralina ECU', prezzoCentesimi: 12_000, spedizioneCentesimi: 900 },
    ]);
  }, STACK_START_MS);

  afterAll(() => stack?.stop());

  /** The detail page as a browser at `indirizzo` asks for it, signed in as `utente` or not. */
  async function guarda(indirizzo: string, utente?: Utente): Promise<void> {
    const response = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': indirizzo,
        ...(utente ? { authorization: `Bearer ${utente.token}` } : {}),
      },
      body: JSON.stringify({ query: LISTING, variables: { id: listing.id } }),
    });
    expect(await response.json()).toEqual({ data: { auto: { id: listing.id } } });
  }

  async function andamento(utente: Utente): Promise<Andamento> {
    const result = await utente.browser.gql<{ andamentoVenditore: Andamento }>(ANDAMENTO, {}, utente.token);
    expect(result.errors).toBeUndefined();
    return result.data!.andamentoVenditore;
  }

  it('counts a visitor once a day, whether signed in or not, and never the seller’s own views', async () => {
    await guarda('203.0.113.10', venditore);
    await guarda('203.0.113.11', venditore);
    await guarda('203.0.113.20');
    await guarda('203.0.113.20');
    await guarda('203.0.113.30', acquirente);
    await guarda('203.0.113.30', acquirente);
    const totale = () => waitFor(async () => {
      const { totali } = await andamento(venditore);
      return totali.visualizzazioni >= 2 ? totali.visualizzazioni : undefined;
    });
    expect(await totale()).toBe(2);
    // The counts go out without the page waiting for them: give a late one time to land, then look again.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const { totali, settimane, autoPiuViste } = await andamento(venditore);
    expect(totali.visualizzazioni).toBe(2);
    expect(settimane).toHaveLength(12);
    expect(settimane.at(-1)).toMatchObject({ visualizzazioni: 2, ordini: 0, conversione: 0 });
    expect(autoPiuViste).toEqual([{ autoId: listing.id, marca: 'Fiat', visualizzazioni: 2 }]);
  });

  it('shows an order beside the views, with the week’s conversion and the part sold', async () => {
    const placed = await acquirente.browser.gql(PLACE, { input: checkoutOf(acquirente, listing.id, [listing.ricambi.Cambio]) }, acquirente.token);
    expect(placed.errors).toBeUndefined();
    const { settimane, totali, ricambiPiuVenduti } = await andamento(venditore);
    expect(settimane.at(-1)).toMatchObject({ ordini: 1, venditeCentesimi: 38_000, visualizzazioni: 2, conversione: 0.5 });
    expect(settimane.slice(0, -1).every((s) => s.ordini === 0 && s.conversione === null)).toBe(true);
    expect(totali).toEqual({ ordini: 1, venditeCentesimi: 38_000, visualizzazioni: 2, conversione: 0.5 });
    expect(ricambiPiuVenduti).toEqual([{ nome: 'Cambio', quantita: 1, venditeCentesimi: 38_000 }]);
  });

  it('answers each seller their own figures only, and nobody else', async () => {
    const altro = await andamento(altroVenditore);
    expect(altro.totali).toEqual({ ordini: 0, venditeCentesimi: 0, visualizzazioni: 0, conversione: null });
    expect(altro.autoPiuViste).toEqual([]);
    const daAcquirente = await acquirente.browser.gql(ANDAMENTO, {}, acquirente.token);
    expect(daAcquirente.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const anonimo = await acquirente.browser.gql(ANDAMENTO, {});
    expect(anonimo.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });
});
