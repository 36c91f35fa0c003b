import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port';

export interface CaughtMail {
  to: string[];
  /** The raw message with quoted-printable soft line breaks and escapes decoded, enough to read text and links. */
  body: string;
  /** The message as received, for its headers: the decoding of `body` mangles a folded RFC 2047 subject. */
  raw: string;
}

export interface SmtpCatcher {
  port: number;
  mails: CaughtMail[];
  /** Resolves with the first mail (already caught or still to come) sent to `address`. */
  waitForMail(address: string, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A real SMTP server in the test process: the service under test sends over the network exactly as in production. */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const port = await freePort();
  const mails: CaughtMail[] = [];
  const waiters: { address: string; resolve: (mail: CaughtMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        const mail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          body: decodeQuotedPrintable(raw),
          raw,
        };
        mails.push(mail);
        for (const waiter of waiters.filter((w) => mail.to.includes(w.address))) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(mail);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    mails,
    waitForMail(address, timeoutMs = 5000) {
      const wanted = address.toLowerCase();
      const caught = mails.find((mail) => mail.to.includes(wanted));
      if (caught) return Promise.resolve(caught);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${address} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({ address: wanted, resolve: (mail) => (clearTimeout(timer), resolve(mail)) });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
