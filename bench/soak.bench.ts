// The load of `npm run bench:soak` (bench/run.mjs --soak starts the stack and reads each process's memory): for
// SOAK_SECONDS, at a steady SOAK_RATE operations a second, a mix of what the product does (home searches with and
// without words, logins, the seller's listing edits, orders placed and some cancelled by the seller, messages between
// buyer and seller, saved searches with their alerts), through the gateway as the web app sends them. Prints how many
// of each ran and failed; exits non-zero if any failed. The gateway's rate limits must be off (the bench stack turns
// them off); the services' own limits are kept to, as a user would meet them.
import { setTimeout as sleep } from 'node:timers/promises';
import { MESSAGGI_AL_MINUTO } from '@ricambiamo/contracts';
import { checkout, conDatabaseOrdini, seedCars } from './auto';
import { graphql, login } from './gateway';
import { runMain } from './run-main';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const RATE = Number(process.env.SOAK_RATE ?? 40);
const SELLER = { email: 'venditore@ricambiamo.it', password: 'demo1234' };
const BUYER = { email: 'acquirente@ricambiamo.it', password: 'demo1234' };

const SEARCH = `query Cerca($filter: SearchListingsInput) {
  cercaAuto(filter: $filter) { total totaleEsatto items { id marca modello immagine ricambiDisponibili } }
}`;
const FILTRI = [{}, { q: 'centralina' }, { q: 'fanale' }, { marca: 'fiat' }, { soloDisponibili: true }, { page: 2 }, { annoDa: 2010 }];

const MINE = `query { mieAuto { id immagine } }`;
const BALANCE = `{ saldoGettoni }`;
const START = `mutation Start($packId: String!) { avviaAcquistoGettoni(packId: $packId) { sessionId } }`;
const PAY = `mutation Pay($id: String!) { pagaCheckoutSviluppo(sessionId: $id) { status } }`;
const FOR_EDIT = `query Edit($id: ID!) { autoDaModificare(id: $id) { immagini ricambi { id nome prezzoCentesimi spedizioneCentesimi } } }`;
const UPDATE = `mutation Update($input: UpdateListingInput!) { modificaAuto(input: $input) { id } }`;
const PLACE = `mutation Place($input: PlaceOrderInput!) { effettuaOrdine(input: $input) { id stato } }`;
const STATUS = `mutation Stato($input: UpdateOrderStatusInput!) { aggiornaStatoOrdine(input: $input) { id stato } }`;
const CONVERSATION = `mutation Conversazione($autoId: ID!) { conversazioneInserzione(autoId: $autoId) { id } }`;
const MESSAGE = `mutation Messaggio($id: ID!, $testo: String!) { inviaMessaggio(conversazioneId: $id, testo: $testo) { id } }`;
const SAVE_SEARCH = `mutation Salva($input: SalvaRicercaInput!) { salvaRicerca(input: $input) { id } }`;
const DELETE_SEARCH = `mutation Elimina($id: ID!) { eliminaRicerca(ricercaId: $id) }`;

/** Each edit costs the seller a token: packs of 500 through the development checkout, until the run's edits are covered. */
async function gettoniPer(modifiche: number, token: string): Promise<void> {
  const saldo = async () => (await graphql<{ saldoGettoni: number }>(BALANCE, {}, token)).saldoGettoni;
  const obiettivo = (await saldo()) + modifiche;
  for (let comprati = 0; comprati < modifiche; comprati += 500) {
    const { avviaAcquistoGettoni } = await graphql<{ avviaAcquistoGettoni: { sessionId: string } }>(START, { packId: 'gettoni-500' }, token);
    await graphql(PAY, { id: avviaAcquistoGettoni.sessionId }, token);
  }
  // The purchase is credited by an event: wait for it, so the load does not start short of tokens.
  for (let i = 0; (await saldo()) < obiettivo; i++) {
    if (i > 100) throw new Error('i gettoni comprati non sono arrivati');
    await sleep(100);
  }
}

interface Operazione {
  nome: string;
  /** Out of TURNO operations. */
  peso: number;
  esegui: (n: number) => Promise<unknown>;
}

/** Operations per turn: the weights below add up to it. */
const TURNO = 80;

