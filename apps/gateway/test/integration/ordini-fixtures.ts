import { randomUUID } from 'node:crypto';
import type { NomeRicambio, PlaceOrderRequest } from '@ricambiamo/contracts';
import { Browser, listingInput, REGISTER, type Stack, uniqueEmail, completaDatiVendita } from './stack';

const START = `mutation ($packId: String!) { avviaAcquistoGettoni(packId: $packId) { sessionId } }`;
const PAY = `mutation ($id: String!) { pagaCheckoutSviluppo(sessionId: $id) { saldo } }`;
const CREATE = `mutation ($input: CreateListingInput!) { creaAuto(input: $input) { id ricambi { id nome } } }`;

/** Every field of an order, so each one's resolution through the schema is exercised. */
export const ORDINE = `id codice stato createdAt autoId totaleCentesimi scadenzaPagamento causale note
  acquirente { id nome email telefono } venditore { id nome nomeAttivita }
  ricambi { ricambioId nome descrizione prezzoCentesimi spedizioneCentesimi compatibilita { livello motivo } }
  pagamento { beneficiario iban }
  spedizione { nome indirizzo citta cap provincia telefono email }
  fatturazione { ragioneSociale partitaIva codiceFiscale pec codiceSdi }
  cronologia { stato il autore }`;

export const PLACE = `mutation ($input: PlaceOrderInput!) { effettuaOrdine(input: $input) { ${ORDINE} } }`;
export const UPDATE_STATUS = `mutation ($input: UpdateOrderStatusInput!) { aggiornaStatoOrdine(input: $input) { ${ORDINE} } }`;

export interface Utente {
  browser: Browser;
  token: string;
  id: string;
  nome: string;
  email: string;
}

/** A signed-in user with a browser of its own; a seller gets 25 tokens through the development checkout, to publish. */
export async function registerUser(stack: Stack, ruolo: 'acquirente' | 'venditore', nome: string): Promise<Utente> {
  const browser = new Browser(stack.url);
  const email = uniqueEmail(ruolo);
  const registered = await browser.gql<{ registrati: { accessToken: string; user: { id: string } } }>(REGISTER, {
    input: { nome, email, password: 'segretissima1', confermaPassword: 'segretissima1', ruolo },
  });
  const { accessToken: token, user } = registered.data!.registrati;
  if (ruolo === 'venditore') {
    const started = await browser.gql<{ avviaAcquistoGettoni: { sessionId: string } }>(START, { packId: 'gettoni-25' }, token);
    await browser.gql(PAY, { id: started.data!.avviaAcquistoGettoni.sessionId }, token);
    await completaDatiVendita(browser, token, user.id);
  }
  return { browser, token, id: user.id, nome, email };
}

export interface RicambioInVendita {
  nome: NomeRicambio;
  prezzoCentesimi: number;
  spedizioneCentesimi: number;
}

/** Publishes a listing of the seller with these parts; answers its id and each part's id by name. */
export async function publishListing(
  stack: Stack,
  venditore: Utente,
  ricambi: RicambioInVendita[],
): Promise<{ id: string; ricambi: Record<string, string> }> {
  const input = { ...listingInput('Fiat', await stack.readyPhotos(venditore.id)), ricambi };
  const created = await venditore.browser.gql<{ creaAuto: { id: string; ricambi: { id: string; nome: string }[] } }>(
    CREATE,
    { input },
    venditore.token,
  );
  if (created.errors) throw new Error(JSON.stringify(created.errors));
  const listing = created.data!.creaAuto;
  return { id: listing.id, ricambi: Object.fromEntries(listing.ricambi.map((r) => [r.nome, r.id])) };
}

/** A private buyer's checkout (docs/rules.md §6) of these parts, under a new order id; `extra` overrides any field. */
export const checkoutOf = (
  acquirente: Utente,
  autoId: string,
  ricambiIds: string[],
  extra: Partial<PlaceOrderRequest> = {},
): PlaceOrderRequest => ({
  ordineId: randomUUID(),
  autoId,
  ricambiIds,
  nome: acquirente.nome,
  email: acquirente.email,
  telefono: '333 1234567',
  indirizzo: 'Via Roma 1',
  citta: 'Torino',
  cap: '10121',
  provincia: 'TO',
  ...extra,
});
