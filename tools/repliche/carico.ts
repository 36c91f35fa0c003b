// The load of `npm run test:repliche` (tools/repliche.mjs): for REPLICHE_DURATA_MS, through the load balancer as the
// web sends it, searches, registrations, listings created from uploaded photos and edited, token purchases through
// the development checkout, orders racing for the same parts, status changes, withdrawals, yard moves, messages, and
// live subscriptions. Every request is written down with its time and outcome, and so is every live hint and refetch:
// tools/repliche/invarianti.ts judges them against the faults. Retries are the web's, no more, up to three attempts:
// - a read after an uncertain outcome: react-query tries it again on no answer (apps/web/src/app/create-query-client.ts),
//   and a page that shows INTERNAL offers Riprova, which reads again;
// - a write with an idempotency key (a listing, an edit, an order) is sent again with the same key, as the form does
//   when the user presses again after an uncertain outcome (apps/web/src/lib/forms/chiave-tentativo.ts);
// - any other write is sent once.
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { createClient } from 'graphql-ws';
import { FormData, request } from 'undici';
import { ZipFile } from 'yazl';
import { DEMO_PASSWORD, MESSAGGI_AL_MINUTO } from '@ricambiamo/contracts';
import { COLONNE, COLONNE_AUTO, colonnaRicambio, scriviCsv } from '@ricambiamo/importazione';
// The benchmarks' client of the gateway, as they call it: the load is one more of their kind. Tooling may read tooling.
/* eslint-disable @nx/enforce-module-boundaries */
import { GATEWAY_URL, LIVE_URL, WebSocketDellaPagina } from '../../bench/gateway';
import { postJson } from '../../bench/http';
import { runMain } from '../../bench/run-main';
/* eslint-enable @nx/enforce-module-boundaries */
import { type Chiamata, type Rapporto, type Sottoscrittore, TENTATIVI, type Tipo } from './rapporto';

const DURATA_MS = Number(process.env.REPLICHE_DURATA_MS ?? 60_000);
const RAPPORTO = process.env.REPLICHE_RAPPORTO ?? 'tmp/repliche-carico.json';
const ORIGIN = new URL(GATEWAY_URL).origin;
const SELLER = 'venditore@ricambiamo.it';
/** What the web treats as an uncertain outcome: no answer, a proxy's error page, or the gateway's INTERNAL. */
const INCERTI = new Set(['NETWORK', 'INTERNAL']);

const chiamate: Chiamata[] = [];
const fine = Date.now() + DURATA_MS;
const finito = () => Date.now() >= fine;

class ErroreApi extends Error {
  constructor(
    readonly code: string,
    dettagli: unknown = null,
  ) {
    super(dettagli === null ? code : `${code} ${JSON.stringify(dettagli)}`);
  }
}

/**
 * An operation given up: `incerto` when it was a write without a key whose outcome is unknown, which the web leaves to
 * the user (tools/repliche/invarianti.ts judges those attempts against the faults).
 */
class GiroFallito extends Error {
  constructor(
    message: string,
    readonly incerto: boolean,
  ) {
    super(message);
  }
}

/** One GraphQL request through the balancer; a missing or unreadable answer is NETWORK, as the web's client says. */
async function graphqlUna<T>(query: string, variables: object, token?: string): Promise<T> {
  let risposta: { status: number; body: { data?: T; errors?: { extensions?: { code?: string } }[] } };
  try {
    risposta = await postJson(`${GATEWAY_URL}/graphql`, { query, variables }, { origin: ORIGIN, ...(token ? { authorization: `Bearer ${token}` } : {}) });
  } catch {
    throw new ErroreApi('NETWORK');
  }
  const errore = risposta.body.errors?.[0];
  if (errore) throw new ErroreApi(errore.extensions?.code ?? 'NETWORK', errore);
  if (!risposta.body.data) throw new ErroreApi('NETWORK');
  return risposta.body.data;
}

/**
 * Runs `invia` as the web would for an operation of this kind, writing down each attempt. `attesi`: codes that are
 * the product's answer, not a failure (the parts another order took first).
 */
