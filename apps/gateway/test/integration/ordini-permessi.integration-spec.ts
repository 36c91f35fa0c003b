import { Browser, type Stack, startStack, STACK_START_MS, PER_PUBBLICARE } from './stack';
import { checkoutOf, PLACE, publishListing, registerUser, type Utente } from './ordini-fixtures';

const ATTORI = ['anonimo', 'acquirente', 'altroAcquirente', 'venditore', 'altroVenditore'] as const;
type Attore = (typeof ATTORI)[number];

/** The seller's listing, and the order its buyer placed on it before the matrix runs. */
interface Mondo {
  utenti: Record<Exclude<Attore, 'anonimo'>, Utente>;
  autoId: string;
  ricambi: Record<string, string>;
  ordineId: string;
}

type Dati = Record<string, unknown> & { id?: string };
interface Riuscita {
  ok: (data: never, mondo: Mondo) => void;
}
type Esito = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'ORDER_NOT_FOUND' | Riuscita;
const ok = <T>(check: (data: T, mondo: Mondo) => void): Riuscita => ({ ok: check });

/** Each effettuaOrdine cell orders a part of its own, so one actor's success leaves the others' parts free. */
const RICAMBIO_DA_ORDINARE: Record<Attore, string> = {
  anonimo: 'Musata',
  acquirente: 'Cambio',
  altroAcquirente: 'Paraurti posteriore',
  venditore: 'Musata',
  altroVenditore: 'Musata',
};

const OPERAZIONI: Record<string, { query: string; variables: (mondo: Mondo, attore: Attore) => Record<string, unknown> }> = {
  ordine: { query: `query ($id: ID!) { ordine(id: $id) { id stato } }`, variables: (m) => ({ id: m.ordineId }) },
  mieiOrdini: { query: `query { mieiOrdini { id } }`, variables: () => ({}) },
  ordiniRicevuti: { query: `query { ordiniRicevuti { id } }`, variables: () => ({}) },
  statisticheVenditore: { query: `query { statisticheVenditore { inserzioni ricambi ordini venditeCentesimi } }`, variables: () => ({}) },
  statisticheAcquirente: { query: `query { statisticheAcquirente { ordiniTotali inAttesa inLavorazione totaleSpesoCentesimi } }`, variables: () => ({}) },
  ricambiVenduti: { query: `query ($autoId: ID!) { ricambiVenduti(autoId: $autoId) { ricambioId ordineId } }`, variables: (m) => ({ autoId: m.autoId }) },
  effettuaOrdine: {
    query: PLACE,
    variables: (m, attore) => ({
      input: checkoutOf(m.utenti[attore === 'anonimo' ? 'acquirente' : attore], m.autoId, [m.ricambi[RICAMBIO_DA_ORDINARE[attore]]]),
    }),
  },
  aggiornaStatoOrdine: {
    query: `mutation ($input: UpdateOrderStatusInput!) { aggiornaStatoOrdine(input: $input) { id stato } }`,
    variables: (m) => ({ input: { ordineId: m.ordineId, stato: 'processing' } }),
  },
};

const ilSuoOrdine = ok<Dati>((ordine, m) => expect(ordine).toEqual({ id: m.ordineId, stato: 'pending' }));
const conIlSuoOrdine = ok<Dati[]>((ordini, m) => expect(ordini).toEqual([{ id: m.ordineId }]));
const nessunOrdine = ok<Dati[]>((ordini) => expect(ordini).toEqual([]));
const venditeDellOrdine = ok<Dati>((stats) => expect(stats).toEqual({ inserzioni: 1, ricambi: 4, ordini: 1, venditeCentesimi: 12_900 }));
const nessunaVendita = ok<Dati>((stats) => expect(stats).toEqual({ inserzioni: 0, ricambi: 0, ordini: 0, venditeCentesimi: 0 }));
const unOrdineInAttesa = ok<Dati>((stats) =>
  expect(stats).toEqual({ ordiniTotali: 1, inAttesa: 1, inLavorazione: 0, totaleSpesoCentesimi: 12_900 }),
);
const nessunAcquisto = ok<Dati>((stats) => expect(stats).toEqual({ ordiniTotali: 0, inAttesa: 0, inLavorazione: 0, totaleSpesoCentesimi: 0 }));
const ilRicambioOrdinato = ok<Dati[]>((venduti, m) =>
  expect(venduti).toEqual([{ ricambioId: m.ricambi['Centralina ECU'], ordineId: m.ordineId }]),
);
const nessunRicambio = ok<Dati[]>((venduti) => expect(venduti).toEqual([]));
const nuovoOrdineInAttesa = ok<Dati>((ordine, m) => {
  expect(ordine.stato).toBe('pending');
  expect(ordine.id).not.toBe(m.ordineId);
});
const inLavorazione = ok<Dati>((ordine, m) => expect(ordine).toEqual({ id: m.ordineId, stato: 'processing' }));

