import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { startService } from '@ricambiamo/service-kit';
import type { SmtpCatcher } from '@ricambiamo/testing';
import { freePort, startSmtpCatcher, waitFor } from '@ricambiamo/testing';
import { SMTPServer } from 'smtp-server';
import { notifications } from '../../src/main';
import { avviaInvio } from '../../src/posta/invio-smtp';
import { componiMessaggio } from '../../src/posta/messaggio';
import { creato, EVENTI, nuovoAcquirente, nuovoVenditore, riepilogo } from '../fixtures/eventi';
import type { NotificationsHarness } from '../fixtures/notifications-harness';
import { ENV_POSTA, leggiMail, startNotificationsHarness } from '../fixtures/notifications-harness';

const ROOT = join(__dirname, '../../../..');

/** The sender of test/fixtures/invio-interrotto.ts in a process of its own; resolves once only the final dot is missing. */
async function mittente(porta: number, modo: 'attendi' | 'concludi') {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'apps/notifications/test/fixtures/invio-interrotto.ts', String(porta), modo], {
    cwd: ROOT,
    env: { ...process.env, SWC_NODE_PROJECT: join(ROOT, 'tsconfig.base.json') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Listened to from the start: in "concludi" mode the process may be gone before "pronto" is seen.
  const uscita = once(child, 'exit');
  const righe: string[] = [];
  createInterface({ input: child.stdout }).on('line', (riga) => righe.push(riga));
  await waitFor(() => Promise.resolve(righe.includes('pronto') ? true : undefined), 30_000);
  return { child, righe, uscita };
}

describe('a message held before its final dot', () => {
  let smtp: SmtpCatcher;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
  });

  beforeEach(() => {
    smtp.mails.splice(0);
  });

  afterAll(async () => {
    await smtp.close();
  });

  it('is delivered once the dot is written', async () => {
    const { righe, uscita } = await mittente(smtp.port, 'concludi');
    await uscita;
    expect(righe[1]).toMatch(/^250 /);
    expect(smtp.mails.filter((m) => m.to.includes('interrotto@esempio.it'))).toHaveLength(1);
  }, 60_000);

  it('is discarded by the server when the sender is killed after handing over the whole text, before the dot', async () => {
    const { child, uscita } = await mittente(smtp.port, 'attendi');
    await new Promise((resolve) => setTimeout(resolve, 200));
    child.kill('SIGKILL');
    await uscita;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.mails).toEqual([]);
  }, 60_000);

  it('is discarded when the sender gives it up (its commit failed), and the send fails', async () => {
    const messaggio = await componiMessaggio(
      { eventoId: randomUUID(), destinatario: 'acquirente', indirizzo: 'annullato@esempio.it', oggetto: 'Prova', testo: 'prova', html: '<p>prova</p>', createdAt: new Date() },
      'Ricambiamo <no-reply@ricambiamo.it>',
    );
    const invio = avviaInvio({ host: '127.0.0.1', port: smtp.port }, messaggio);
    await invio.pronto;
    invio.annulla(new Error('commit non riuscito'));
    await expect(invio.esito).rejects.toThrow('commit non riuscito');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails).toEqual([]);
  });

  it('fails, and leaves nothing to crash the process, when the server cannot be reached and the sender gives up', async () => {
    const messaggio = await componiMessaggio(
      { eventoId: randomUUID(), destinatario: 'acquirente', indirizzo: 'irraggiungibile@esempio.it', oggetto: 'Prova', testo: 'prova', html: '<p>prova</p>', createdAt: new Date() },
      'Ricambiamo <no-reply@ricambiamo.it>',
    );
    const invio = avviaInvio({ host: '127.0.0.1', port: await freePort() }, messaggio);
    await expect(invio.pronto).rejects.toThrow(/ECONNREFUSED/);
    invio.annulla(new Error('server irraggiungibile'));
    await expect(invio.esito).rejects.toThrow(/ECONNREFUSED/);
    // An unheard 'error' event would surface here as an uncaught exception failing the test.
    await new Promise((resolve) => setTimeout(resolve, 200));
  });
});

