import { Injectable } from '@nestjs/common';
import type { Actor, NonLetteDto, NotificaDto, SegnateLetteDto } from '@ricambiamo/contracts';
import { DomainError } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import { UnitOfWork } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import { toNotificaDto } from './notifica.dto';
import { NotificaRepository } from './notifica.repository';

/**
 * The caller's own notifications (docs/rules.md §3 panel, docs/rules.md §5): another user's reads as one that does not exist. A change hints
 * its user once committed, so the bell and the panel of the user's other tabs follow.
 */
@Injectable()
export class NotificaService {
  constructor(
    private readonly uow: UnitOfWork<Db<PrismaClient>>,
    private readonly notifiche: NotificaRepository,
  ) {}

  async ultime(actor: Actor): Promise<NotificaDto[]> {
    return (await this.notifiche.ultime(actor.userId)).map(toNotificaDto);
  }

  async nonLette(actor: Actor): Promise<NonLetteDto> {
    return { nonLette: await this.notifiche.nonLette(actor.userId) };
  }

  segnaLetta(actor: Actor, id: string): Promise<NotificaDto> {
    return this.uow.run(async (tx, _emit, hint) => {
      const notifica = await this.notifiche.segnaLetta(id, actor.userId, tx);
      if (!notifica) throw new DomainError('NOT_FOUND');
      hint(actor.userId, 'notifiche');
      return toNotificaDto(notifica);
    });
  }

  segnaTutte(actor: Actor): Promise<SegnateLetteDto> {
    return this.uow.run(async (tx, _emit, hint) => {
      const segnate = await this.notifiche.segnaTutte(actor.userId, tx);
      if (segnate > 0) hint(actor.userId, 'notifiche');
      return { segnate };
    });
  }

  elimina(actor: Actor, id: string): Promise<{ id: string }> {
    return this.uow.run(async (tx, _emit, hint) => {
      if (!(await this.notifiche.elimina(id, actor.userId, tx))) throw new DomainError('NOT_FOUND');
      hint(actor.userId, 'notifiche');
      return { id };
    });
  }
}
