import { Injectable } from '@nestjs/common';
import { CONVERSATIONS_EVENTS, MINUTI_TRA_EMAIL_MESSAGGI } from '@ricambiamo/contracts';
import type { Db } from '@ricambiamo/service-kit';
import { InjectConfig, Periodico, UnitOfWork } from '@ricambiamo/service-kit';
import type { ConversationsConfig } from '../config';
import type { PrismaClient } from '../generated/prisma/client';

interface DaAvvisare {
  id: string;
  conversazione_id: string;
  autore_id: string;
  acquirente_id: string;
  venditore_id: string;
  titolo: string;
  nome_acquirente: string;
  nome_venditore: string;
  letto: boolean;
}

/**
 * Tells recipients who are away (docs/architecture.md#messages). Every NOTICE_SWEEP_MS, on every replica, the messages
 * older than UNREAD_NOTICE_SECONDS not yet looked at are taken (FOR UPDATE SKIP LOCKED: replicas share them, none
 * twice): one read in time needs nothing; the others give one `message.unread` per conversation and recipient, with an
 * e-mail only if the last one about that conversation went out over an hour ago. A recipient on the site reads the
 * message live and is never told.
 */
@Injectable()
export class Avvisi extends Periodico {
  constructor(
    @InjectConfig() private readonly config: ConversationsConfig,
    private readonly uow: UnitOfWork<Db<PrismaClient>>,
  ) {
    super();
  }

  protected get intervalloMs(): number {
    return this.config.NOTICE_SWEEP_MS;
  }

  protected esegui(): Promise<number> {
    return this.avvisa();
  }

  /** One pass, 200 messages at most; resolves with how many recipients were told. */
  async avvisa(): Promise<number> {
    return this.uow.run(async (tx, emit) => {
      const righe = await tx.$queryRaw<DaAvvisare[]>`
        SELECT m.id, m.conversazione_id, m.autore_id, c.acquirente_id, c.venditore_id, c.titolo, c.nome_acquirente, c.nome_venditore,
          m.created_at <= coalesce(CASE WHEN m.autore_id = c.acquirente_id THEN c.letta_venditore_il ELSE c.letta_acquirente_il END, '-infinity') AS letto
        FROM messaggi m JOIN conversazioni c ON c.id = m.conversazione_id
        WHERE m.avvisato_il IS NULL AND m.created_at < now() - make_interval(secs => ${this.config.UNREAD_NOTICE_SECONDS})
        ORDER BY m.created_at
        LIMIT 200
        FOR UPDATE OF m SKIP LOCKED`;
      if (righe.length === 0) return 0;
      await tx.messaggio.updateMany({ where: { id: { in: righe.map((r) => r.id) } }, data: { avvisatoIl: new Date() } });
      const gruppi = new Map<string, DaAvvisare>();
      for (const riga of righe.filter((r) => !r.letto)) gruppi.set(`${riga.conversazione_id}:${riga.autore_id}`, riga);
      for (const riga of gruppi.values()) {
        const alVenditore = riga.autore_id === riga.acquirente_id;
        const destinatarioId = alVenditore ? riga.venditore_id : riga.acquirente_id;
        await emit(CONVERSATIONS_EVENTS.messageUnread, {
          conversazioneId: riga.conversazione_id,
          messaggioId: riga.id,
          mittenteId: riga.autore_id,
          destinatarioId,
          ruoloDestinatario: alVenditore ? 'venditore' : 'acquirente',
          titolo: riga.titolo,
          mittente: alVenditore ? riga.nome_acquirente : riga.nome_venditore,
          email: await this.emailDovuta(riga.conversazione_id, destinatarioId, tx),
        });
      }
      return gruppi.size;
    });
  }

  /** At most one e-mail per conversation and recipient in MINUTI_TRA_EMAIL_MESSAGGI. */
  private async emailDovuta(conversazioneId: string, destinatarioId: string, tx: Db<PrismaClient>): Promise<boolean> {
    const ora = new Date();
    const soglia = new Date(ora.getTime() - MINUTI_TRA_EMAIL_MESSAGGI * 60_000);
    const { count } = await tx.avviso.updateMany({ where: { conversazioneId, destinatarioId, emailIl: { lt: soglia } }, data: { emailIl: ora } });
    if (count > 0) return true;
    const creato = await tx.avviso.createMany({ data: [{ conversazioneId, destinatarioId, emailIl: ora }], skipDuplicates: true });
    return creato.count > 0;
  }
}