async function chiama<T>(op: string, tipo: Tipo, invia: () => Promise<T>, attesi: string[] = []): Promise<T | null> {
  const tentativi = tipo === 'scrittura' ? 1 : TENTATIVI;
  for (let n = 1; ; n++) {
    const inizio = Date.now();
    try {
      const risultato = await invia();
      chiamate.push({ op, tipo, inizio, fine: Date.now(), tentativo: n, esito: 'ok' });
      return risultato;
    } catch (err) {
      const code = err instanceof ErroreApi ? err.code : 'NETWORK';
      chiamate.push({ op, tipo, inizio, fine: Date.now(), tentativo: n, esito: attesi.includes(code) ? 'atteso' : code });
      if (attesi.includes(code)) return null;
      if (!INCERTI.has(code) || n >= tentativi) throw new GiroFallito(`${op}: ${err instanceof Error ? err.message : String(err)}`, tipo === 'scrittura' && INCERTI.has(code));
      // A pause before the next attempt, as react-query's (1 s, then 2 s).
      await sleep(1000 * 2 ** (n - 1));
    }
  }
}

const leggi = <T>(op: string, query: string, variables: object, token?: string) => chiama(op, 'lettura', () => graphqlUna<T>(query, variables, token));
const scrivi = <T>(op: string, query: string, variables: object, token?: string, attesi: string[] = []) =>
  chiama(op, 'scrittura', () => graphqlUna<T>(query, variables, token), attesi);
const scriviConChiave = <T>(op: string, query: string, variables: object, token: string, attesi: string[] = []) =>
  chiama(op, 'scrittura-chiave', () => graphqlUna<T>(query, variables, token), attesi);

const LOGIN = `mutation Accedi($input: LoginInput!) { accedi(input: $input) { sessione { accessToken } } }`;
/** Signing in changes nothing but the session: sent again like a read. */
const login = async (email: string) =>
  (await leggi<{ accedi: { sessione: { accessToken: string } } }>('login', LOGIN, { input: { email, password: DEMO_PASSWORD, ricordami: false } }))!.accedi.sessione
    .accessToken;

// ── The operations ──────────────────────────────────────────────────────────────────────────────────────────────

const SEARCH = `query Cerca($filter: SearchListingsInput) { cercaAuto(filter: $filter) { total items { id ricambiDisponibili } } }`;
const FILTRI = [{}, { q: 'faro' }, { q: 'specchietto' }, { marca: 'fiat' }, { soloDisponibili: true }, { page: 2 }, { annoDa: 2010 }];
const REGISTER = `mutation Registrati($input: RegisterInput!) { registrati(input: $input) { accessToken } }`;
const CREATE = `mutation Crea($input: CreateListingInput!) { creaAuto(input: $input) { id ricambi { id } } }`;
const UPDATE = `mutation Modifica($input: UpdateListingInput!) { modificaAuto(input: $input) { id } }`;
const FOR_EDIT = `query Edit($id: ID!) { autoDaModificare(id: $id) { immagini ricambi { id nome prezzoCentesimi spedizioneCentesimi } } }`;
const START = `mutation Avvia($packId: String!) { avviaAcquistoGettoni(packId: $packId) { sessionId } }`;
const PAY = `mutation Paga($id: String!) { pagaCheckoutSviluppo(sessionId: $id) { status } }`;
const PLACE = `mutation Ordina($input: PlaceOrderInput!) { effettuaOrdine(input: $input) { id } }`;
const STATUS = `mutation Stato($input: UpdateOrderStatusInput!) { aggiornaStatoOrdine(input: $input) { id stato } }`;
const WITHDRAW = `mutation Recedi($input: RequestWithdrawalInput!) { richiediRecesso(input: $input) { id } }`;
const ADVANCE = `mutation Avanza($input: AdvanceWithdrawalInput!) { avanzaRecesso(input: $input) { id } }`;
const NEW_AREA = `mutation Area($input: NuovaAreaParcoInput!) { creaAreaParco(input: $input) { id } }`;
const MOVE_AREA = `mutation Sposta($id: ID!, $x: Int!, $y: Int!) { spostaAreaParco(id: $id, posizioneX: $x, posizioneY: $y) { id } }`;
const ASSIGN = `mutation Assegna($areaId: ID!, $autoId: ID!) { assegnaAutoArea(areaId: $areaId, autoId: $autoId) { id } }`;
const CONVERSATION = `mutation Conversazione($autoId: ID!) { conversazioneInserzione(autoId: $autoId) { id } }`;
const MESSAGE = `mutation Messaggio($id: ID!, $testo: String!) { inviaMessaggio(conversazioneId: $id, testo: $testo) { id } }`;
const CURRENT_IMPORT = `{ importazioneCorrente { id stato messaggio } }`;
const CONFIRM_IMPORT = `mutation Conferma($id: ID!) { confermaImportazione(id: $id) { id } }`;
const SELLER_ORDERS = `query { ordiniRicevuti { id stato } }`;
const BUYER_ORDERS = `query { mieiOrdini { id stato } }`;

