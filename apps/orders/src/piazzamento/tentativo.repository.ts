import { Inject, Injectable } from '@nestjs/common';
import { SQL_POOL } from '@ricambiamo/service-kit';
import type { Pool } from 'pg';
import { PrismaClient } from '../generated/prisma/client';

/** What recording a request for an order id found. */
export type Registrazione =
  /** The attempt is this request's own (`richieste` 1) or a retry's of it: go on and reserve. */
  | { esito: 'attivo'; richieste: number }
  /** The order id was first sent with other content (another buyer, other parts, other data). */
  | { esito: 'altro-contenuto' }
  /** The sweeper gave the attempt up; its parts are being released. */
  | { esito: 'abbandonato' };

@Injectable()
export class TentativoRepository {
  constructor(
    private readonly prisma: PrismaClient,
    @Inject(SQL_POOL) private readonly pool: Pool,
  ) {}

  /**
   * Records the request in its own transaction, before catalogue is asked: from then on, whatever happens to this
   * process, the sweeper knows which order id may hold parts. A retry with the same content joins the attempt and
   * restarts its clock.
   */
  async registra(ordineId: string, acquirenteId: string, impronta: string): Promise<Registrazione> {
    // In plain SQL, as the placement's transaction (piazzamento/scrittura.ts): one statement on the hot path.
    const { rows } = await this.pool.query<{ richieste: number; esistente: string | null }>(
      `WITH registrato AS (
         INSERT INTO tentativi (ordine_id, acquirente_id, impronta) VALUES ($1::uuid, $2::uuid, $3)
         ON CONFLICT (ordine_id) DO UPDATE SET richieste = tentativi.richieste + 1, ultima_richiesta = now()
           WHERE NOT tentativi.abbandonato AND tentativi.impronta = EXCLUDED.impronta
         RETURNING richieste)
       SELECT (SELECT richieste FROM registrato) AS richieste,
              (SELECT impronta FROM tentativi WHERE ordine_id = $1::uuid) AS esistente`,
      [ordineId, acquirenteId, impronta],
    );
    const { richieste, esistente } = rows[0];
    if (richieste !== null) return { esito: 'attivo', richieste };
    // Gone in between (its order was written, or its release finished): the caller looks for the order again.
    if (esistente === null) return this.registra(ordineId, acquirenteId, impronta);
    return esistente === impronta ? { esito: 'abbandonato' } : { esito: 'altro-contenuto' };
  }

  /**
   * Forgets an attempt whose only request failed to reserve anything: nobody else may hold parts under its id. A
   * retry that joined it meanwhile (`richieste` > 1) keeps it.
   */
  async dimentica(ordineId: string): Promise<void> {
    await this.prisma.tentativo.deleteMany({ where: { ordineId, richieste: 1, abbandonato: false } });
  }

  /**
   * Gives up attempts untouched for `timeoutSeconds` (their process died, or their order was never written): marked
   * first, in a transaction of its own, so that no order can be written for them from then on.
   */
  async abbandona(timeoutSeconds: number, limit: number): Promise<string[]> {
    const rows = await this.prisma.$queryRaw<{ ordine_id: string }[]>`
      UPDATE tentativi SET abbandonato = true
      WHERE ordine_id IN (
        SELECT ordine_id FROM tentativi WHERE ultima_richiesta < now() - ${timeoutSeconds} * interval '1 second'
        ORDER BY ultima_richiesta LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      RETURNING ordine_id`;
    return rows.map((row) => row.ordine_id);
  }

  /** Once catalogue confirmed the release. */
  async elimina(ordineId: string): Promise<void> {
    await this.prisma.tentativo.deleteMany({ where: { ordineId, abbandonato: true } });
  }
}
