// A seller's bulk import (docs/rules.md §3.13) through the product, against direct inserts of the same listings: rows
// per second of each, in one run. The product: POST /importazioni of a CSV and a ZIP of photos (HTTP, storage, the
// imports service's analysis into a preview), confirmed through /graphql, then the imports worker applying the rows
// ROWS_AT_ONCE at a time through catalogue's listing contract (NATS, the idempotency key, the token debit over NATS in
// tokens, Prisma on three databases, the row's bookkeeping), each new photo through the media worker first; timed from
// the confirmation to the import's end (`conclusaIl`). The analysis, from the upload to the preview, is timed apart.
// The floor: the same listings, read from the same rows by the sheet's own parser, written by a bare pg.Pool in this
// process ROWS_AT_ONCE at a time, as the worker applies them: per listing one tokens transaction (the conditional
// balance update and the ledger row) and one catalogue transaction (the idempotency key as done, the car, its parts in
// one INSERT, the listing-created event), in three rounds (before, between and after the imports; the median counts).
// It leaves out every read the services make (the key, the stock code, the repeat checks of the debit, the listing read
// back), the imports service's rows, NATS, Nest and Prisma.
// Photos: the floor processes no image; it writes a key the listing shows. A new listing must have a photo, so the
// product cannot import cars without one; its photos are measured both ways instead: new ones (each through the media
// pipeline, waited for before the row is written) and, for N other cars, the same files again (same names and bytes:
// the import reuses the published image and the media worker does nothing), the product's side closest to the floor.
// Needs a stack with RATE_LIMIT_DISABLED=true (`npm run bench` and `npm run bench:import` start one) and its catalogue
// and tokens databases.
import { randomUUID } from 'node:crypto';
import { Blob } from 'node:buffer';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'pg';
import type { PoolClient } from 'pg';
import sharp from 'sharp';
import { FormData, request } from 'undici';
import { ZipFile } from 'yazl';
import type { EventContract, PayloadIn } from '@ricambiamo/contracts';
import {
  CATALOGO_RICAMBI,
  CATALOGUE_EVENTS,
  codiciOem,
  COSTO_GETTONI,
  DATI_VENDITA_DI_PROVA,
  imageKeyFor,
  normalizzaCodice,
  RICAMBI_CON_CODICE_CAMBIO,
} from '@ricambiamo/contracts';
import { inTransazione } from '@ricambiamo/database';
import type { InserzioneImportata } from '@ricambiamo/importazione';
import { COLONNE, colonnaRicambio, interpretaRiga, scriviCsv } from '@ricambiamo/importazione';
import { impronta } from '@ricambiamo/messaging';
import { GATEWAY_URL, graphql, login } from './gateway';
import { runMain } from './run-main';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 500);
const WARMUP = 10;
/** Direct rounds, each of the ROWS listings: a couple of seconds each, so the median of three steadies the floor. */
const BARE_ROUNDS = 3;
/** The rows the imports worker applies at once (RIGHE_INSIEME in apps/imports/src/lavori/applicazione.ts). */
const ROWS_AT_ONCE = 4;
/** How often the import's state is asked while it runs, as the web app's page would. */
const POLL_MS = 100;
const PASSWORD = 'segretissima1';
/** Every part of the catalogue, as a yard lists a car it dismantles whole. */
const PARTS = CATALOGO_RICAMBI.length;

const REGISTER = `mutation Registrati($input: RegisterInput!) { registrati(input: $input) { accessToken user { id } } }`;
const DATI_VENDITA = `mutation Dati($input: DatiVenditaInput!) { salvaDatiVendita(input: $input) { completa } }`;
const BALANCE = `{ saldoGettoni }`;
const START = `mutation Start($packId: String!) { avviaAcquistoGettoni(packId: $packId) { sessionId } }`;
const PAY = `mutation Pay($id: String!) { pagaCheckoutSviluppo(sessionId: $id) { status } }`;
const CURRENT = `{ importazioneCorrente {
  id stato costoGettoni conclusaIl messaggio anteprima { nuove errori } avanzamento { totale fatte create fallite }
} }`;
const CONFIRM = `mutation Conferma($id: ID!) { confermaImportazione(id: $id) { id stato } }`;

interface Importazione {
  id: string;
  stato: string;
  costoGettoni: number;
  conclusaIl: string | null;
  messaggio: string | null;
  anteprima: { nuove: number; errori: number };
  avanzamento: { totale: number; fatte: number; create: number; fallite: number };
}

