// The end of `npm run test:repliche` (tools/repliche.mjs): once the product has settled, checks the invariants against
// every service's database, JetStream, the mail catcher and what the load wrote down (tools/repliche/carico.ts), prints
// them as a table with their counts, and exits non-zero if one does not hold.
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { connect } from 'nats';
import { Client } from 'pg';
import { APPS } from '@ricambiamo/config';
import { DEAD_LETTERS_STREAM, EVENTS_STREAM, NOTIFICHE_CONSERVATE, ORDERS_EVENTS } from '@ricambiamo/contracts';
// Who is notified and written to for an order event is notifications' own rule, read from its code rather than copied;
// and the benchmarks' way of running a script. Tooling may read the apps it tests.
/* eslint-disable @nx/enforce-module-boundaries */
import { emailOrdine } from '../../apps/notifications/src/ordini/email-ordine';
import type { EventoOrdine } from '../../apps/notifications/src/ordini/frasi-ordine';
import { notificheOrdine } from '../../apps/notifications/src/ordini/notifiche-ordine';
import { runMain } from '../../bench/run-main';
/* eslint-enable @nx/enforce-module-boundaries */
import { type Chiamata, type Guasto, type Rapporto, type Sottoscrittore, TENTATIVI } from './rapporto';

const rapporto = JSON.parse(readFileSync(process.env.REPLICHE_RAPPORTO!, 'utf8')) as Rapporto;
const guasti = JSON.parse(readFileSync(process.env.REPLICHE_GUASTI!, 'utf8')) as Guasto[];
const morti = JSON.parse(process.env.REPLICHE_MORTI ?? '[]') as string[];
const MAIL_URL = process.env.MAIL_CATCHER_URL ?? 'http://127.0.0.1:8025';
/** When the load started: what existed before is the seed's. */
const INIZIO = Number(process.env.REPLICHE_INIZIO);
/** How long the product may take to settle after the load: outbox relayed, consumers caught up, e-mails sent. */
const ASSESTAMENTO_MS = 90_000;
/** A live hint reaches a connected subscriber within this of the change it tells of. */
const SUGGERIMENTO_ENTRO_MS = 5000;

interface Invariante {
  nome: string;
  tiene: boolean;
  conteggi: string;
}

const databaseUrl = (app: string) => process.env[`${app.toUpperCase().replaceAll('-', '_')}_DATABASE_URL`]!;

async function conDatabase<T>(app: string, lavoro: (db: Client) => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: databaseUrl(app) });
  await db.connect();
  try {
    return await lavoro(db);
  } finally {
    await db.end();
  }
}

const righe = async <T>(app: string, sql: string, params: unknown[] = []) => conDatabase(app, async (db) => (await db.query(sql, params)).rows as T[]);

/** Waits until `fatto` holds or the settling time is over; returns whether it held. */
async function attendi(fatto: () => Promise<boolean>, fino: number): Promise<boolean> {
  while (Date.now() < fino) {
    if (await fatto()) return true;
    await sleep(1000);
  }
  return fatto();
}

const SERVIZI_CON_DATABASE = APPS.filter((app) => app.database !== null).map((app) => app.name);

async function outboxFermi(): Promise<Record<string, number>> {
  const fermi: Record<string, number> = {};
  for (const app of SERVIZI_CON_DATABASE) {
    const [{ n }] = await righe<{ n: number }>(app, `SELECT count(*)::int AS n FROM outbox_events WHERE published_at IS NULL`);
    if (n > 0) fermi[app] = n;
  }
  return fermi;
}