describe('an SMTP server that refuses a message after its end', () => {
  let h: NotificationsHarness;
  let server: SMTPServer;
  const risposte: string[] = [];
  const accettate: string[] = [];

  beforeAll(async () => {
    const porta = await freePort();
    // Refuses the first message it is given in full (451, try again later), accepts every other.
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const parti: Buffer[] = [];
        stream.on('data', (parte: Buffer) => parti.push(parte));
        stream.on('end', () => {
          if (risposte.length === 0) {
            risposte.push('451');
            return callback(Object.assign(new Error('Riprova più tardi'), { responseCode: 451 }));
          }
          risposte.push('250');
          accettate.push(Buffer.concat(parti).toString('latin1'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(porta, '127.0.0.1', resolve));
    h = await startNotificationsHarness('ricambiamo_notifications_test_posta', { SMTP_PORT: String(porta) });
  }, 120_000);

  afterAll(async () => {
    await h.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('puts the e-mail back to be sent again after a pause, and it arrives once', async () => {
    const acquirente = nuovoAcquirente();
    await h.registra(acquirente, `riprova-${acquirente.userId}@esempio.it`);
    const ordine = riepilogo(nuovoVenditore(), acquirente);
    const eventId = await h.publish(EVENTI.orderPaymentDueSoon, ordine);
    await waitFor(async () => {
      const [email] = await h.sql<{ stato: string }>('SELECT stato FROM email WHERE evento_id = $1', [eventId]);
      return email?.stato === 'inviata' && accettate.length === 1 ? true : undefined;
    });
    expect(risposte).toEqual(['451', '250']);
    expect(await h.sql('SELECT tentativi, ultimo_errore FROM email WHERE evento_id = $1', [eventId])).toEqual([
      { tentativi: 1, ultimo_errore: expect.stringContaining('451') },
    ]);
    expect(accettate[0]).toContain(`Message-ID: <${eventId}.acquirente@ricambiamo.it>`);
  });
});

describe('two replicas sending from one table', () => {
  let h: NotificationsHarness;
  let seconda: NestFastifyApplication;

  beforeAll(async () => {
    h = await startNotificationsHarness('ricambiamo_notifications_test_repliche');
    const config = notifications.env.parse({
      DATABASE_URL: h.databaseUrl,
      NATS_URL: h.nats.url,
      HTTP_PORT: '0',
      LOG_LEVEL: 'silent',
      SMTP_PORT: String(h.smtp.port),
      ...ENV_POSTA,
    });
    seconda = await startService(notifications, config);
  }, 120_000);

  afterAll(async () => {
    await seconda.close();
    await h.close();
  });

  it('sends each e-mail once', async () => {
    const venditore = nuovoVenditore();
    const acquirente = nuovoAcquirente();
    await h.registra(venditore, `repliche-${venditore.userId}@esempio.it`);
    await h.registra(acquirente, `repliche-${acquirente.userId}@esempio.it`);
    const eventi = [];
    for (let i = 0; i < 40; i++) eventi.push(await h.publish(EVENTI.orderCreated, creato(riepilogo(venditore, acquirente))));
    await waitFor(async () => {
      const [{ n }] = await h.sql<{ n: string }>("SELECT count(*) AS n FROM email WHERE stato = 'inviata'");
      return Number(n) === 80 ? true : undefined;
    }, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ids = h.smtp.mails.map((m) => leggiMail(m).messageId);
    expect(ids).toHaveLength(80);
    expect(new Set(ids).size).toBe(80);
    expect(new Set(ids)).toEqual(new Set(eventi.flatMap((id) => [`<${id}.venditore@ricambiamo.it>`, `<${id}.acquirente@ricambiamo.it>`])));
  }, 60_000);
});
