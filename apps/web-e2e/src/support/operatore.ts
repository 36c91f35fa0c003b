import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { CIFRE_TOTP, SECONDI_PERIODO_TOTP } from '@ricambiamo/contracts';
import { Secret, TOTP } from 'otpauth';

const ROOT = path.resolve(__dirname, '../../../..');

/**
 * A new operator, made as an administrator makes one: `npm run operatore -- crea` on the identity database of the stack
 * under test (IDENTITY_DATABASE_URL, which npm test sets to its own; else the one `npm start` uses, for the screenshots).
 * Resolves with the path of the link it printed, which sets the password.
 */
export async function creaOperatore(email: string, nome: string): Promise<string> {
  const database = process.env.IDENTITY_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/ricambiamo_identity';
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'operatore', '--', 'crea', email, ...nome.split(' ')], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: database },
  });
  const link = /https?:\/\/\S+/.exec(stdout)?.[0];
  if (!link) throw new Error(`the operators' command printed no link: ${stdout}`);
  const { pathname, search } = new URL(link);
  return `${pathname}${search}`;
}

/** What an authenticator app shows at `istante` for the key the enrolment page shows. */
export const codiceTotp = (chiave: string, istante: number): string =>
  new TOTP({ algorithm: 'SHA1', digits: CIFRE_TOTP, period: SECONDI_PERIODO_TOTP, secret: Secret.fromBase32(chiave) }).generate({ timestamp: istante });
