/**
 * Runs `lavoro` on each element, at most `quanti` at once, started in order. The first failure stops new starts and is
 * thrown once the running ones have ended, so nothing is left half-done behind the caller's back.
 */
export async function inParallelo<T>(elementi: readonly T[], quanti: number, lavoro: (elemento: T) => Promise<void>): Promise<void> {
  let prossimo = 0;
  let fallimento: { errore: unknown } | null = null;
  const corsia = async () => {
    while (!fallimento && prossimo < elementi.length) {
      const elemento = elementi[prossimo++];
      try {
        await lavoro(elemento);
      } catch (errore) {
        fallimento ??= { errore };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(quanti, elementi.length) }, corsia));
  if (fallimento) throw (fallimento as { errore: unknown }).errore;
}