async function main() {
  const invarianti: Invariante[] = [];
  const aggiungi = (nome: string, tiene: boolean, conteggi: string) => invarianti.push({ nome, tiene, conteggi });
  const fino = Date.now() + ASSESTAMENTO_MS;

  // ── Messaging settles: every outbox relayed, every consumer caught up, nothing dead-lettered ──
  const nc = await connect({ servers: process.env.NATS_URL });
  const jsm = await nc.jetstreamManager();
  const inAttesa = async () => {
    const attesa: Record<string, number> = {};
    for await (const consumer of jsm.consumers.list(EVENTS_STREAM.name)) {
      const n = consumer.num_pending + consumer.num_ack_pending;
      if (n > 0) attesa[consumer.name] = n;
    }
    return attesa;
  };
  await attendi(async () => Object.keys(await outboxFermi()).length === 0, fino);
  const fermi = await outboxFermi();
  const outboxTotale = (
    await Promise.all(SERVIZI_CON_DATABASE.map((app) => righe<{ n: number }>(app, `SELECT count(*)::int AS n FROM outbox_events`)))
  ).reduce((somma, [{ n }]) => somma + n, 0);
  aggiungi(
    'outbox: nessun evento fermo oltre il relay',
    Object.keys(fermi).length === 0,
    `${outboxTotale} eventi scritti, ${Object.values(fermi).reduce((a, b) => a + b, 0)} non pubblicati ${JSON.stringify(fermi)}`,
  );
  await attendi(async () => Object.keys(await inAttesa()).length === 0, fino);
  const attesa = await inAttesa();
  const consumatori = (await jsm.consumers.list(EVENTS_STREAM.name).next()).length;
  aggiungi(
    'consumatori: ogni evento applicato, nessuno in attesa',
    Object.keys(attesa).length === 0,
    `${consumatori} consumatori durevoli, in attesa ${JSON.stringify(attesa)}`,
  );
  const processati = (
    await Promise.all(SERVIZI_CON_DATABASE.map((app) => righe<{ n: number }>(app, `SELECT count(*)::int AS n FROM processed_events`)))
  ).reduce((somma, [{ n }]) => somma + n, 0);
  const morte = (await jsm.streams.info(DEAD_LETTERS_STREAM.name).catch(() => null))?.state.messages ?? 0;
  aggiungi('lettere morte: lo stream è vuoto', morte === 0, `${morte} messaggi; ${processati} eventi registrati come applicati`);
  await nc.close();

  // ── Tokens and listings ──
  const saldi = await righe<{ seller_id: string; gettoni: number; somma: number }>(
    'tokens',
    `SELECT s.seller_id, s.gettoni, coalesce(sum(m.amount), 0)::int AS somma
     FROM saldi_gettoni s LEFT JOIN movimenti_gettoni m ON m.seller_id = s.seller_id GROUP BY s.seller_id, s.gettoni`,
  );
  const sbilanciati = saldi.filter((s) => s.gettoni !== s.somma);
  const movimenti = await righe<{ n: number }>('tokens', `SELECT count(*)::int AS n FROM movimenti_gettoni`);
  aggiungi('gettoni: ogni saldo è la somma dei suoi movimenti', sbilanciati.length === 0, `${saldi.length} saldi, ${movimenti[0].n} movimenti, ${sbilanciati.length} diversi`);

  // A debit refunded (the operation failed after the charge) pays for nothing, so it needs no listing.
  const addebiti = await righe<{ id: string; reason: string; listing_id: string | null }>(
    'tokens',
    `SELECT d.id, d.reason, d.listing_id FROM movimenti_gettoni d
     WHERE d.amount < 0 AND NOT EXISTS (SELECT 1 FROM movimenti_gettoni r WHERE r.refund_of = d.id)`,
  );
  // The demo listings come from the seed, which gives their sellers tokens and writes no debit: the run judges its own.
  const auto = await righe<{ id: string; nuova: boolean }>('catalogue', `SELECT id, created_at >= $1 AS nuova FROM auto`, [new Date(INIZIO)]);
  const autoIds = new Set(auto.map((a) => a.id));
  const senzaInserzione = addebiti.filter((d) => d.listing_id === null || !autoIds.has(d.listing_id));
  aggiungi(
    'ogni addebito ha la sua inserzione o modifica',
    senzaInserzione.length === 0,
    `${addebiti.length} addebiti (${addebiti.filter((d) => d.reason === 'creazione-inserzione').length} creazioni), ${senzaInserzione.length} senza inserzione`,
  );
  const pagate = new Set(addebiti.filter((d) => d.reason === 'creazione-inserzione').map((d) => d.listing_id));
  const nuove = auto.filter((a) => a.nuova);
  const senzaAddebito = nuove.filter((a) => !pagate.has(a.id));
  aggiungi(
    'nessuna inserzione senza il suo addebito',
    senzaAddebito.length === 0 && nuove.length > 0,
    `${nuove.length} inserzioni create dalla prova (${auto.length - nuove.length} del seed), ${senzaAddebito.length} senza addebito`,
  );

  // ── Orders and parts ──
  const ordiniRicambi = await righe<{ ordine_id: string; ricambio_id: string; stato: string }>(
    'orders',
    `SELECT o.id AS ordine_id, r.ricambio_id, o.stato::text AS stato FROM ordini o JOIN ordini_ricambi r ON r.ordine_id = o.id`,
  );
  const aperti = ordiniRicambi.filter((r) => r.stato === 'pending' || r.stato === 'processing');
  const perRicambio = new Map<string, Set<string>>();
  for (const r of aperti) perRicambio.set(r.ricambio_id, (perRicambio.get(r.ricambio_id) ?? new Set()).add(r.ordine_id));
  const doppi = [...perRicambio.values()].filter((ordini) => ordini.size > 1).length;
  const ordiniAperti = new Set(aperti.map((r) => r.ordine_id));
  aggiungi('nessun ricambio in due ordini aperti', doppi === 0, `${ordiniAperti.size} ordini aperti su ${new Set(ordiniRicambi.map((r) => r.ordine_id)).size}, ${doppi} ricambi contesi`);
  const tenuti = await righe<{ id: string; ordine_id: string | null }>('catalogue', `SELECT id, ordine_id FROM ricambi WHERE id = ANY($1::uuid[])`, [
    aperti.map((r) => r.ricambio_id),
  ]);
  const tenutoDa = new Map(tenuti.map((r) => [r.id, r.ordine_id]));
  const scoperti = aperti.filter((r) => tenutoDa.get(r.ricambio_id) !== r.ordine_id);
  aggiungi('ogni ordine aperto ha i suoi ricambi riservati', scoperti.length === 0, `${aperti.length} ricambi di ordini aperti, ${scoperti.length} non riservati all'ordine`);

  // ── Notifications and e-mails of every order event ──
  const eventi = await righe<{ id: string; subject: string; payload: unknown; occurred_at: Date }>(
    'orders',
    `SELECT id, subject, payload, occurred_at FROM outbox_events WHERE subject = ANY($1)`,
    [Object.values(ORDERS_EVENTS).map((e) => e.subject)],
  );
  const eventiOrdine = eventi.map((e) => ({ id: e.id, subject: e.subject, payload: e.payload, occurredAt: e.occurred_at.toISOString() }) as EventoOrdine);
  const notifiche = await righe<{ evento_id: string; user_id: string; n: number }>(
    'notifications',
    `SELECT evento_id, user_id, count(*)::int AS n FROM notifiche WHERE evento_id = ANY($1::uuid[]) GROUP BY evento_id, user_id`,
    [eventiOrdine.map((e) => e.id)],
  );
  const notificate = new Map(notifiche.map((n) => [`${n.evento_id}/${n.user_id}`, n.n]));
  // A user keeps the newest NOTIFICHE_CONSERVATE notifications (in the time of their events): an older one may be gone.
  const conservate = await righe<{ user_id: string; n: number; dal: Date }>(
    'notifications',
    `SELECT user_id, count(*)::int AS n, min(created_at) AS dal FROM notifiche GROUP BY user_id`,
  );
  const piuVecchiaConservata = new Map(conservate.filter((c) => c.n >= NOTIFICHE_CONSERVATE).map((c) => [c.user_id, c.dal.getTime()]));
  let notificheAttese = 0;
  let sfoltite = 0;
  const notificheSbagliate: string[] = [];
  for (const evento of eventiOrdine) {
    for (const { utenteId } of notificheOrdine(evento)) {
      notificheAttese++;
      const n = notificate.get(`${evento.id}/${utenteId}`);
      if (n === undefined && Date.parse(evento.occurredAt) <= (piuVecchiaConservata.get(utenteId) ?? -Infinity)) sfoltite++;
      else if (n !== 1) notificheSbagliate.push(`${evento.subject} ${evento.id} → ${utenteId}`);
    }
  }
  const notificheInPiu = notifiche.length - (notificheAttese - sfoltite - notificheSbagliate.length);
  aggiungi(
    'ogni evento d’ordine: una notifica per destinatario',
    notificheSbagliate.length === 0 && notificheInPiu === 0,
    `${eventiOrdine.length} eventi, ${notificheAttese} notifiche attese, ${sfoltite} già oltre le ${NOTIFICHE_CONSERVATE} conservate, ` +
      `${notificheSbagliate.length} mancanti, ${notificheInPiu} in più`,
  );

  // Every e-mail of an order event sent, each once at the catcher: a retry after a crash keeps its Message-ID.
  const emailAttese = eventiOrdine.flatMap((evento) => emailOrdine(evento, 'http://localhost').map((email) => `${evento.id}/${email.destinatario}`));
  const inviabili = await attendi(async () => {
    const [{ n }] = await righe<{ n: number }>('notifications', `SELECT count(*)::int AS n FROM email WHERE stato <> 'inviata' AND evento_id = ANY($1::uuid[])`, [
      eventiOrdine.map((e) => e.id),
    ]);
    return n === 0;
  }, fino);
  const email = await righe<{ chiave: string; stato: string }>(
    'notifications',
    `SELECT evento_id || '/' || destinatario AS chiave, stato::text AS stato FROM email WHERE evento_id = ANY($1::uuid[])`,
    [eventiOrdine.map((e) => e.id)],
  );
  const scritte = new Set(email.map((e) => e.chiave));
  const emailMancanti = emailAttese.filter((chiave) => !scritte.has(chiave)).length;
  const posta = (await (await fetch(`${MAIL_URL}/messages`)).json()) as { messageId: string }[];
  const consegne = new Map<string, number>();
  for (const { messageId } of posta) consegne.set(messageId, (consegne.get(messageId) ?? 0) + 1);
  const consegneDoppie = [...consegne.values()].filter((n) => n > 1).length;
  aggiungi(
    'ogni evento d’ordine: una e-mail per destinatario',
    inviabili && emailMancanti === 0 && email.length === emailAttese.length && consegneDoppie === 0,
    `${emailAttese.length} attese, ${email.length} scritte, ${email.filter((e) => e.stato === 'inviata').length} inviate; ` +
      `${posta.length} consegnate al server di posta, ${consegneDoppie} consegnate due volte`,
  );

  // ── Live updates ──
  const perGateway = rapporto.connessioniPerGateway;
  aggiungi(
    'sottoscrizioni live aperte su entrambi i gateway',
    perGateway.length === 2 && perGateway.every((n) => n > 0),
    `connessioni per gateway all'inizio: ${perGateway.join(' e ')}`,
  );
  aggiungi(...(await aggiornamentiLive(rapporto.sottoscrittori)));

  // ── Requests ──
  for (const riga of richieste(rapporto.chiamate)) aggiungi(...riga);
  const giriFalliti = Object.entries(rapporto.giriFalliti);
  aggiungi(
    'il carico ha fatto tutto il suo lavoro',
    giriFalliti.length === 0 && process.env.REPLICHE_CARICO_CODE === '0',
    `${guasti.length} guasti, codice ${process.env.REPLICHE_CARICO_CODE}; giri falliti ${JSON.stringify(rapporto.giriFalliti)}, ` +
      `interrotti da una scrittura senza chiave ${JSON.stringify(rapporto.giriInterrotti)}`,
  );
  aggiungi('nessun processo morto se non ucciso dalla prova', morti.length === 0, morti.length === 0 ? `${guasti.length} uccisi e riavviati` : morti.join(', '));

  const larghezza = Math.max(...invarianti.map((i) => i.nome.length));
  console.log(`\nInvarianti dopo ${guasti.length} guasti (${guasti.map((g) => g.processo).join(', ')}):`);
  for (const i of invarianti) console.log(`  ${i.tiene ? 'tiene   ' : 'NON TIENE'} ${i.nome.padEnd(larghezza)}  ${i.conteggi}`);
  if (invarianti.some((i) => !i.tiene)) process.exit(1);
}