interface Inserzione {
  id: string;
  ricambiIds: string[];
}

async function zip(file: Map<string, Buffer>): Promise<Buffer> {
  const archivio = new ZipFile();
  for (const [nome, bytes] of file) archivio.addBuffer(bytes, nome);
  archivio.end();
  const parti: Buffer[] = [];
  for await (const parte of archivio.outputStream as AsyncIterable<Buffer>) parti.push(parte);
  return Buffer.concat(parti);
}

/** The photo of every listing: uploaded, then waited for until the media worker has made it ready. */
async function caricaFoto(token: string, foto: Buffer): Promise<string> {
  const key = await chiama('foto', 'scrittura', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(foto)], { type: 'image/jpeg' }), 'auto.jpg');
    const risposta = await request(`${GATEWAY_URL}/uploads?store=auto-images`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}`, origin: ORIGIN } }).catch(() => {
      throw new ErroreApi('NETWORK');
    });
    const corpo = (await risposta.body.json().catch(() => ({}))) as { key?: string; code?: string };
    if (risposta.statusCode !== 202 || !corpo.key) throw new ErroreApi(corpo.code ?? 'NETWORK');
    return corpo.key;
  });
  for (let i = 0; i < 300; i++) {
    const stato = await chiama('stato foto', 'lettura', async () => {
      const risposta = await request(`${GATEWAY_URL}/uploads/${key}`, { headers: { authorization: `Bearer ${token}` } }).catch(() => {
        throw new ErroreApi('NETWORK');
      });
      const corpo = (await risposta.body.json().catch(() => ({}))) as { status?: string };
      if (risposta.statusCode !== 200 || !corpo.status) throw new ErroreApi('NETWORK');
      return corpo.status;
    });
    if (stato === 'ready') return key!;
    if (stato === 'failed') throw new Error(`foto ${key} non elaborata`);
    await sleep(200);
  }
  throw new Error(`foto ${key} non pronta in 60 s`);
}

const checkout = (inserzione: Inserzione, email: string) => ({
  ordineId: randomUUID(),
  autoId: inserzione.id,
  ricambiIds: inserzione.ricambiIds,
  nome: 'Mario Rossi',
  email,
  telefono: '333 1234567',
  indirizzo: 'Via Roma 1',
  citta: 'Torino',
  cap: '10121',
  provincia: 'TO',
});

interface Acquirente {
  email: string;
  token: string;
}

const conta = (conteggi: Map<string, number>, nome: string) => conteggi.set(nome, (conteggi.get(nome) ?? 0) + 1);

/**
 * Runs `giro` again and again, every `ogniMs` at most, until the run's end; counts the turns that failed, and apart
 * the turns a write of uncertain outcome cut short.
 */
async function ciclo(nome: string, ogniMs: number, giro: (n: number) => Promise<unknown>, giri: { falliti: Map<string, number>; interrotti: Map<string, number> }) {
  for (let n = 0; !finito(); n++) {
    const inizio = Date.now();
    try {
      await giro(n);
    } catch (err) {
      conta(err instanceof GiroFallito && err.incerto ? giri.interrotti : giri.falliti, nome);
      console.error(`${nome}: ${err instanceof Error ? err.message : String(err)}`);
    }
    await sleep(Math.max(0, inizio + ogniMs - Date.now()));
  }
}

// ── Live subscriptions ──────────────────────────────────────────────────────────────────────────────────────────

/**
 * A live subscription as the web keeps one: at every (re)connection and every hint it refetches the orders it shows,
 * and writes down when it was connected, each hint, and what each refetch saw.
 */
function sottoscrivi(
  nome: string,
  email: string,
  token: string,
  ordiniQuery: string,
  campo: 'ordiniRicevuti' | 'mieiOrdini',
): { stato: Sottoscrittore; chiudi: () => void } {
  const stato: Sottoscrittore = { nome, email, connessioni: [], suggerimenti: [], letture: [] };
  let inCorso: Promise<void> | null = null;
  let ancora = false;
  const rileggi = (): void => {
    if (inCorso) {
      ancora = true;
      return;
    }
    const inizio = Date.now();
    inCorso = graphqlUna<Record<string, { id: string; stato: string }[]>>(ordiniQuery, {}, token)
      .then((data) => void stato.letture.push({ inizio, ordini: Object.fromEntries(data[campo].map((o) => [o.id, o.stato])) }))
      .catch(() => void (ancora = true))
      .finally(() => {
        inCorso = null;
        if (ancora && !finito()) {
          ancora = false;
          setTimeout(rileggi, 200);
        }
      });
  };
  const client = createClient({
    url: LIVE_URL,
    webSocketImpl: WebSocketDellaPagina,
    connectionParams: { accessToken: token },
    lazy: false,
    retryAttempts: Number.MAX_SAFE_INTEGER,
    retryWait: () => sleep(500 + Math.random() * 500),
    shouldRetry: () => true,
    on: {
      connected: () => {
        stato.connessioni.push({ da: Date.now(), a: null });
        rileggi();
      },
      closed: () => {
        const ultima = stato.connessioni.at(-1);
        if (ultima && ultima.a === null) ultima.a = Date.now();
      },
    },
  });
  const ferma = client.subscribe<{ aggiornamentiLive: { argomento: string } }>(
    { query: 'subscription { aggiornamentiLive { argomento } }' },
    {
      next: ({ data }) => {
        if (!data) return;
        stato.suggerimenti.push({ a: Date.now(), argomento: data.aggiornamentiLive.argomento });
        if (data.aggiornamentiLive.argomento === 'ordini') rileggi();
      },
      error: () => undefined,
      complete: () => undefined,
    },
  );
  return {
    stato,
    chiudi: () => {
      ferma();
      void client.dispose();
    },
  };
}

// ── The run ─────────────────────────────────────────────────────────────────────────────────────────────────────

async function main() {
  const venditore = await login(SELLER);
  const foto = await sharp({ create: { width: 1024, height: 768, channels: 3, background: { r: 120, g: 130, b: 140 } } })
    .jpeg()
    .toBuffer();
  // Tokens for the listings and edits ahead, bought before the faults start.
  for (let i = 0; i < 2; i++) {
    const avvio = await scrivi<{ avviaAcquistoGettoni: { sessionId: string } }>('acquisto gettoni', START, { packId: 'gettoni-500' }, venditore);
    await scrivi('pagamento gettoni', PAY, { id: avvio!.avviaAcquistoGettoni.sessionId }, venditore);
  }
  // Buyers of the run's own, each registered as the form does, so the orders race between different people.
  const acquirenti: Acquirente[] = [];
  const registra = async (n: number) => {
    const email = `repliche-${Date.now()}-${n}@esempio.it`;
    const password = 'password-repliche-1';
    const esito = await scrivi<{ registrati: { accessToken: string } }>('registrazione', REGISTER, { input: { nome: `Acquirente ${n}`, email, password, confermaPassword: password } });
    if (esito) acquirenti.push({ email, token: esito.registrati.accessToken });
  };
  for (let n = 0; n < 4; n++) await registra(n);
  const area = (await scrivi<{ creaAreaParco: { id: string } }>('area parco', NEW_AREA, { input: { posizioneX: 0, posizioneY: 0, larghezza: 150, altezza: 120 } }, venditore))!;

  const sottoscrittori = [
    sottoscrivi('venditore (1)', SELLER, venditore, SELLER_ORDERS, 'ordiniRicevuti'),
    sottoscrivi('venditore (2)', SELLER, venditore, SELLER_ORDERS, 'ordiniRicevuti'),
    sottoscrivi('acquirente 1', acquirenti[0].email, acquirenti[0].token, BUYER_ORDERS, 'mieiOrdini'),
    sottoscrivi('acquirente 2', acquirenti[1].email, acquirenti[1].token, BUYER_ORDERS, 'mieiOrdini'),
  ];

  // Round-robin spread them: each gateway's own count of the live connections it holds.
  await sleep(2000);
  const connessioniPerGateway = await Promise.all(
    (JSON.parse(process.env.METRICHE_GATEWAY ?? '[]') as string[]).map(async (url) => {
      const metriche = await (await fetch(url)).text();
      return Number(/^live_connections(?:\{[^}]*\})? (\d+)/m.exec(metriche)?.[1] ?? 0);
    }),
  );

  const inserzioni: Inserzione[] = [];
  const inVendita: Inserzione[] = [];
  const giri = { falliti: new Map<string, number>(), interrotti: new Map<string, number>() };
  let conversazione: string | null = null;

  const creaInserzione = async (n: number) => {
    const immagine = await caricaFoto(venditore, foto);
    const input = {
      marca: 'Fiat',
      modello: 'Panda',
      anno: 2008 + (n % 10),
      km: 90_000 + n,
      cv: 69,
      kw: 51,
      cilindrata: 1242,
      carburante: 'benzina',
      descrizione: `Inserzione ${n} della prova delle repliche`,
      immagini: [immagine],
      ricambi: [
        { nome: 'Musata', prezzoCentesimi: 45_000, spedizioneCentesimi: 3000 },
        { nome: 'Cambio', prezzoCentesimi: 30_000, spedizioneCentesimi: 2000 },
      ],
      idempotencyKey: randomUUID(),
    };
    const { creaAuto } = (await scriviConChiave<{ creaAuto: { id: string; ricambi: { id: string }[] } }>('crea inserzione', CREATE, { input }, venditore))!;
    const inserzione = { id: creaAuto.id, ricambiIds: creaAuto.ricambi.map((r) => r.id) };
    inserzioni.push(inserzione);
    inVendita.push(inserzione);
  };

  const modifica = async (n: number) => {
    const inserzione = inserzioni[n % Math.max(1, inserzioni.length)];
    if (!inserzione) return;
    const { autoDaModificare } = (await leggi<{ autoDaModificare: { immagini: string[]; ricambi: object[] } }>('per la modifica', FOR_EDIT, { id: inserzione.id }, venditore))!;
    const input = { id: inserzione.id, descrizione: `Descrizione aggiornata, giro ${n}`, ...autoDaModificare, idempotencyKey: randomUUID() };
    await scriviConChiave('modifica inserzione', UPDATE, { input }, venditore);
  };

  /** Three buyers order the same parts at once: one order wins them, the others are told they are gone. */
  const gara = async (n: number) => {
    const inserzione = inVendita.shift();
    if (!inserzione || acquirenti.length < 3) return;
    const concorrenti = [0, 1, 2].map((i) => acquirenti[(n + i) % acquirenti.length]);
    const esiti = await Promise.all(
      concorrenti.map(async (acquirente) => {
        const ordine = await scriviConChiave<{ effettuaOrdine: { id: string } }>('ordine', PLACE, { input: checkout(inserzione, acquirente.email) }, acquirente.token, ['PARTS_UNAVAILABLE']);
        return ordine ? { id: ordine.effettuaOrdine.id, acquirente } : null;
      }),
    );
    const vinti = esiti.filter((e) => e !== null);
    if (vinti.length !== 1) throw new Error(`${vinti.length} ordini hanno preso gli stessi ricambi`);
    const [{ id, acquirente }] = vinti;
    // One in four stays open, holding its parts; one in four is cancelled, releasing them.
    if (n % 4 === 1) return;
    await sleep(500);
    if (n % 4 === 3) {
      await scrivi('annulla ordine', STATUS, { input: { ordineId: id, stato: 'cancelled' } }, venditore);
      return;
    }
    await scrivi('stato ordine', STATUS, { input: { ordineId: id, stato: 'processing' } }, venditore);
    await sleep(500);
    await scrivi('stato ordine', STATUS, { input: { ordineId: id, stato: 'completed' } }, venditore);
    if (n % 2 === 0) {
      await sleep(500);
      await scrivi('recesso', WITHDRAW, { input: { ordineId: id, ricambiIds: inserzione.ricambiIds, motivo: 'ripensamento' } }, acquirente.token);
      for (const passo of ['accettato', 'ricevuto', 'rimborsato']) {
        await sleep(300);
        await scrivi('avanza recesso', ADVANCE, { input: { ordineId: id, stato: passo, ...(passo === 'rimborsato' ? { rimettiInVendita: false } : {}) } }, venditore);
      }
    }
  };

  const parco = async (n: number) => {
    if (n % 2 === 0) await scrivi('sposta area', MOVE_AREA, { id: area.creaAreaParco.id, x: (n * 10) % 400, y: (n * 30) % 300 }, venditore);
    else if (inserzioni.length > 0) await scrivi('assegna auto', ASSIGN, { areaId: area.creaAreaParco.id, autoId: inserzioni[n % inserzioni.length].id }, venditore);
  };

  const messaggio = async (n: number) => {
    if (!conversazione) {
      if (inserzioni.length === 0) return;
      conversazione = (await scrivi<{ conversazioneInserzione: { id: string } }>('conversazione', CONVERSATION, { autoId: inserzioni[0].id }, acquirenti[3].token))!.conversazioneInserzione.id;
    }
    await scrivi('messaggio', MESSAGE, { id: conversazione, testo: `Messaggio ${n}: il ricambio è ancora disponibile?` }, n % 2 ? venditore : acquirenti[3].token);
  };

  /** A sheet of two cars with their photos, uploaded as the import page does, previewed, confirmed and applied. */
  const importa = async (n: number) => {
    const foto = new Map<string, Buffer>();
    const righe = [0, 1].map((i) => {
      const nome = `import-${n}-${i}.jpg`;
      const valori: Record<string, string> = {
        [COLONNE_AUTO.codiceInterno]: `REP-${Date.now()}-${n}-${i}`,
        [COLONNE_AUTO.marca]: 'Fiat',
        [COLONNE_AUTO.modello]: 'Punto',
        [COLONNE_AUTO.anno]: '2011',
        [COLONNE_AUTO.km]: '120000',
        [COLONNE_AUTO.cv]: '69',
        [COLONNE_AUTO.kw]: '51',
        [COLONNE_AUTO.cilindrata]: '1242',
        [COLONNE_AUTO.carburante]: 'Benzina',
        'foto 1': nome,
        [colonnaRicambio('Musata', 'prezzoCentesimi')]: '350,00',
        [colonnaRicambio('Musata', 'spedizioneCentesimi')]: '30',
        [colonnaRicambio('Cambio', 'prezzoCentesimi')]: '280,00',
        [colonnaRicambio('Cambio', 'spedizioneCentesimi')]: '20',
      };
      return { nome, celle: COLONNE.map((colonna) => valori[colonna] ?? '') };
    });
    for (const [i, { nome }] of righe.entries()) {
      foto.set(nome, await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: n % 256, g: i * 90, b: 40 } } }).jpeg().toBuffer());
    }
    const id = await chiama('importazione', 'scrittura', async () => {
      const form = new FormData();
      form.append('rimuovi', 'false');
      form.append('foglio', new Blob([scriviCsv(COLONNE, righe.map((r) => r.celle))], { type: 'text/csv' }), 'magazzino.csv');
      form.append('foto', new Blob([new Uint8Array(await zip(foto))], { type: 'application/zip' }), 'foto.zip');
      const risposta = await request(`${GATEWAY_URL}/importazioni`, { method: 'POST', body: form, headers: { authorization: `Bearer ${venditore}`, origin: ORIGIN } }).catch(() => {
        throw new ErroreApi('NETWORK');
      });
      const corpo = (await risposta.body.json().catch(() => ({}))) as { id?: string; code?: string };
      if (risposta.statusCode !== 201 || !corpo.id) throw new ErroreApi(corpo.code ?? 'NETWORK', corpo);
      return corpo.id;
    });
    await statoImportazione(id!, 'anteprima');
    await scrivi('conferma importazione', CONFIRM_IMPORT, { id }, venditore);
    await statoImportazione(id!, 'completata');
  };
  const statoImportazione = async (id: string, atteso: string) => {
    for (let i = 0; i < 600; i++) {
      const { importazioneCorrente: corrente } = (await leggi<{ importazioneCorrente: { id: string; stato: string; messaggio: string | null } | null }>(
        'stato importazione',
        CURRENT_IMPORT,
        {},
        venditore,
      ))!;
      if (corrente?.id === id && corrente.stato === atteso) return;
      if (corrente?.id === id && ['fallita', 'annullata'].includes(corrente.stato)) throw new Error(`importazione ${corrente.stato}: ${corrente.messaggio}`);
      await sleep(250);
    }
    throw new Error(`importazione ${id} non arrivata a ${atteso} in 150 s`);
  };

  const gettoni = async () => {
    const avvio = await scrivi<{ avviaAcquistoGettoni: { sessionId: string } }>('acquisto gettoni', START, { packId: 'gettoni-25' }, venditore);
    await scrivi('pagamento gettoni', PAY, { id: avvio!.avviaAcquistoGettoni.sessionId }, venditore);
  };

  // Two messages a minute at most from each side, well within the limit of MESSAGGI_AL_MINUTO.
  if (60 / 3 / 2 > MESSAGGI_AL_MINUTO) throw new Error('i messaggi della prova superano il limite al minuto');
  await Promise.all([
    ciclo('ricerche', 150, (n) => leggi('ricerca', SEARCH, { filter: FILTRI[n % FILTRI.length] }), giri),
    ciclo('ricerche (2)', 150, (n) => leggi('ricerca', SEARCH, { filter: FILTRI[(n + 3) % FILTRI.length] }), giri),
    ciclo('inserzioni', 2500, creaInserzione, giri),
    ciclo('modifiche', 4000, modifica, giri),
    ciclo('gare', 2500, gara, giri),
    ciclo('registrazioni', 5000, (n) => registra(100 + n), giri),
    ciclo('gettoni', 15_000, gettoni, giri),
    ciclo('parco', 3000, parco, giri),
    ciclo('messaggi', 3000, messaggio, giri),
    ciclo('importazioni', 15_000, importa, giri),
  ]);
  // The last hints and refetches of what the load did at its very end.
  await sleep(3000);
  for (const s of sottoscrittori) s.chiudi();

  const rapporto: Rapporto = {
    chiamate,
    sottoscrittori: sottoscrittori.map((s) => s.stato),
    connessioniPerGateway,
    giriFalliti: Object.fromEntries(giri.falliti),
    giriInterrotti: Object.fromEntries(giri.interrotti),
  };
  writeFileSync(RAPPORTO, JSON.stringify(rapporto));
  const riuscite = chiamate.filter((c) => c.esito === 'ok').length;
  console.log(`${chiamate.length} richieste, ${riuscite} riuscite, ${inserzioni.length} inserzioni, ${acquirenti.length} acquirenti`);
}

runMain(main);