async function main() {
  const venditore = await login(SELLER.email, SELLER.password);
  const acquirente = await login(BUYER.email, BUYER.password);
  // The demo listings, with their photos: not the bare cars an earlier run wrote for its orders.
  const mieAuto = (await graphql<{ mieAuto: { id: string; immagine: string | null }[] }>(MINE, {}, venditore)).mieAuto.filter((a) => a.immagine);
  if (mieAuto.length === 0) throw new Error('il venditore demo non ha inserzioni da modificare');

  const modifica = async (n: number) => {
    const id = mieAuto[n % mieAuto.length].id;
    const { autoDaModificare } = await graphql<{ autoDaModificare: { immagini: string[]; ricambi: object[] } }>(FOR_EDIT, { id }, venditore);
    await graphql(UPDATE, { input: { id, descrizione: `Descrizione aggiornata dal soak, giro ${n}`, ...autoDaModificare } }, venditore);
  };
  // Each order takes a car of its own, written straight into catalogue beforehand (bench/auto.ts), so that orders never
  // wait on each other's parts; every other one is then cancelled by the seller, which releases its parts.
  const ordini = Math.ceil((SECONDS * RATE * 2) / TURNO) + 1;
  const auto = await conDatabaseOrdini(1, ({ catalogue }) => seedCars(catalogue, ordini));
  const ordina = async (n: number) => {
    const { effettuaOrdine } = await graphql<{ effettuaOrdine: { id: string } }>(PLACE, { input: checkout(auto[n % auto.length]) }, acquirente);
    if (n % 2 === 0) await graphql(STATUS, { input: { ordineId: effettuaOrdine.id, stato: 'cancelled' } }, venditore);
  };
  // One conversation about the seller's first listing, the two sides writing in turn, each within its limit a minute.
  const { conversazioneInserzione } = await graphql<{ conversazioneInserzione: { id: string } }>(CONVERSATION, { autoId: mieAuto[0].id }, acquirente);
  const scrivi = (n: number) =>
    graphql(MESSAGE, { id: conversazioneInserzione.id, testo: `Messaggio ${n} del soak: il ricambio è ancora disponibile?` }, n % 2 ? venditore : acquirente);
  // A saved search with its alerts, then deleted, so the buyer stays below the limit of saved searches.
  const avviso = async (n: number) => {
    const filtri = FILTRI[n % FILTRI.length];
    const { salvaRicerca } = await graphql<{ salvaRicerca: { id: string } }>(
      SAVE_SEARCH,
      { input: { nome: `Soak ${n}`, frequenza: 'subito', filtri: { marca: 'Fiat', ...filtri, page: undefined } } },
      acquirente,
    );
    await graphql(DELETE_SEARCH, { id: salvaRicerca.id }, acquirente);
  };
  const operazioni: Operazione[] = [
    { nome: 'ricerca', peso: 68, esegui: (n) => graphql(SEARCH, { filter: FILTRI[n % FILTRI.length] }) },
    // The password hash is memory-hard on purpose: a login in 40 operations is already more than users log in.
    { nome: 'login', peso: 2, esegui: () => login(BUYER.email, BUYER.password) },
    { nome: 'modifica inserzione', peso: 6, esegui: modifica },
    { nome: 'ordine', peso: 2, esegui: ordina },
    { nome: 'messaggio', peso: 1, esegui: scrivi },
    { nome: 'ricerca salvata', peso: 1, esegui: avviso },
  ];
  const turno = operazioni.flatMap((op) => Array.from({ length: op.peso }, () => op));
  if (turno.length !== TURNO) throw new Error(`i pesi danno ${turno.length} operazioni per turno, non ${TURNO}`);
  const messaggiAlMinuto = (RATE * 60 * (operazioni.find((op) => op.esegui === scrivi)?.peso ?? 0)) / TURNO / 2;
  if (messaggiAlMinuto > MESSAGGI_AL_MINUTO) throw new Error(`${messaggiAlMinuto} messaggi al minuto per lato superano il limite`);
  const pesoModifiche = operazioni.find((op) => op.esegui === modifica)!.peso;
  await gettoniPer(Math.ceil((SECONDS * RATE * pesoModifiche) / turno.length) + 1, venditore);
  const conteggi = new Map(operazioni.map((op) => [op.nome, { volte: 0, ok: 0, errori: 0 }]));

  // Open loop: one request every 1/RATE seconds whatever the previous ones are doing, as users would arrive.
  const inVolo = new Set<Promise<void>>();
  const inizio = performance.now();
  for (let n = 0; performance.now() - inizio < SECONDS * 1000; n++) {
    const op = turno[n % turno.length];
    const conteggio = conteggi.get(op.nome)!;
    // Each operation counts its own turns: the n-th order takes the n-th car, messages alternate their sender.
    const richiesta = op
      .esegui(conteggio.volte++)
      .then(() => void conteggio.ok++)
      .catch((err: unknown) => {
        conteggio.errori++;
        if (conteggio.errori <= 3) console.error(`${op.nome}: ${err instanceof Error ? err.message : String(err)}`);
      })
      .finally(() => inVolo.delete(richiesta));
    inVolo.add(richiesta);
    await sleep(Math.max(0, inizio + ((n + 1) * 1000) / RATE - performance.now()));
  }
  await Promise.all(inVolo);

  let errori = 0;
  console.log(`\nSoak: ${SECONDS} s a ${RATE} operazioni/s`);
  for (const [nome, { ok, errori: e }] of conteggi) {
    console.log(`  ${nome.padEnd(20)} ${String(ok).padStart(7)} riuscite ${String(e).padStart(5)} fallite`);
    errori += e;
  }
  if (errori > 0) process.exit(1);
}

runMain(main);
