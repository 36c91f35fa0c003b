import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Db } from '@ricambiamo/service-kit';
import type { ClientBase } from 'pg';
import type { PrismaClient } from '../generated/prisma/client';
import type { EmailDaComporre } from './messaggio';
import type { NuovaEmail } from './nuova-email';

/** An e-mail due now whose recipient's address is known, locked for this replica's send. */
export type EmailDovuta = EmailDaComporre & { id: string; tentativi: number };

/**
 * The `email` table. Consumers write into it through Prisma, in their event's transaction; the Postino reads and marks
 * it on a plain pg connection, whose COMMIT it can put on the wire at a moment of its choosing (see Postino).
 */
@Injectable()
export class EmailRepository {
  /** Written with the event's effect; the (event, recipient) key keeps a replay of the event from adding a copy. */
  async accoda(eventoId: string, email: NuovaEmail[], db: Db<PrismaClient>): Promise<void> {
    if (email.length === 0) return;
    await db.email.createMany({ data: email.map((e) => ({ id: randomUUID(), eventoId, ...e })), skipDuplicates: true });
  }

  /**
   * The next e-mail due, locked until the transaction ends: other replicas skip it meanwhile, and should this process
   * die, the lock goes with its connection. It goes to its user's account address, as identity registered it; an
   * e-mail to a user identity has not yet told us of waits, however long, without spending attempts. A reporter
   * without an account has their address on the e-mail itself.
   */
  async prossima(tx: ClientBase): Promise<EmailDovuta | null> {
    const { rows } = await tx.query<EmailDovuta>(
      `SELECT e.id, e.evento_id AS "eventoId", e.destinatario, COALESCE(e.indirizzo, u.email) AS indirizzo, e.oggetto,
              e.testo, e.html, e.disiscrizione, e.tentativi, e.created_at AS "createdAt"
       FROM email e LEFT JOIN utenti u ON u.id = e.user_id
       WHERE e.stato = 'da-inviare' AND e.prossimo_tentativo <= now() AND COALESCE(e.indirizzo, u.email) IS NOT NULL
       ORDER BY e.prossimo_tentativo
       LIMIT 1
       FOR UPDATE OF e SKIP LOCKED`,
    );
    return rows[0] ?? null;
  }

  async segnaInviata(id: string, tx: ClientBase): Promise<void> {
    await tx.query("UPDATE email SET stato = 'inviata', inviata_il = now() WHERE id = $1", [id]);
  }

  /**
   * A failed attempt: tried again after `pausaMs`, or abandoned. Also for a failure after the e-mail was recorded as
   * sent (the server refused it after the dot, or the connection dropped before its answer).
   */
  async fallita(id: string, errore: string, esito: { pausaMs: number } | 'abbandonata', db: Pick<ClientBase, 'query'>): Promise<void> {
    await db.query(
      `UPDATE email SET tentativi = tentativi + 1, ultimo_errore = $2, inviata_il = NULL,
         stato = CASE WHEN $3::int IS NULL THEN 'abbandonata' ELSE 'da-inviare' END::stato_email,
         prossimo_tentativo = CASE WHEN $3::int IS NULL THEN prossimo_tentativo ELSE now() + $3::int * interval '1 millisecond' END
       WHERE id = $1`,
      [id, errore.slice(0, 1000), esito === 'abbandonata' ? null : esito.pausaMs],
    );
  }
}
