import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { NOTIFICHE_PANNELLO } from '@ricambiamo/contracts';
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
   * event from writing one twice, whatever processed_events holds. Each recipient's panel is hinted once committed.
   */
  async aggiungi(evento: { id: string; occurredAt: string }, notifiche: NuovaNotifica[], db: Db<PrismaClient>, hint: Hint): Promise<void> {
    if (notifiche.length === 0) return;
    await db.notifica.createMany({
      data: notifiche.map((n) => ({ id: randomUUID(), eventoId: evento.id, createdAt: new Date(evento.occurredAt), ...n })),
      skipDuplicates: true,
    });
    for (const { utenteId } of notifiche) hint(utenteId, 'notifiche');
  }

  /** The panel's newest, newest first (spec §9). */
  ultime(utenteId: string): Promise<Notifica[]> {
    return this.prisma.notifica.findMany({
      where: { utenteId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: NOTIFICHE_PANNELLO,
    });
  }

  nonLette(utenteId: string): Promise<number> {
    return this.prisma.notifica.count({ where: { utenteId, letta: false } });
  }

  async segnaLetta(id: string, utenteId: string, db: Db<PrismaClient>): Promise<Notifica | null> {
    const [notifica] = await db.notifica.updateManyAndReturn({ where: { id, utenteId }, data: { letta: true } });
    return notifica ?? null;
  }

  async segnaTutte(utenteId: string, db: Db<PrismaClient>): Promise<number> {
    return (await db.notifica.updateMany({ where: { utenteId, letta: false }, data: { letta: true } })).count;
  }

  async elimina(id: string, utenteId: string, db: Db<PrismaClient>): Promise<boolean> {
    return (await db.notifica.deleteMany({ where: { id, utenteId } })).count === 1;
  }
}