/** Was the attempt under way when a process died (or while nats-server or Redis was away)? */
const durante = (c: Chiamata) => guasti.some((g) => c.inizio <= g.riavviato && c.fine >= g.ucciso);

/**
 * No request failed but those under way when a process died (or nats-server or Redis was away), each with an
 * uncertain outcome (no answer, or the gateway's INTERNAL): the web sends a read and a keyed write again, and none of
 * those failed for good. A write without a key is sent once: its failure is shown as the generic error and the user
 * decides, so those are counted on a row of their own.
 */
function richieste(chiamate: Chiamata[]): [string, boolean, string][] {
  const fallite = chiamate.filter((c) => c.esito !== 'ok' && c.esito !== 'atteso');
  const fuoriGuasto = fallite.filter((c) => !durante(c));
  const nonRipetibili = fallite.filter((c) => c.esito !== 'NETWORK' && c.esito !== 'INTERNAL');
  const perse = fallite.filter((c) => c.tipo !== 'scrittura' && c.tentativo === TENTATIVI);
  const ripetute = fallite.filter((c) => c.tipo !== 'scrittura');
  const senzaChiave = fallite.filter((c) => c.tipo === 'scrittura');
  const perOp = (elenco: Chiamata[]) => {
    const conteggi = new Map<string, number>();
    for (const c of elenco) conteggi.set(`${c.op} ${c.esito}`, (conteggi.get(`${c.op} ${c.esito}`) ?? 0) + 1);
    return JSON.stringify(Object.fromEntries(conteggi));
  };
  const vicino = (c: Chiamata) => {
    const g = guasti.reduce((a, b) => (Math.abs(b.ucciso - c.inizio) < Math.abs(a.ucciso - c.inizio) ? b : a));
    return `${g.processo} ucciso ${g.ucciso - c.inizio} ms dopo l'inizio, pronto ${g.riavviato - c.fine} ms dopo la fine`;
  };
  const esempi = [...fuoriGuasto, ...nonRipetibili].slice(0, 5).map((c) => `${c.op} ${c.esito} in ${c.fine - c.inizio} ms (${vicino(c)})`);
  const ripetuteOk = ripetute.filter((c) => durante(c) && (c.esito === 'NETWORK' || c.esito === 'INTERNAL'));
  const senzaChiaveOk = senzaChiave.filter((c) => durante(c) && (c.esito === 'NETWORK' || c.esito === 'INTERNAL'));
  return [
    [
      'nessuna richiesta fallita fuori da un guasto, né con un errore definitivo',
      fuoriGuasto.length === 0 && nonRipetibili.length === 0,
      `${chiamate.length} richieste, ${fallite.length} fallite: ${fuoriGuasto.length} fuori da un guasto, ${nonRipetibili.length} con un errore definitivo` +
        `${esempi.length > 0 ? `; ${esempi.join('; ')}` : ''}`,
    ],
    [
      'letture e scritture con chiave: ripetute dal web e riuscite',
      perse.length === 0 && ripetuteOk.length === ripetute.length,
      `${ripetute.length} tentativi falliti durante un guasto ${perOp(ripetute)}, ${perse.length} operazioni perse dopo ${TENTATIVI} tentativi` +
        `${perse.length > 0 ? `; ${perse.slice(0, 5).map((c) => `${c.op} ${c.esito} (${vicino(c)})`).join('; ')}` : ''}`,
    ],
    [
      'scritture senza chiave: fallite solo se in volo su un guasto, con esito incerto',
      senzaChiaveOk.length === senzaChiave.length,
      `${chiamate.filter((c) => c.tipo === 'scrittura').length} inviate, ${senzaChiave.length} fallite ${perOp(senzaChiave)}`,
    ],
  ];
}