/** A car of the template with every part and one photo; the figures vary with `n`, as a yard's stock does. */
function riga(codice: string, n: number, foto: string): string[] {
  const valori: Record<string, string> = {
    'codice interno': codice,
    marca: 'Fiat',
    modello: 'Punto',
    anno: String(2000 + (n % 20)),
    km: String(80_000 + n * 137),
    cv: '69',
    kw: '51',
    cilindrata: '1242',
    'codice motore': '188A4.000',
    carburante: 'Benzina',
    descrizione: `Fiat Punto ${codice}, ricambi smontati e verificati`,
    'foto 1': foto,
  };
  for (const [k, nome] of CATALOGO_RICAMBI.entries()) {
    valori[colonnaRicambio(nome, 'prezzoCentesimi')] = `${40 + k * 15},${String(n % 100).padStart(2, '0')}`;
    valori[colonnaRicambio(nome, 'spedizioneCentesimi')] = '15';
    valori[colonnaRicambio(nome, 'grado')] = ['A', 'B', 'C'][k % 3];
    valori[colonnaRicambio(nome, 'garanziaGiorni')] = '90';
    valori[colonnaRicambio(nome, 'codiceOem')] = `46.${n}.${k}/OEM-${n}-${k}`;
    if (RICAMBI_CON_CODICE_CAMBIO.includes(nome)) valori[colonnaRicambio(nome, 'codiceCambio')] = 'C510.5';
  }
  return COLONNE.map((colonna) => valori[colonna] ?? '');
}

/** A small PNG of its own colour: no two photos of the run have the same bytes. */
const png = (n: number) =>
  sharp({ create: { width: 24, height: 16, channels: 3, background: { r: n % 256, g: Math.floor(n / 256) % 256, b: 77 } } })
    .png()
    .toBuffer();

async function zip(file: Map<string, Buffer>): Promise<Buffer> {
  const archivio = new ZipFile();
  for (const [nome, bytes] of file) archivio.addBuffer(bytes, `foto/${nome}`);
  archivio.end();
  const parti: Buffer[] = [];
  for await (const parte of archivio.outputStream as AsyncIterable<Buffer>) parti.push(parte);
  return Buffer.concat(parti);
}

/** A sheet of `quante` cars coded `<prefisso>-<n>`, the n-th with the photo `foto(n)`. */
const foglio = (prefisso: string, quante: number, foto: (n: number) => string) =>
  Array.from({ length: quante }, (_, n) => riga(`${prefisso}-${String(n).padStart(5, '0')}`, n, foto(n)));

