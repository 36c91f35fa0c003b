import { Readable } from 'node:stream';
import { setImmediate as turno } from 'node:timers/promises';
import type { SMTPConnectionOptions } from 'nodemailer/lib/smtp-connection';
import SMTPConnection from 'nodemailer/lib/smtp-connection';

/** A composed message: the SMTP envelope and the whole MIME text. */
export interface MessaggioSmtp {
  envelope: { from: string; to: string[] };
  raw: Buffer;
}

/**
 * The message's text, held back from its end: it hands the whole text on, then tells (`consegnato`) once the SMTP
 * connection asks for more, that is once every byte has left for the server. Only `concludi` ends it, and only then
 * does the connection write the final "<CRLF>.<CRLF>" that makes the server take the message.
 */
class TestoTrattenuto extends Readable {
  private dato = false;
  private chiesto = false;

  constructor(
    private readonly testo: Buffer,
    private readonly consegnato: () => void,
  ) {
    super();
  }

  override _read(): void {
    if (!this.dato) {
      this.dato = true;
      this.push(this.testo);
      return;
    }
    if (this.chiesto) return;
    this.chiesto = true;
    void this.quandoSvuotato();
  }

  /** Readable asks again before its buffer is drained; the text has left only once nothing of it is buffered here. */
  private async quandoSvuotato(): Promise<void> {
    while (this.readableLength > 0 && !this.destroyed) await turno();
    this.consegnato();
  }

  concludi(): void {
    this.push(null);
  }
}

/**
 * One message on its way to the SMTP server, stopped before its final dot until the caller decides.
 *
 * SMTP servers must drop a message whose connection closes before that dot (RFC 5321 §4.1.1.4; smtp-server, Postfix
 * and Mailpit do), so whatever happens to this process before `concludi` leaves no e-mail anywhere: the caller records
 * the e-mail as sent, commits, and only then calls `concludi`. A crash before the commit resends it after restart, and
 * after the commit only the dot is left to write.
 */
export interface InvioSmtp {
  /** Resolves once the whole text has left for the server and only the dot is missing; rejects if the exchange failed before. */
  readonly pronto: Promise<void>;
  /** Writes the final dot. */
  concludi(): void;
  /** Drops the connection without the dot: the server discards the message. */
  annulla(motivo: Error): void;
  /** The server's answer to the message (after the dot); rejects when it refused it or the connection failed. */
  readonly esito: Promise<string>;
}

/** Where and how to reach the SMTP server. */
export interface ServerSmtp extends Pick<SMTPConnectionOptions, 'host' | 'port' | 'secure' | 'connectionTimeout' | 'greetingTimeout' | 'socketTimeout'> {
  auth?: { user: string; pass: string };
}

/**
 * One SMTP session for one message, on nodemailer's SMTPConnection rather than a transport: the message is piped
 * straight into the connection, so its end reaches the socket in a few ticks of the event loop (a transport's MIME
 * pipeline passes it through setImmediate stages, where the loop would run other I/O before the dot).
 */
function sessione(server: ServerSmtp, envelope: MessaggioSmtp['envelope'], testo: Readable): Promise<string> {
  const { auth, ...opzioni } = server;
  const connessione = new SMTPConnection(opzioni);
  return new Promise((resolve, reject) => {
    let finita = false;
    const fine = (errore: Error | null, risposta = '') => {
      if (finita) return;
      finita = true;
      if (errore) {
        connessione.close();
        reject(errore);
      } else {
        connessione.quit();
        resolve(risposta);
      }
    };
    // `on`, not `once`: a second error of a dying connection would otherwise be unhandled and end the process.
    connessione.on('error', (errore: Error) => fine(errore));
    connessione.once('end', () => fine(new Error('SMTP connection closed before the message was accepted')));
    connessione.connect(() => {
      const invia = () => connessione.send(envelope, testo, (errore, info) => fine(errore, info?.response));
      if (auth) connessione.login(auth, (errore) => (errore ? fine(errore) : invia()));
      else invia();
    });
  });
}

export function avviaInvio(server: ServerSmtp, { envelope, raw }: MessaggioSmtp): InvioSmtp {
  let segnalaPronto!: () => void;
  const consegnato = new Promise<void>((resolve) => (segnalaPronto = resolve));
  const testo = new TestoTrattenuto(raw, () => segnalaPronto());
  // `annulla` destroys the text with its reason: the connection, once it reads the text, fails `esito` with it; one
  // that never got that far (the server was down) has no listener, and an unheard 'error' would end the process.
  testo.on('error', () => undefined);
  const esito = sessione(server, envelope, testo);
  // Whoever stops waiting early (a failure before `pronto`) must not leave a rejection unhandled.
  esito.catch(() => undefined);
  return {
    pronto: Promise.race([consegnato, esito.then(() => Promise.reject(new Error('the server answered before the end of the message')))]),
    concludi: () => testo.concludi(),
    annulla: (motivo) => testo.destroy(motivo),
    esito,
  };
}