/**
 * Who may do what with the orders, through the gateway: every order query and mutation for every kind of caller.
 * Someone else's order reads as not found, so its existence leaks to nobody.
 */
const MATRICE: [operazione: string, ...esiti: [Esito, Esito, Esito, Esito, Esito]][] = [
  // operazione             anonimo            acquirente          altroAcquirente      venditore              altroVenditore
  ['ordine',                'UNAUTHENTICATED', ilSuoOrdine,        'ORDER_NOT_FOUND',   ilSuoOrdine,           'ORDER_NOT_FOUND'],
  ['mieiOrdini',            'UNAUTHENTICATED', conIlSuoOrdine,     nessunOrdine,        'FORBIDDEN',           'FORBIDDEN'],
  ['ordiniRicevuti',        'UNAUTHENTICATED', 'FORBIDDEN',        'FORBIDDEN',         conIlSuoOrdine,        nessunOrdine],
  ['statisticheVenditore',  'UNAUTHENTICATED', 'FORBIDDEN',        'FORBIDDEN',         venditeDellOrdine,     nessunaVendita],
  ['statisticheAcquirente', 'UNAUTHENTICATED', unOrdineInAttesa,   nessunAcquisto,      'FORBIDDEN',           'FORBIDDEN'],
  ['ricambiVenduti',        'UNAUTHENTICATED', 'FORBIDDEN',        'FORBIDDEN',         ilRicambioOrdinato,    nessunRicambio],
  ['effettuaOrdine',        'UNAUTHENTICATED', nuovoOrdineInAttesa, nuovoOrdineInAttesa, 'FORBIDDEN',          'FORBIDDEN'],
  ['aggiornaStatoOrdine',   'UNAUTHENTICATED', 'FORBIDDEN',        'FORBIDDEN',         inLavorazione,         'ORDER_NOT_FOUND'],
];

describe('orders permission matrix through the gateway (real identity, tokens, catalogue, orders)', () => {
  let stack: Stack;
  let mondo: Mondo;

  beforeAll(async () => {
    stack = await startStack({}, [...PER_PUBBLICARE, 'orders']);
    const [acquirente, altroAcquirente, venditore, altroVenditore] = await Promise.all([
      registerUser(stack, 'acquirente', 'Giulia Bianchi'),
      registerUser(stack, 'acquirente', 'Marco Rossi'),
      registerUser(stack, 'venditore', 'Autodemolizioni Nord'),
      registerUser(stack, 'venditore', 'Ricambi Sud'),
    ]);
    const listing = await publishListing(stack, venditore, [
      { nome: 'Centralina ECU', prezzoCentesimi: 12_000, spedizioneCentesimi: 900 },
      { nome: 'Cambio', prezzoCentesimi: 35_000, spedizioneCentesimi: 3_000 },
      { nome: 'Paraurti posteriore', prezzoCentesimi: 8_000, spedizioneCentesimi: 700 },
      { nome: 'Musata', prezzoCentesimi: 40_000, spedizioneCentesimi: 5_000 },
    ]);
    const placed = await acquirente.browser.gql<{ effettuaOrdine: { id: string } }>(
      PLACE,
      { input: checkoutOf(acquirente, listing.id, [listing.ricambi['Centralina ECU']]) },
      acquirente.token,
    );
    expect(placed.errors).toBeUndefined();
    mondo = {
      utenti: { acquirente, altroAcquirente, venditore, altroVenditore },
      autoId: listing.id,
      ricambi: listing.ricambi,
      ordineId: placed.data!.effettuaOrdine.id,
    };
  }, STACK_START_MS);

  afterAll(() => stack?.stop());

  it.each(MATRICE)('%s', async (operazione, ...esiti) => {
    const { query, variables } = OPERAZIONI[operazione];
    const celle = ATTORI.map((attore, i) => ({ attore, esito: esiti[i] }));
    // Refusals first: a success afterwards (say, the seller's move from pending) shows the refused calls changed nothing.
    const ordinate = [...celle.filter((c) => typeof c.esito === 'string'), ...celle.filter((c) => typeof c.esito !== 'string')];
    for (const { attore, esito } of ordinate) {
      const utente = attore === 'anonimo' ? null : mondo.utenti[attore];
      const result = await (utente?.browser ?? new Browser(stack.url)).gql<Record<string, never>>(
        query,
        variables(mondo, attore),
        utente?.token,
      );
      const codice = result.errors?.[0].extensions.code ?? 'ok';
      expect({ [attore]: codice }).toEqual({ [attore]: typeof esito === 'string' ? esito : 'ok' });
      if (typeof esito !== 'string') esito.ok(result.data![operazione], mondo);
    }
  });
});
