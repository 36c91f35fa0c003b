import { setTimeout as attesa } from 'node:timers/promises';
import type { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import { Injectable, Logger } from '@nestjs/common';
import { smtpServer } from '@ricambiamo/config';
import { InjectConfig } from '@ricambiamo/service-kit';
import type { ClientBase } from 'pg';
import { Pool } from 'pg';
import type { NotificationsConfig } from '../config';
import type { EmailDovuta } from './email.repository';
import { EmailRepository } from './email.repository';
import type { InvioSmtp, ServerSmtp } from './invio-smtp';
import { avviaInvio } from './invio-smtp';
import { componiMessaggio } from './messaggio';

const UN_ORA_MS = 60 * 60_000;
const comeErrore = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * Sends the e-mails of the `email` table, on every replica, MAIL_CONCURRENCY at a time, each at most once and, unless
 * the process dies within microseconds of one particular instant, exactly once (issue 10):
 *
 * 1. a transaction locks the next e-mail due (FOR UPDATE SKIP LOCKED: replicas never take the same one);
 * 2. the message goes to the SMTP server up to, not including, its final dot (`avviaInvio`);
 * 3. the e-mail is recorded as sent, still uncommitted;
 * 4. COMMIT is written to the database connection and, in the same turn of the event loop, the dot to the SMTP one.
 *
 * Killed before 4, the process leaves an unterminated message, which the server discards, and a row still to send,
 * which a replica or the restarted process sends. Killed after, both are on their way: Postgres executes a COMMIT it
 * has received even when its client is gone. Between the two writes (microseconds) a death loses the e-mail, never
 * sends it twice. Awaiting the COMMIT's answer before writing the dot would stretch that gap to the commit's whole
 * round trip and fsync, and pipelining it is why this runs on a plain pg connection rather than a Prisma
 * transaction, whose COMMIT leaves when Prisma decides. A refusal after the dot, or a connection lost before the
 * server's answer, puts the e-mail back to be sent again after a pause.
 */
@Injectable()
export class Postino implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(Postino.name);
  private readonly server: ServerSmtp;
  private readonly pool: Pool;
  private readonly lavori: Promise<void>[] = [];
  private fermo = false;
  private readonly attese = new Set<() => void>();

  constructor(
    @InjectConfig() private readonly config: NotificationsConfig,
    private readonly email: EmailRepository,
  ) {
    this.server = {
      ...smtpServer(config),
      connectionTimeout: config.MAIL_SEND_TIMEOUT_MS,
      greetingTimeout: config.MAIL_SEND_TIMEOUT_MS,
      socketTimeout: config.MAIL_SEND_TIMEOUT_MS,
    };
    this.pool = new Pool({ connectionString: config.DATABASE_URL, max: config.MAIL_CONCURRENCY });
    // An idle connection dropped by the server (a restart) is replaced at the next checkout; it must not crash us.
    this.pool.on('error', (error) => this.logger.warn({ err: error }, 'A database connection of the mail sender failed'));
  }

  onApplicationBootstrap(): void {
    for (let i = 0; i < this.config.MAIL_CONCURRENCY; i++) this.lavori.push(this.lavora());
  }

  /** Lets the e-mails in hand finish (each bounded by MAIL_SEND_TIMEOUT_MS) and takes no more. */
  async beforeApplicationShutdown(): Promise<void> {
    this.fermo = true;
    for (const sveglia of this.attese) sveglia();
    await Promise.all(this.lavori.splice(0));
    await this.pool.end();
  }

  private async lavora(): Promise<void> {
    while (!this.fermo) {
      let inviata = false;
      try {
        inviata = await this.inviaProssima();
      } catch (error) {
        this.logger.warn({ err: error }, 'Sending an e-mail failed; trying again at the next round');
      }
      if (!inviata) await this.pausa(this.config.MAIL_POLL_INTERVAL_MS);
    }
  }

  private pausa(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const sveglia = () => {
        clearTimeout(timer);
        this.attese.delete(sveglia);
        resolve();
      };
      const timer = setTimeout(sveglia, ms);
      this.attese.add(sveglia);
    });
  }

  /** Sends the next e-mail due, if any; true when there was one, whatever its outcome. */
  private async inviaProssima(): Promise<boolean> {
    const tx = await this.pool.connect();
    let invio: InvioSmtp | null = null;
    let connessioneRotta: Error | undefined;
    try {
      await tx.query('BEGIN');
      const email = await this.email.prossima(tx);
      if (!email) {
        await tx.query('COMMIT');
        return false;
      }
      invio = avviaInvio(this.server, await componiMessaggio(email, this.config.MAIL_FROM));
      try {
        await invio.pronto;
      } catch (error) {
        invio.annulla(comeErrore(error));
        invio = null;
        await this.fallita(email, error, tx);
        await tx.query('COMMIT');
        return true;
      }
      if (this.config.TEST_PAUSE_BEFORE_DOT_MS > 0) await attesa(this.config.TEST_PAUSE_BEFORE_DOT_MS);
      await this.email.segnaInviata(email.id, tx);
      // Both on the wire in this turn: pg writes the COMMIT synchronously, the dot follows within a few ticks.
      const commit = tx.query('COMMIT');
      invio.concludi();
      const inviata = invio;
      invio = null;
      const [registrata, risposta] = await Promise.allSettled([commit, inviata.esito]);
      if (registrata.status === 'rejected') {
        connessioneRotta = comeErrore(registrata.reason);
        this.logger.error({ err: connessioneRotta, email: email.id }, 'An e-mail left but its record did not commit: it will be sent again');
        return true;
      }
      if (risposta.status === 'rejected') await this.fallita(email, risposta.reason, this.pool);
      else this.logger.log({ email: email.id, eventoId: email.eventoId, destinatario: email.destinatario, risposta: risposta.value }, 'E-mail sent');
      return true;
    } catch (error) {
      // Nothing recorded as sent: the server gets no dot and discards the message, which stays to send.
      connessioneRotta = comeErrore(error);
      invio?.annulla(connessioneRotta);
      await tx.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      tx.release(connessioneRotta);
    }
  }

  private async fallita(email: EmailDovuta, error: unknown, db: Pick<ClientBase, 'query'>): Promise<void> {
    const tentativo = email.tentativi + 1;
    const abbandonata = tentativo >= this.config.MAIL_MAX_ATTEMPTS;
    const pausaMs = Math.min(UN_ORA_MS, this.config.MAIL_RETRY_BASE_MS * 2 ** (tentativo - 1));
    await this.email.fallita(email.id, comeErrore(error).message, abbandonata ? 'abbandonata' : { pausaMs }, db);
    const contesto = { err: error, email: email.id, eventoId: email.eventoId, destinatario: email.destinatario, tentativo };
    if (abbandonata) this.logger.error(contesto, 'E-mail abandoned after its last attempt');
    else this.logger.warn({ ...contesto, pausaMs }, 'E-mail not delivered; it will be sent again');
  }
}
