import type { Job } from 'bullmq';

export type JobHandler = (job: Job) => Promise<unknown>;

/**
 * docs/conventions.md#jobs-and-consumers: every job name of a queue has a handler, checked when the worker starts, so a producer that
 * ships a new job before its consumer makes the rollout fail loudly instead of failing jobs one by one.
 */
export function assertEveryJobHandled(queue: string, jobNames: readonly string[], handlers: Record<string, JobHandler | undefined>): void {
  const missing = jobNames.filter((name) => typeof handlers[name] !== 'function');
  if (missing.length > 0) throw new Error(`Queue ${queue}: no handler for job ${missing.join(', ')}`);
}
