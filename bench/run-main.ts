/** Runs a benchmark's main; a failure ends the process with status 1 and its message, so `npm run bench` stops on it. */
export function runMain(main: () => Promise<void>): void {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
