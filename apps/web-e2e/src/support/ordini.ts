import { formattaEuro } from '@ricambiamo/contracts';
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { accessToken, caricaFotoApi, creaInserzioneApi, graphql } from './catalogo';
import { fotoAuto } from './foto';
import { accedi, DEMO, emailUnica, registra } from './utenti';

type StatoOrdine = 'pending' | 'processing' | 'completed' | 'cancelled';

/**
 * The ids of a listing's parts by name, as the public listing shows them. Asked by a visitor, it counts as the
 * listing's view of the day from this machine's address, as any visitor's (docs/architecture.md#seller-statistics);
 * with the seller's `token` it counts nothing.
 */
export async function idRicambiApi(request: APIRequestContext, autoId: string, token: string | null = null): Promise<Record<string, string>> {
  const { auto } = await graphql<{ auto: { ricambi: { id: string; nome: string }[] } }>(
    request,
    token,
    'query Auto($id: ID!) { auto(id: $id) { ricambi { id nome } } }',
    { id: autoId },
  );
  return Object.fromEntries(auto.ricambi.map((r) => [r.nome, r.id]));
}

/** Places an order as the buyer whose token is given, with a complete shipping address. */
export async function ordinaApi(
  request: APIRequestContext,
  token: string,
  ordine: { autoId: string; ricambiIds: string[]; nome: string; email: string; note?: string },
): Promise<{ id: string; codice: string }> {
  const { effettuaOrdine } = await graphql<{ effettuaOrdine: { id: string; codice: string } }>(
    request,
    token,
    'mutation Place($input: PlaceOrderInput!) { effettuaOrdine(input: $input) { id codice } }',
    {
      input: {
        ordineId: crypto.randomUUID(),
        telefono: '333 481 2290',
        indirizzo: 'Via dell’Indipendenza 8',
        citta: 'Bologna',
        cap: '40121',
        provincia: 'BO',
        ...ordine,
      },
    },
  );
  return effettuaOrdine;
}

export async function cambiaStatoApi(request: APIRequestContext, token: string, ordineId: string, stato: Exclude<StatoOrdine, 'pending'>): Promise<void> {
  await graphql(request, token, 'mutation Stato($input: UpdateOrderStatusInput!) { aggiornaStatoOrdine(input: $input) { id } }', {
    input: { ordineId, stato },
  });
}

/**
 * An order of one part, delivered, and its buyer's one-star review with `testo`; the review is accepted once the
 * reviews service has heard of the completed order from its event.
 */
export async function ordineRecensitoApi(
  request: APIRequestContext,
  { tokenVenditore, tokenAcquirente, autoId, ricambioId, nome, email, testo }: Record<'tokenVenditore' | 'tokenAcquirente' | 'autoId' | 'ricambioId' | 'nome' | 'email' | 'testo', string>,
): Promise<{ id: string; codice: string }> {
  const ordine = await ordinaApi(request, tokenAcquirente, { autoId, ricambiIds: [ricambioId], nome, email });
  await cambiaStatoApi(request, tokenVenditore, ordine.id, 'processing');
  await cambiaStatoApi(request, tokenVenditore, ordine.id, 'completed');
  await expect(async () => {
    await graphql(request, tokenAcquirente, 'mutation ($ordineId: ID!, $input: RecensioneFormInput!) { recensisciOrdine(ordineId: $ordineId, input: $input) { id } }', {
      ordineId: ordine.id,
      input: { stelle: { descrizione: 1, comunicazione: 1, spedizione: 1, complessivo: 1 }, testo },
    });
  }).toPass({ timeout: 20_000 });
  return ordine;
}

export async function statisticheVenditoreApi(request: APIRequestContext, token: string): Promise<{ ordini: number; venditeCentesimi: number }> {
  return (await graphql<{ statisticheVenditore: { ordini: number; venditeCentesimi: number } }>(request, token, '{ statisticheVenditore { ordini venditeCentesimi } }'))
    .statisticheVenditore;
}

/** The demo seller has an IBAN (identity's seed), which the buyer must see with the order. */
export const IBAN_DEMO = 'IT60X0542811101000000123456';

/** An amount as the screens and e-mails write it, as a pattern that ignores which space separates the € sign. */
export const euro = (centesimi: number) =>
  new RegExp(formattaEuro(centesimi).replace(/\./g, '\\.').replace(/\s/g, '\\s'));

/**
 * A fresh listing of the demo seller, so every run buys parts nobody has bought. Through the API's own request
 * context: a login from a page's context would log that page in.
 */
export async function nuovaInserzione(
  request: APIRequestContext,
  ricambi: [string, number, number][],
): Promise<{ id: string; modello: string; ids: Record<string, string> }> {
  const token = await accessToken(request, DEMO.venditore.email, DEMO.venditore.password);
  const modello = `Punto ${Date.now().toString(36).toUpperCase()}`;
  const id = await creaInserzioneApi(request, token, {
    marca: 'Fiat',
    modello,
    anno: 2011,
    km: 154_000,
    cv: 75,
    kw: 55,
    cilindrata: 1248,
    carburante: 'diesel',
    immagini: [await caricaFotoApi(request, token, await fotoAuto('punto.jpg', '#b91c1c'))],
    ricambi: ricambi.map(([nome, prezzoCentesimi, spedizioneCentesimi]) => ({ nome, prezzoCentesimi, spedizioneCentesimi })),
  });
  return { id, modello, ids: await idRicambiApi(request, id, token) };
}

export async function nuovoAcquirente(browser: Browser, nome: string): Promise<{ page: Page; email: string }> {
  // The transfer reason's copy button writes to the clipboard, which Chromium grants only when asked.
  const page = await (await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] })).newPage();
  const email = emailUnica('ordini');
  await registra(page, { nome, email, password: 'segretissima1' });
  await expect(page).toHaveURL('/acquirente');
  return { page, email };
}

export async function venditoreDemo(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await accedi(page, DEMO.venditore.email, DEMO.venditore.password);
  await expect(page).toHaveURL('/');
  // The home page shown, as a user sees it before acting: the address changes while the login page is still on
  // screen, and a navbar panel opened then closes when the home page arrives.
  await expect(page.getByRole('region', { name: 'Veicoli Disponibili' })).toBeVisible();
  return page;
}

export const ricambio = (page: Page, nome: string) => page.getByRole('checkbox', { name: new RegExp(`^${nome}`) });
export const ordineNellaLista = (page: Page, codice: string) => page.getByRole('article', { name: `Ordine ${codice}` });
export const statistica = (page: Page, etichetta: string) => page.locator('dl > div').filter({ has: page.getByText(etichetta, { exact: true }) }).locator('dd');

export async function codiceDi(ordine: Locator): Promise<string> {
  return ((await ordine.getAttribute('aria-label')) ?? '').replace('Ordine ', '');
}

export async function riempiCheckout(page: Page, dati: Record<string, string>): Promise<void> {
  for (const [etichetta, valore] of Object.entries(dati)) await page.getByLabel(etichetta, { exact: true }).fill(valore);
}
