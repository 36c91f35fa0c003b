// The load of `npm run bench:soak` (bench/run.mjs --soak starts the stack and reads each process's memory): for
// SOAK_SECONDS, at a steady SOAK_RATE requests a second, a mix of what the product does most (home searches with and
// without words, logins, the seller's listing edits), through the gateway as the web app sends them. Prints how many
// of each ran and failed; exits non-zero if any failed. Rate limits must be off (the bench stack turns them off).
import { setTimeout as sleep } from 'node:timers/promises';
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

const MINE = `query { mieAuto { id } }`;
const BALANCE = `{ saldoGettoni }`;
const START = `mutation Start($packId: String!) { avviaAcquistoGettoni(packId: $packId) { sessionId } }`;
const PAY = `mutation Pay($id: String!) { pagaCheckoutSviluppo(sessionId: $id) { status } }`;
const FOR_EDIT = `query Edit($id: ID!) { autoDaModificare(id: $id) { immagini ricambi { id nome prezzoCentesimi spedizioneCentesimi } } }`;
const UPDATE = `mutation Update($input: UpdateListingInput!) { modificaAuto(input: $input) { id } }`;

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
  /** Out of 20 requests. */
  peso: number;
  esegui: (n: number) => Promise<unknown>;
}

async function main() {
  const venditore = await login(SELLER.email, SELLER.password);
  const { mieAuto } = await graphql<{ mieAuto: { id: string }[] }>(MINE, {}, venditore);
  if (mieAuto.length === 0) throw new Error('il venditore demo non ha inserzioni da modificare');

  const modifica = async (n: number) => {
    const id = mieAuto[n % mieAuto.length].id;
    const { autoDaModificare } = await graphql<{ autoDaModificare: { immagini: string[]; ricambi: object[] } }>(FOR_EDIT, { id }, venditore);
    await graphql(UPDATE, { input: { id, descrizione: `Descrizione aggiornata dal soak, giro ${n}`, ...autoDaModificare } }, venditore);
  };
  const operazioni: Operazione[] = [
    { nome: 'ricerca', peso: 17, esegui: (n) => graphql(SEARCH, { filter: FILTRI[n % FILTRI.length] }) },
    // The password hash is memory-hard on purpose: a login in 20 requests is already more than users log in.
    { nome: 'login', peso: 1, esegui: () => login(BUYER.email, BUYER.password) },
    { nome: 'modifica inserzione', peso: 2, esegui: modifica },
  ];
  const turno = operazioni.flatMap((op) => Array.from({ length: op.peso }, () => op));
  const pesoModifiche = operazioni.find((op) => op.esegui === modifica)!.peso;
  await gettoniPer(Math.ceil((SECONDS * RATE * pesoModifiche) / turno.length) + 1, venditore);
  const conteggi = new Map(operazioni.map((op) => [op.nome, { ok: 0, errori: 0 }]));

  // Open loop: one request every 1/RATE seconds whatever the previous ones are doing, as users would arrive.
  const inVolo = new Set<Promise<void>>();
  const inizio = performance.now();
  for (let n = 0; performance.now() - inizio < SECONDS * 1000; n++) {
    const op = turno[n % turno.length];
    const conteggio = conteggi.get(op.nome)!;
    const richiesta = op
      .esegui(n)
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
  console.log(`\nSoak: ${SECONDS} s a ${RATE} richieste/s`);
  for (const [nome, { ok, errori: e }] of conteggi) {
    console.log(`  ${nome.padEnd(20)} ${String(ok).padStart(7)} riuscite ${String(e).padStart(5)} fallite`);
    errori += e;
  }
  if (errori > 0) process.exit(1);
}

runMain(main);
