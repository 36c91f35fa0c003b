/** What a read model writes through: the upsert of a generated Prisma model, keyed by the row's id. */
interface ModelloPerId<R> {
  upsert(args: { where: { id: string }; create: R; update: Omit<R, 'id'> }): PromiseLike<unknown>;
}

/**
 * Writes a read model's row as the latest event describes it: created the first time, every field but the id replaced
 * after, so the same event applied again leaves the same row.
 */
export async function sostituisciPerId<R extends { id: string }>(modello: ModelloPerId<R>, riga: R): Promise<void> {
  const { id, ...dati } = riga;
  await modello.upsert({ where: { id }, create: riga, update: dati });
}
