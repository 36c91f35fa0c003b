import { readFileSync } from 'node:fs';

/** A process's resident memory in MB, as Linux counts it (VmRSS): what a container's memory limit is measured on. */
export const rssMb = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
