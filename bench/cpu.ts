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

/** Milliseconds of CPU a process has used; a process already gone counts as 0. */
function cpuMs(pid: number): number {
  try {
    // After the command name in parentheses: state is field 3, utime and stime fields 14 and 15.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
  } catch {
    return 0;
  }
}

export type Gruppi = Record<string, number[]>;

/** Each group's CPU in ms, its processes added up. */
export const cpuOf = (gruppi: Gruppi): Record<string, number> =>
  Object.fromEntries(Object.entries(gruppi).map(([nome, pids]) => [nome, pids.reduce((ms, pid) => ms + cpuMs(pid), 0)]));

/** The CPU each group spent on `run`, in ms per request over `requests`. */
async function cpuPerRequest(gruppi: Gruppi, requests: number, run: () => Promise<unknown>): Promise<Record<string, number>> {
  const prima = cpuOf(gruppi);
  await run();
  const dopo = cpuOf(gruppi);
  return Object.fromEntries(Object.keys(gruppi).map((nome) => [nome, (dopo[nome] - prima[nome]) / requests]));
}

/**
 * Each side's `run` (`requests` requests) once more, one after the other, with the processes found anew before each
 * (a pool may have opened a connection, PostgreSQL a backend); prints the ms of CPU per request of every process.
 */
export async function printCpuPerSide(processi: () => Gruppi, lati: [string, () => Promise<unknown>][], requests: number): Promise<void> {
  const perLato: Record<string, number>[] = [];
  for (const [, run] of lati) perLato.push(await cpuPerRequest(processi(), requests, run));
  console.log(`\nms di CPU per richiesta, processo per processo (/proc, ${requests} richieste per lato)`);
  console.log(`${'processo'.padEnd(16)}${lati.map(([nome]) => nome.padStart(16)).join('')}`);
  const cella = (ms: number) => ms.toFixed(3).padStart(16);
  for (const nome of Object.keys(perLato[0])) console.log(`${nome.padEnd(16)}${perLato.map((lato) => cella(lato[nome])).join('')}`);
  console.log(`${'totale'.padEnd(16)}${perLato.map((lato) => cella(Object.values(lato).reduce((a, b) => a + b, 0))).join('')}`);
}
