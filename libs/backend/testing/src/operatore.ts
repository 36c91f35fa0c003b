import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CIFRE_TOTP, SECONDI_PERIODO_TOTP } from '@ricambiamo/contracts';
import { Secret, TOTP } from 'otpauth';

const ROOT = join(__dirname, '../../../..');
const ORIGINE = 'https://ricambiamo.example';

/**
 * `npm run operatore -- ...` (identity's operators' command) on an identity database of a test: its exit code and what
 * it printed. Links it prints lead to ORIGINE.
 */
export async function comandoOperatore(databaseUrl: string, ...args: string[]): Promise<{ codice: number; uscita: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)('node', ['-r', '@swc-node/register', 'apps/identity/src/operatore.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, SWC_NODE_PROJECT: 'tsconfig.base.json', DATABASE_URL: databaseUrl, PUBLIC_ORIGIN: ORIGINE },
    });
    return { codice: 0, uscita: stdout + stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { codice: code, uscita: stdout + stderr };
  }
}

/** A new operator made by the command: the token of the link that sets its password. */
export async function creaOperatore(databaseUrl: string, email: string, nome = 'Anna Operatrice'): Promise<string> {
  const { codice, uscita } = await comandoOperatore(databaseUrl, 'crea', email, ...nome.split(' '));
  const link = /https:\/\/\S+/.exec(uscita)?.[0];
  if (codice !== 0 || !link) throw new Error(`il comando degli operatori non ha creato ${email}: ${uscita}`);
  const url = new URL(link);
  if (`${url.origin}${url.pathname}` !== `${ORIGINE}/update-password`) throw new Error(`link inatteso: ${link}`);
  return url.searchParams.get('token')!;
}

/** What an authenticator app shows at `istante` for the base32 `segreto` (RFC 6238, as identity checks it). */
export const codiceTotp = (segreto: string, istante: number): string =>
  new TOTP({ algorithm: 'SHA1', digits: CIFRE_TOTP, period: SECONDI_PERIODO_TOTP, secret: Secret.fromBase32(segreto) }).generate({ timestamp: istante });
