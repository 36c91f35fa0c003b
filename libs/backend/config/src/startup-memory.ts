/**
 * Collects what an app's start-up left behind and gives the freed memory back, once the app is up.
 *
 * Booting (Nest's modules, the GraphQL schema, the Prisma client) leaves 10–25 MB of garbage in the old generation and
 * a young generation grown to its largest. An app then idles with little allocation, so V8 never runs the full
 * collection that would start its memory reducer: that memory stayed resident for as long as the app was idle. One
 * "last resort" collection (several full passes that shrink the young generation and release pooled pages) takes
 * 60–120 ms. It runs once listening, and once more a few seconds later: meanwhile the app's clients finish connecting
 * and its consumers start (NATS, JetStream, Redis), and what they allocated stayed resident the same way, 3–4 MB of the
 * gateway (docs/performance.md, "Start-up and idle memory").
 *
 * `gc` exists only with `--expose-gc`, which apps.json's runtime flags give every compiled app (the integration tests'
 * processes too); an app run from TypeScript in development has no such flag and skips it. The later collection's
 * timer keeps no process alive.
 */
export const SETTLED_AFTER_MS = 5000;

export function releaseStartupMemory(): void {
  const gc = globalThis.gc;
  if (!gc) return;
  const collect = () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  collect();
  setTimeout(collect, SETTLED_AFTER_MS).unref();
}
