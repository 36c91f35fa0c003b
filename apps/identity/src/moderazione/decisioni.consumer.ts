import { Injectable } from '@nestjs/common';
import { IDENTITY_EVENTS, MODERATION_EVENTS } from '@ricambiamo/contracts';
import type { ReceivedEvent } from '@ricambiamo/messaging';
import { Consumes, enqueueEvent } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';

const EVENTI = [MODERATION_EVENTS.sellerSuspended, MODERATION_EVENTS.sellerReinstated, MODERATION_EVENTS.sellerVerified] as const;

/**
 * The operator's decisions on sellers' accounts, each applied once. Suspensions (docs/architecture.md#suspensions): the
 * account is suspended by the first in force and reinstated when the last is lifted, and the other services hear it
 * from identity, where the account lives; the seller can still sign in. Verification (docs/rules.md §3.23): the
 * traceability data are marked checked, until the seller changes them.
 */
@Consumes('identity-moderation', EVENTI)
@Injectable()
export class DecisioniConsumer {
  async handle(event: ReceivedEvent<(typeof EVENTI)[number]>, tx: Db<PrismaClient>): Promise<void> {
    if (event.subject === MODERATION_EVENTS.sellerVerified.subject) {
      // The public page says "Venditore verificato" from identity's own row; nothing else keeps it.
      await tx.user.updateMany({ where: { id: event.payload.venditoreId, ruolo: 'venditore' }, data: { verificatoIl: new Date() } });
      return;
    }
    const { venditoreId, provvedimentoId } = event.payload;
    await tx.$queryRaw`SELECT 1 FROM users WHERE id = ${venditoreId}::uuid FOR UPDATE`;
    const inVigore = await tx.sospensione.count({ where: { venditoreId } });
    if (event.subject === MODERATION_EVENTS.sellerSuspended.subject) {
      const { fino } = event.payload;
      await tx.sospensione.create({ data: { provvedimentoId, venditoreId, fino: fino ? new Date(fino) : null } });
      if (inVigore === 0) await enqueueEvent(tx, IDENTITY_EVENTS.sellerSuspended, { venditoreId });
      return;
    }
    const { count } = await tx.sospensione.deleteMany({ where: { provvedimentoId } });
    if (count === 1 && inVigore === 1) await enqueueEvent(tx, IDENTITY_EVENTS.sellerReinstated, { venditoreId });
  }
}
