import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { NOTIFICHE_CONSERVATE, NOTIFICHE_PANNELLO } from '@ricambiamo/contracts';
import type { Hint } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import type { Notifica } from '../generated/prisma/client';
import { PrismaClient } from '../generated/prisma/client';
import type { NuovaNotifica } from './nuova-notifica';

/** One user's notifications; every read and change is scoped to the user, so another's id finds nothing. */
@Injectable()
export class NotificaRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * Writes an event's notifications dated when the event happened; the (event, recipient) key keeps a replay of the
   * event from writing one twice, whatever processed_events holds. Each recipient keeps its newest
   * NOTIFICHE_CONSERVATE (`sfoltisci`). Each recipient's panel is hinted once committed.
   */
  async aggiungi(evento: { id: string; occurredAt: string }, notifiche: NuovaNotifica[], db: Db<PrismaClient>, hint: Hint): Promise<void> {
    if (notifiche.length === 0) return;
    await db.notifica.createMany({
      data: notifiche.map((n) => ({ id: randomUUID(), eventoId: evento.id, createdAt: new Date(evento.occurredAt), ...n })),
      skipDuplicates: true,
    });
    for (const { utenteId } of notifiche) {
      await this.sfoltisci(utenteId, db);
      hint(utenteId, 'notifiche');
    }
  }

  /**
   * A notification is an event's effect and cannot be refused, so the bound on a user's notifications is a retention:
   * the ones past the newest NOTIFICHE_CONSERVATE go, in the panel's order. An unread one that goes is not lost to the
   * bell: it is counted in `non_lette_rimosse` until the user marks all read. Only the rows this statement deleted are
   * counted, so two events applied at once for one user cannot count one twice.
   */
  private async sfoltisci(utenteId: string, db: Db<PrismaClient>): Promise<void> {
    await db.$executeRaw`
      WITH rimosse AS (
        DELETE FROM notifiche WHERE id IN (
          SELECT id FROM notifiche WHERE user_id = ${utenteId}::uuid
          ORDER BY created_at DESC, id DESC OFFSET ${NOTIFICHE_CONSERVATE}
        )
        RETURNING letta
      ),
      non_lette AS (SELECT count(*)::int AS quante FROM rimosse WHERE NOT letta)
      INSERT INTO non_lette_rimosse (user_id, quante)
      SELECT ${utenteId}::uuid, quante FROM non_lette WHERE quante > 0
      ON CONFLICT (user_id) DO UPDATE SET quante = non_lette_rimosse.quante + EXCLUDED.quante`;
  }

  /** The panel's newest, newest first (docs/rules.md §9). */
  ultime(utenteId: string): Promise<Notifica[]> {
    return this.prisma.notifica.findMany({
      where: { utenteId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: NOTIFICHE_PANNELLO,
    });
  }

  /** The unread ones kept, and those that went unread (`sfoltisci`), read in one snapshot. */
  async nonLette(utenteId: string): Promise<number> {
    const [{ nonLette }] = await this.prisma.$queryRaw<[{ nonLette: number }]>`
      SELECT ((SELECT count(*) FROM notifiche WHERE user_id = ${utenteId}::uuid AND NOT letta)
        + COALESCE((SELECT quante FROM non_lette_rimosse WHERE user_id = ${utenteId}::uuid), 0))::int AS "nonLette"`;
    return nonLette;
  }

  async segnaLetta(id: string, utenteId: string, db: Db<PrismaClient>): Promise<Notifica | null> {
    const [notifica] = await db.notifica.updateManyAndReturn({ where: { id, utenteId }, data: { letta: true } });
    return notifica ?? null;
  }

  /** How many were unread: the ones kept and the ones that went unread, whose count is then cleared. */
  async segnaTutte(utenteId: string, db: Db<PrismaClient>): Promise<number> {
    const { count } = await db.notifica.updateMany({ where: { utenteId, letta: false }, data: { letta: true } });
    const rimosse = await db.$queryRaw<{ quante: number }[]>`DELETE FROM non_lette_rimosse WHERE user_id = ${utenteId}::uuid RETURNING quante`;
    return count + (rimosse[0]?.quante ?? 0);
  }

  async elimina(id: string, utenteId: string, db: Db<PrismaClient>): Promise<boolean> {
    return (await db.notifica.deleteMany({ where: { id, utenteId } })).count === 1;
  }
}