/** The seller's "Dati per la vendita", without which no listing is created; catalogue learns them by an event. */
async function datiVendita(catalogue: Pool, token: string, venditoreId: string): Promise<void> {
  await graphql(DATI_VENDITA, { input: DATI_VENDITA_DI_PROVA }, token);
  for (let i = 0; ; i++) {
    if ((await catalogue.query('SELECT 1 FROM venditori WHERE id = $1::uuid AND tracciabile', [venditoreId])).rowCount === 1) return;
    if (i > 100) throw new Error('catalogue non ha saputo dei dati per la vendita');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Enough tokens for `gettoni`, in packs of 500 through the development checkout; the credit arrives by an event. */
async function compraGettoni(gettoni: number, token: string): Promise<void> {
  const saldo = async () => (await graphql<{ saldoGettoni: number }>(BALANCE, {}, token)).saldoGettoni;
  const obiettivo = (await saldo()) + gettoni;
  for (let comprati = 0; comprati < gettoni; comprati += 500) {
    const { avviaAcquistoGettoni } = await graphql<{ avviaAcquistoGettoni: { sessionId: string } }>(START, { packId: 'gettoni-500' }, token);
    await graphql(PAY, { id: avviaAcquistoGettoni.sessionId }, token);
  }
  for (let i = 0; (await saldo()) < obiettivo; i++) {
    if (i > 100) throw new Error('i gettoni comprati non sono arrivati');
    await sleep(100);
  }
}

/** The seller's import, asked every POLL_MS until it reaches one of `stati`; any other end is a failure. */
async function attendi(token: string, id: string, stati: string[]): Promise<Importazione> {
  for (;;) {
    const { importazioneCorrente: corrente } = await graphql<{ importazioneCorrente: Importazione | null }>(CURRENT, {}, token);
    if (corrente?.id !== id) throw new Error(`importazione ${id} non è la corrente`);
    if (stati.includes(corrente.stato)) return corrente;
    if (['fallita', 'annullata'].includes(corrente.stato)) throw new Error(`importazione ${corrente.stato}: ${corrente.messaggio}`);
    await sleep(POLL_MS);
  }
}

interface Tempi {
  /** From the start of the upload to the preview. */
  analisi: number;
  /** From the confirmation to the import's end. */
  applicazione: number;
}

/** Uploads the sheet and its photos as the web page does, waits for the preview, confirms and waits for the end. */
async function importa(email: string, righe: string[][], foto: Map<string, Buffer>): Promise<Tempi> {
  const token = await login(email, PASSWORD);
  const form = new FormData();
  form.append('rimuovi', 'false');
  form.append('foglio', new Blob([scriviCsv(COLONNE, righe)], { type: 'text/csv' }), 'magazzino.csv');
  form.append('foto', new Blob([await zip(foto)], { type: 'application/zip' }), 'foto.zip');
  const inizio = performance.now();
  const risposta = await request(`${GATEWAY_URL}/importazioni`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  const caricata = (await risposta.body.json()) as { id?: string };
  if (risposta.statusCode !== 201 || !caricata.id) throw new Error(`POST /importazioni: ${risposta.statusCode} ${JSON.stringify(caricata)}`);
  const anteprima = await attendi(token, caricata.id, ['anteprima']);
  const analisi = (performance.now() - inizio) / 1000;
  const costo = righe.length * COSTO_GETTONI.creazioneInserzione;
  if (anteprima.anteprima.nuove !== righe.length || anteprima.anteprima.errori !== 0 || anteprima.costoGettoni !== costo) {
    throw new Error(`anteprima inattesa: ${JSON.stringify(anteprima)}`);
  }
  // The end is the import's own timestamp, written as its last row commits, so the polling's interval is not in it.
  const confermata = Date.now();
  await graphql(CONFIRM, { id: caricata.id }, token);
  const fine = await attendi(token, caricata.id, ['completata']);
  const { create, fallite } = fine.avanzamento;
  if (create !== righe.length || fallite !== 0) throw new Error(`importazione conclusa con ${create} create e ${fallite} fallite`);
  return { analisi, applicazione: (Date.parse(fine.conclusaIl!) - confermata) / 1000 };
}

/** enqueueEvent of @ricambiamo/messaging on a pg client: the payload checked against its contract, then one INSERT. */
const outbox = <E extends EventContract>(db: PoolClient, contract: E, payload: PayloadIn<E>) =>
  db.query('INSERT INTO outbox_events (id, subject, payload, occurred_at) VALUES ($1::uuid, $2, $3::jsonb, $4::timestamptz)', [
    randomUUID(),
    contract.subject,
    JSON.stringify(contract.payload.parse(payload)),
    new Date().toISOString(),
  ]);

/** A seller of the floor's own, with a balance for `gettoni` and the credit that explains it. */
async function venditoreDiretto(catalogue: Pool, tokens: Pool, gettoni: number): Promise<string> {
  const id = randomUUID();
  await catalogue.query('INSERT INTO venditori (id, nome, updated_at) VALUES ($1::uuid, $2, now())', [id, 'Demolizioni Diretto']);
  await inTransazione(tokens, async (db) => {
    await db.query('INSERT INTO saldi_gettoni (seller_id, gettoni, updated_at) VALUES ($1::uuid, $2, now())', [id, gettoni]);
    await db.query(
      `INSERT INTO movimenti_gettoni (id, seller_id, amount, reason, balance_after, idempotency_key)
       VALUES ($1::uuid, $2::uuid, $3, 'acquisto', $3, $4)`,
      [randomUUID(), id, gettoni, `bench:${id}`],
    );
  });
  return id;
}

/** One listing as catalogue and tokens write it, without the reads and the messaging around the writes. */
async function inserisci(catalogue: Pool, tokens: Pool, venditoreId: string, codiceInterno: string, inserzione: InserzioneImportata) {
  const autoId = randomUUID();
  const chiave = randomUUID();
  const immagini = [imageKeyFor(randomUUID(), 'png')];
  const improntaRichiesta = impronta({ ...inserzione, codiceInterno, immagini });
  await inTransazione(tokens, async (db) => {
    const preso = await db.query<{ gettoni: number }>(
      `UPDATE saldi_gettoni SET gettoni = gettoni - $2, updated_at = now() WHERE seller_id = $1::uuid AND gettoni >= $2 RETURNING gettoni`,
      [venditoreId, COSTO_GETTONI.creazioneInserzione],
    );
    if (preso.rowCount !== 1) throw new Error('gettoni insufficienti');
    await db.query(
      `INSERT INTO movimenti_gettoni (id, seller_id, amount, reason, balance_after, idempotency_key, fingerprint, listing_id)
       VALUES ($1::uuid, $2::uuid, $3, 'creazione-inserzione', $4, $5, $6, $7::uuid)`,
      [randomUUID(), venditoreId, -COSTO_GETTONI.creazioneInserzione, preso.rows[0].gettoni, `listing:create:${venditoreId}:${chiave}`, improntaRichiesta, autoId],
    );
  });
  const { ricambi, marca, modello } = inserzione;
  await inTransazione(catalogue, async (db) => {
    await db.query(
      `INSERT INTO chiavi_idempotenza (venditore_id, chiave, operazione, auto_id, impronta, stato)
       VALUES ($1::uuid, $2::uuid, 'creazione', $3::uuid, $4, 'eseguita')`,
      [venditoreId, chiave, autoId, improntaRichiesta],
    );
    await db.query(
      `INSERT INTO auto (id, venditore_id, marca, modello, anno, km, cv, kw, cilindrata, codice_motore, codice_motore_norm, carburante,
                         numero_telaio, codice_interno, descrizione, immagini, updated_at)
       VALUES ($1::uuid, $2::uuid, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::carburante, $13, $14, $15, $16::text[], now())`,
      [
        ...[autoId, venditoreId, marca, modello, inserzione.anno, inserzione.km, inserzione.cv, inserzione.kw, inserzione.cilindrata],
        ...[inserzione.codiceMotore, inserzione.codiceMotore ? normalizzaCodice(inserzione.codiceMotore) : null, inserzione.carburante],
        ...[inserzione.numeroTelaio, codiceInterno, inserzione.descrizione, immagini],
      ],
    );
    // One INSERT for every part, as Prisma's createMany sends it; each part's normalised OEM codes are a list of their own.
    await db.query(
      `INSERT INTO ricambi (id, auto_id, nome, descrizione, prezzo_centesimi, spedizione_centesimi, grado, garanzia_giorni, codice_oem,
                            codici_oem, codice_cambio)
       SELECT gen_random_uuid(), $1::uuid, r.nome, r.descrizione, r.prezzo_centesimi, r.spedizione_centesimi, r.grado::grado, r.garanzia_giorni,
              r.codice_oem, r.codici_oem, r.codice_cambio
       FROM jsonb_to_recordset($2::jsonb) AS r(nome text, descrizione text, prezzo_centesimi int, spedizione_centesimi int, grado text,
                                               garanzia_giorni int, codice_oem text, codici_oem text[], codice_cambio text)`,
      [
        autoId,
        JSON.stringify(
          ricambi.map((r) => ({
            nome: r.nome,
            descrizione: r.descrizione,
            prezzo_centesimi: r.prezzoCentesimi,
            spedizione_centesimi: r.spedizioneCentesimi,
            grado: r.grado,
            garanzia_giorni: r.garanziaGiorni,
            codice_oem: r.codiceOem,
            codici_oem: codiciOem(r.codiceOem),
            codice_cambio: r.codiceCambio,
          })),
        ),
      ],
    );
    await outbox(db, CATALOGUE_EVENTS.listingCreated, { autoId, venditoreId, marca, modello });
  });
}

/**
 * Until catalogue has published every event written so far (the relay's work, and the yard's that follows it) and no
 * autovacuum works on its tables: each side starts on a machine the previous side's writes no longer keep busy.
 */
async function quiete(catalogue: Pool): Promise<void> {
  for (let i = 0; ; i++) {
    const { rows } = await catalogue.query<{ n: number; vacuum: number }>(
      `SELECT (SELECT count(*)::int FROM outbox_events WHERE published_at IS NULL) AS n,
              (SELECT count(*)::int FROM pg_stat_activity WHERE backend_type = 'autovacuum worker' AND datname = current_database()) AS vacuum`,
    );
    if (rows[0].n === 0 && rows[0].vacuum === 0) return;
    if (i > 600) throw new Error(`catalogue non si ferma: ${rows[0].n} eventi da pubblicare, ${rows[0].vacuum} autovacuum in corso`);
    await sleep(100);
  }
}

/** The floor's listings, from the rows as the sheet's parser reads them; seconds for all of them, ROWS_AT_ONCE at a time. */
async function diretto(catalogue: Pool, tokens: Pool, venditoreId: string, righe: string[][]): Promise<number> {
  const inserzioni = righe.map((celle, i) => {
    const letta = interpretaRiga(COLONNE, { riga: i + 2, celle });
    if (!letta.valida) throw new Error(`riga ${i + 2}: ${JSON.stringify(letta.errori)}`);
    return letta;
  });
  let prossima = 0;
  const corsia = async () => {
    for (let i = prossima++; i < inserzioni.length; i = prossima++) {
      await inserisci(catalogue, tokens, venditoreId, inserzioni[i].codiceInterno, inserzioni[i].inserzione);
    }
  };
  const inizio = performance.now();
  await Promise.all(Array.from({ length: ROWS_AT_ONCE }, corsia));
  return (performance.now() - inizio) / 1000;
}

/**
 * Each listing of the seller by its stock code, with its parts and its search document's words, as a comparable text;
 * and how many photos each has. The document's positions follow the order the trigger happens to read the parts in,
 * which its plan decides, so only its words are compared.
 */
async function scorta(catalogue: Pool, venditoreId: string): Promise<Map<string, { campi: string; foto: number }>> {
  const { rows } = await catalogue.query<{ codice_interno: string; campi: string; foto: number }>(
    `SELECT a.codice_interno, cardinality(a.immagini) AS foto,
            json_build_array(a.marca, a.modello, a.anno, a.km, a.cv, a.kw, a.cilindrata, a.codice_motore, a.codice_motore_norm, a.carburante,
              a.numero_telaio, a.descrizione, a.ricambi_disponibili, a.ricambi_totali, strip(a.documento_ricerca)::text,
              (SELECT json_agg(json_build_array(r.nome, r.descrizione, r.prezzo_centesimi, r.spedizione_centesimi, r.grado, r.garanzia_giorni,
                                                r.codice_oem, r.codici_oem, r.codice_cambio, r.disponibile) ORDER BY r.nome)
               FROM ricambi r WHERE r.auto_id = a.id))::text AS campi
     FROM auto a WHERE a.venditore_id = $1::uuid`,
    [venditoreId],
  );
  return new Map(rows.map((r) => [r.codice_interno, { campi: r.campi, foto: r.foto }]));
}

const gettoniSpesi = async (tokens: Pool, venditoreId: string) =>
  (
    await tokens.query<{ n: number; gettoni: number }>(
      `SELECT count(*)::int AS n, coalesce(-sum(amount), 0)::int AS gettoni FROM movimenti_gettoni
       WHERE seller_id = $1::uuid AND reason = 'creazione-inserzione'`,
      [venditoreId],
    )
  ).rows[0];

/**
 * Both sides wrote every listing, the same fields and parts for the same code, each paid once: the importing seller
 * 2·ROWS + WARMUP cars, each direct seller its `attese`.
 */
async function verifica(catalogue: Pool, tokens: Pool, venditore: string, diretti: [string, number][], confronto: string[][]) {
  const venditori: [string, number][] = [[venditore, 2 * ROWS + WARMUP], ...diretti];
  const [prodotto, ...nudi] = await Promise.all(venditori.map(([id]) => scorta(catalogue, id)));
  for (const [i, [id, attese]] of venditori.entries()) {
    const scritte = [prodotto, ...nudi][i].size;
    if (scritte !== attese) throw new Error(`auto scritte per ${id}: ${scritte}, attese ${attese}`);
    const spesi = await gettoniSpesi(tokens, id);
    if (spesi.n !== attese || spesi.gettoni !== attese * COSTO_GETTONI.creazioneInserzione) throw new Error(`addebiti di ${id}: ${JSON.stringify(spesi)}`);
  }
  for (const [codice] of confronto) {
    const p = prodotto.get(codice);
    for (const n of nudi.map((nudo) => nudo.get(codice))) {
      if (!p || !n || p.campi !== n.campi || p.foto !== 1 || n.foto !== 1) throw new Error(`${codice}: ${JSON.stringify({ importata: p, diretta: n })}`);
    }
  }
}

async function main() {
  const catalogue = new Pool({ connectionString: process.env.CATALOGUE_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/ricambiamo_catalogue_bench', max: ROWS_AT_ONCE });
  const tokens = new Pool({ connectionString: process.env.TOKENS_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/ricambiamo_tokens_bench', max: ROWS_AT_ONCE });
  try {
    const email = `bench-importazione-${Date.now()}@esempio.it`;
    const { registrati } = await graphql<{ registrati: { accessToken: string; user: { id: string } } }>(REGISTER, {
      input: { nome: 'Demolizioni Bench', email, password: PASSWORD, confermaPassword: PASSWORD, ruolo: 'venditore' },
    });
    await datiVendita(catalogue, registrati.accessToken, registrati.user.id);
    await compraGettoni((2 * ROWS + WARMUP) * COSTO_GETTONI.creazioneInserzione, registrati.accessToken);
    // One seller per direct round, so that each writes the very listings of the sheet, stock codes included.
    const diretti: [string, number][] = [];
    for (let i = 0; i < BARE_ROUNDS; i++) {
      const attese = ROWS + (i === 0 ? WARMUP : 0);
      diretti.push([await venditoreDiretto(catalogue, tokens, attese * COSTO_GETTONI.creazioneInserzione), attese]);
    }

    // Photo n of the run is the file foto-n.png; the first import's cars use 0…ROWS-1, the warm-up's the next ones.
    const nomeFoto = (n: number) => `foto-${String(n).padStart(5, '0')}.png`;
    const foto = new Map<string, Buffer>();
    for (let n = 0; n < ROWS + WARMUP; n++) foto.set(nomeFoto(n), await png(n));
    const soloFoto = (nomi: string[]) => new Map(nomi.map((nome) => [nome, foto.get(nome)!]));
    const nuove = foglio('N', ROWS, nomeFoto);
    // Other cars, the same files: each photo is found published already under the key its name and bytes give.
    const riusate = foglio('U', ROWS, nomeFoto);

    const riscaldamento = foglio('R', WARMUP, (n) => nomeFoto(ROWS + n));
    await importa(email, riscaldamento, soloFoto(riscaldamento.map((_, n) => nomeFoto(ROWS + n))));
    await diretto(catalogue, tokens, diretti[0][0], riscaldamento);

    // The direct rounds before, between and after the imports: a busier minute of the machine moves one round, not the median.
    const giri: number[] = [];
    const giro = async (i: number) => {
      await quiete(catalogue);
      giri.push(await diretto(catalogue, tokens, diretti[i][0], riusate));
    };
    await giro(0);
    await quiete(catalogue);
    const conFotoNuove = await importa(email, nuove, soloFoto(nuove.map((_, n) => nomeFoto(n))));
    await giro(1);
    await quiete(catalogue);
    const conFotoRiusate = await importa(email, riusate, soloFoto(riusate.map((_, n) => nomeFoto(n))));
    for (let i = 2; i < BARE_ROUNDS; i++) await giro(i);
    await verifica(catalogue, tokens, registrati.user.id, diretti, riusate);

    const ordinati = [...giri].sort((a, b) => a - b);
    const secondiDiretti = ordinati[Math.floor(ordinati.length / 2)];
    const rps = (secondi: number) => ROWS / secondi;
    const riga = (nome: string, secondi: number) =>
      `${nome.padEnd(38)} ${rps(secondi).toFixed(1).padStart(8)} righe/s ${secondi.toFixed(2).padStart(9)} s` +
      `   rapporto diretto / importazione ${(rps(secondiDiretti) / rps(secondi)).toFixed(2).padStart(6)}×`;
    console.log(
      `\n${ROWS} auto per lato (${PARTS} ricambi e 1 foto ciascuna), ${ROWS_AT_ONCE} alla volta come le applica l'importazione,` +
        ` dopo ${WARMUP} di riscaldamento; insert diretti: mediana di ${BARE_ROUNDS} giri\n`,
    );
    console.log(riga('importazione, foto nuove', conFotoNuove.applicazione));
    console.log(riga('importazione, foto già elaborate', conFotoRiusate.applicazione));
    console.log(
      `${'insert diretti (pg), nessuna immagine'.padEnd(38)} ${rps(secondiDiretti).toFixed(1).padStart(8)} righe/s ${secondiDiretti.toFixed(2).padStart(9)} s` +
        `   giri ${giri.map((s) => `${rps(s).toFixed(0)}`).join(', ')} righe/s`,
    );
    console.log(
      `\nAnalisi (caricamento → anteprima): foto nuove ${conFotoNuove.analisi.toFixed(2)} s (${rps(conFotoNuove.analisi).toFixed(0)} righe/s),` +
        ` foto già elaborate ${conFotoRiusate.analisi.toFixed(2)} s (${rps(conFotoRiusate.analisi).toFixed(0)} righe/s)\n`,
    );
  } finally {
    await catalogue.end();
    await tokens.end();
  }
}

runMain(main);