const RANGO: Record<string, number> = { pending: 0, processing: 1, completed: 2, cancelled: 2 };

/**
 * Every subscriber heard of each change to its orders: by a hint within SUGGERIMENTO_ENTRO_MS while it was connected,
 * or else by the refetch its client makes on reconnecting, which shows the order in that state or a later one.
 */
async function aggiornamentiLive(sottoscrittori: Sottoscrittore[]): Promise<[string, boolean, string]> {
  const utenti = await righe<{ id: string; email: string }>('identity', `SELECT id, email::text AS email FROM users WHERE email = ANY($1)`, [sottoscrittori.map((s) => s.email)]);
  const idDi = new Map(utenti.map((u) => [u.email, u.id]));
  const passaggi = await righe<{ ordine_id: string; stato: string; at: Date; venditore_id: string; acquirente_id: string }>(
    'orders',
    `SELECT p.ordine_id, p.stato::text AS stato, p.il AS at, o.venditore_id, o.acquirente_id
     FROM passaggi_stato p JOIN ordini o ON o.id = p.ordine_id`,
  );
  let suggeriti = 0;
  let recuperati = 0;
  const persi: string[] = [];
  for (const s of sottoscrittori) {
    const utente = idDi.get(s.email);
    const inizio = s.connessioni[0]?.da ?? Infinity;
    for (const p of passaggi) {
      const at = p.at.getTime();
      if ((p.venditore_id !== utente && p.acquirente_id !== utente) || at < inizio) continue;
      const connesso = s.connessioni.some((c) => c.da <= at && (c.a === null || c.a >= at + SUGGERIMENTO_ENTRO_MS));
      if (connesso && s.suggerimenti.some((h) => h.argomento === 'ordini' && h.a >= at && h.a <= at + SUGGERIMENTO_ENTRO_MS)) {
        suggeriti++;
      } else if (s.letture.some((l) => l.inizio >= at && (RANGO[l.ordini[p.ordine_id]] ?? -1) >= RANGO[p.stato])) {
        recuperati++;
      } else {
        persi.push(`${s.nome}: ${p.ordine_id} ${p.stato}`);
      }
    }
  }
  const riconnessioni = sottoscrittori.reduce((n, s) => n + s.connessioni.length - 1, 0);
  return [
    'aggiornamenti live: ogni cambiamento arrivato a ogni sottoscrittore',
    persi.length === 0 && suggeriti > 0,
    `${sottoscrittori.length} sottoscrittori, ${riconnessioni} riconnessioni; ${suggeriti} per suggerimento, ${recuperati} dalla rilettura, ` +
      `${persi.length} persi${persi.length > 0 ? `: ${persi.slice(0, 3).join('; ')}` : ''}`,
  ];
}

runMain(main);
