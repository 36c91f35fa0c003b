import { expect, test, type APIRequestContext } from '@playwright/test';
import { type FileFoto, fotoAuto } from './foto';
import { Pool } from 'pg';
import { DATI_VENDITA_DI_PROVA } from '@ricambiamo/contracts';

/**
 * Calls /graphql as the given user (or anonymously) and returns `data`, failing the test on any error. It sends the
 * Origin a page of the app would, which the gateway requires of mutations and Playwright's API client leaves out.
 */
export async function graphql<T>(request: APIRequestContext, token: string | null, query: string, variables: object = {}): Promise<T> {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const risposta = await request.post('/graphql', {
    data: { query, variables },
    headers: { Origin: origin, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  const corpo = (await risposta.json()) as { data?: T; errors?: { message: string; extensions?: { fields?: Record<string, string> } }[] };
  if (corpo.errors?.length) {
    const errori = corpo.errors.map((e) => (e.extensions?.fields ? `${e.message} ${JSON.stringify(e.extensions.fields)}` : e.message));
    throw new Error(`GraphQL: ${errori.join('; ')}`);
  }
  return corpo.data as T;
}

export async function accessToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const { accedi } = await graphql<{ accedi: { sessione: { accessToken: string } } }>(
    request,
    null,
    'mutation Accedi($input: LoginInput!) { accedi(input: $input) { sessione { accessToken } } }',
    { input: { email, password } },
  );
  return accedi.sessione.accessToken;
}

export async function idUtente(request: APIRequestContext, token: string): Promise<string> {
  return (await graphql<{ utenteCorrente: { id: string } }>(request, token, '{ utenteCorrente { id } }')).utenteCorrente.id;
}

/**
 * The seller's "Dati per la vendita" through the API (art. 30 DSA), unless already complete; resolves once catalogue,
 * told by identity's event, lets them publish.
 */
export async function datiVenditaApi(request: APIRequestContext, token: string): Promise<void> {
  const { datiVendita } = await graphql<{ datiVendita: { completa: boolean } }>(request, token, '{ datiVendita { completa } }');
  if (datiVendita.completa) return;
  await graphql(request, token, 'mutation Dati($input: DatiVenditaInput!) { salvaDatiVendita(input: $input) { completa } }', { input: DATI_VENDITA_DI_PROVA });
  const id = await idUtente(request, token);
  const url = process.env.CATALOGUE_DATABASE_URL;
  if (!url) throw new Error('CATALOGUE_DATABASE_URL: the catalogue database of the stack under test (npm test sets it)');
  const catalogo = new Pool({ connectionString: url, max: 1 });
  try {
    await expect.poll(async () => (await catalogo.query('SELECT 1 FROM venditori WHERE id = $1 AND tracciabile', [id])).rowCount).toBe(1);
  } finally {
    await catalogo.end();
  }
}

/**
 * Buys a pack through the development checkout and waits for the webhook's credit; a seller who buys tokens here is
 * one who publishes, so their "Dati per la vendita" are given first (datiVenditaApi).
 */
export async function compraGettoniApi(request: APIRequestContext, token: string, gettoni: 25 | 50 | 100 | 250 | 500): Promise<void> {
  await datiVenditaApi(request, token);
  const prima = (await graphql<{ saldoGettoni: number }>(request, token, '{ saldoGettoni }')).saldoGettoni;
  const { avviaAcquistoGettoni } = await graphql<{ avviaAcquistoGettoni: { sessionId: string } }>(
    request,
    token,
    'mutation Start($packId: String!) { avviaAcquistoGettoni(packId: $packId) { sessionId } }',
    { packId: `gettoni-${gettoni}` },
  );
  await graphql(request, token, 'mutation Pay($id: String!) { pagaCheckoutSviluppo(sessionId: $id) { status } }', {
    id: avviaAcquistoGettoni.sessionId,
  });
  await expect
    .poll(async () => (await graphql<{ saldoGettoni: number }>(request, token, '{ saldoGettoni }')).saldoGettoni)
    .toBe(prima + gettoni);
}

/** The seller's balance, as the API reports it. */
export async function saldoApi(request: APIRequestContext, token: string): Promise<number> {
  return (await graphql<{ saldoGettoni: number }>(request, token, '{ saldoGettoni }')).saldoGettoni;
}

/** Edits a listing's description only (1 token). */
export async function modificaDescrizioneApi(request: APIRequestContext, token: string, id: string, descrizione: string): Promise<void> {
  const { autoDaModificare } = await graphql<{
    autoDaModificare: { immagini: string[]; ricambi: ({ id: string } & NuovaAuto['ricambi'][number])[] };
  }>(
    request,
    token,
    'query Edit($id: ID!) { autoDaModificare(id: $id) { immagini ricambi { id nome prezzoCentesimi spedizioneCentesimi } } }',
    { id },
  );
  await graphql(request, token, 'mutation Update($input: UpdateListingInput!) { modificaAuto(input: $input) { id } }', {
    input: { id, descrizione, immagini: autoDaModificare.immagini, ricambi: autoDaModificare.ricambi },
  });
}

/** POST /uploads, then GET /uploads/:key until the worker has made the image ready. */
export async function caricaFotoApi(
  request: APIRequestContext,
  token: string,
  foto: FileFoto,
  destinazione = 'store=auto-images',
): Promise<string> {
  const risposta = await request.post(`/uploads?${destinazione}`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { file: foto },
  });
  expect(risposta.status()).toBe(202);
  const { key } = (await risposta.json()) as { key: string };
  await expect
    .poll(async () => {
      const stato = await request.get(`/uploads/${key}`, { headers: { Authorization: `Bearer ${token}` } });
      return ((await stato.json()) as { status: string }).status;
    })
    .toBe('ready');
  return key;
}

export interface NuovaAuto {
  marca: string;
  modello: string;
  anno: number;
  km: number;
  cv: number;
  kw: number;
  cilindrata: number;
  carburante: 'benzina' | 'diesel' | 'ibrida' | 'elettrica' | 'metano' | 'gpl';
  codiceMotore?: string;
  descrizione?: string;
  immagini: string[];
  ricambi: {
    nome: string;
    prezzoCentesimi: number;
    spedizioneCentesimi: number;
    grado?: 'A' | 'B' | 'C';
    garanziaGiorni?: number;
    codiceOem?: string;
  }[];
}

export async function creaInserzioneApi(request: APIRequestContext, token: string, auto: NuovaAuto): Promise<string> {
  const { creaAuto } = await graphql<{ creaAuto: { id: string } }>(
    request,
    token,
    'mutation Create($input: CreateListingInput!) { creaAuto(input: $input) { id } }',
    { input: auto },
  );
  return creaAuto.id;
}

/** A Fiat Tipo with one photo and a gearbox, named uniquely, from a seller who buys the 25 tokens it needs. */
export async function tipoInVenditaApi(request: APIRequestContext, token: string): Promise<{ id: string; modello: string }> {
  await compraGettoniApi(request, token, 25);
  const modello = `Tipo ${Date.now().toString(36).toUpperCase()}`;
  const id = await creaInserzioneApi(request, token, {
    marca: 'Fiat',
    modello,
    anno: 2012,
    km: 140_000,
    cv: 95,
    kw: 70,
    cilindrata: 1368,
    carburante: 'benzina',
    immagini: [await caricaFotoApi(request, token, await fotoAuto('tipo.jpg', '#0f766e'))],
    ricambi: [{ nome: 'Cambio', prezzoCentesimi: 30_000, spedizioneCentesimi: 2_500 }],
  });
  return { id, modello };
}

/** A red Fiat Punto 2012 with one photo and the given parts, from a seller who buys the 25 tokens it needs. */
export async function puntoInVenditaApi(request: APIRequestContext, token: string, modello: string, ricambi: NuovaAuto['ricambi']): Promise<string> {
  await compraGettoniApi(request, token, 25);
  return creaInserzioneApi(request, token, {
    marca: 'Fiat',
    modello,
    anno: 2012,
    km: 131_000,
    cv: 69,
    kw: 51,
    cilindrata: 1242,
    carburante: 'benzina',
    immagini: [await caricaFotoApi(request, token, await fotoAuto('punto.jpg', '#b91c1c'))],
    ricambi,
  });
}
