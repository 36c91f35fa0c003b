// CPU time of processes (user + system, from /proc on Linux): what each process of a side costs per request. A ratio
// of requests per second says how much slower a side is; this says which process the difference is spent in.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times: 100 on Linux unless the kernel was built otherwise. */
const TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());

/** The processes whose command line matches `pattern` (pgrep -f); none is an empty list. */
export function pidsMatching(pattern: string): number[] {
  try {
    return execFileSync('pgrep', ['-f', pattern]).toString().trim().split('\n').map(Number);
  } catch {
    return [];
  }
}

/** Milliseconds of CPU a process has used; null once it is gone. */
function cpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command name, which may itself hold ") ": state is field 3, utime and stime fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
  } catch {
    return null;
  }
}

/** Process groups by name, looked up afresh on each call: a pool opens connections, PostgreSQL starts workers. */
export type Processi = () => Record<string, number[]>;

const letture = (processi: Processi) =>
  new Map(Object.entries(processi()).map(([nome, pids]) => [nome, new Map(pids.map((pid) => [pid, cpuMs(pid)]))]));

/**
 * The CPU each group spent on `run`, in ms per request over `requests`: a process started during the run counts from
 * zero, one that ended during it is left out (what it used since the first reading cannot be read any more).
 */
async function cpuPerRequest(processi: Processi, requests: number, run: () => Promise<unknown>): Promise<Record<string, number>> {
  const prima = letture(processi);
  await run();
  const dopo = letture(processi);
  return Object.fromEntries(
    [...dopo].map(([nome, pids]) => {
      let ms = 0;
      for (const [pid, fine] of pids) if (fine !== null) ms += fine - (prima.get(nome)?.get(pid) ?? 0);
      return [nome, ms / requests];
    }),
  );
}

/** Each side's `run` (`requests` requests) once more, one after the other; prints the ms of CPU per request of every process. */
export async function printCpuPerSide(processi: Processi, lati: [string, () => Promise<unknown>][], requests: number): Promise<void> {
  const assenti = Object.entries(processi()).filter(([, pids]) => pids.length === 0);
  for (const [nome] of assenti) console.warn(`CPU: nessun processo trovato per ${nome}, la sua riga vale 0`);
  const perLato: Record<string, number>[] = [];
  for (const [, run] of lati) perLato.push(await cpuPerRequest(processi, requests, run));
  console.log(`\nms di CPU per richiesta, processo per processo (/proc, ${requests} richieste per lato)`);
  console.log(`${'processo'.padEnd(16)}${lati.map(([nome]) => nome.padStart(16)).join('')}`);
  const cella = (ms: number) => ms.toFixed(3).padStart(16);
  for (const nome of Object.keys(perLato[0])) console.log(`${nome.padEnd(16)}${perLato.map((lato) => cella(lato[nome])).join('')}`);
  console.log(`${'totale'.padEnd(16)}${perLato.map((lato) => cella(Object.values(lato).reduce((a, b) => a + b, 0))).join('')}`);
}

const cpuTotale = (processi: Processi) =>
  [...letture(processi).values()].flatMap((pids) => [...pids.values()]).reduce<number>((somma, ms) => somma + (ms ?? 0), 0);

/** The CPU the groups together use in one second, in ms: at rest, the relays' polling and the timers. */
export async function ritmo(processi: Processi): Promise<number> {
  const prima = cpuTotale(processi);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return cpuTotale(processi) - prima;
}

/**
 * Resolves once the groups are back to their rate at rest (`riposoMs` a second, plus a margin), or after `massimoMs`:
 * the events a side's requests caused (e-mails, notifications, reputation) have been handled, and their cost is that
 * side's.
 */
export async function quiete(processi: Processi, riposoMs: number, { massimoMs = 60_000 } = {}): Promise<void> {
  const fine = Date.now() + massimoMs;
  while (Date.now() < fine) if ((await ritmo(processi)) <= riposoMs * 1.5 + 20) return;
}
