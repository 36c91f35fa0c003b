import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { CIFRE_TOTP, SECONDI_PERIODO_TOTP } from '@ricambiamo/contracts';
import { expect, type Page } from '@playwright/test';
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

/**
 * A new operator, signed in for the first time on `page`: the password set from the command's link, the authenticator
 * app enrolled, the recovery codes acknowledged; the page is left on the console. Resolves with the app's key.
 */
export async function attivaOperatore(page: Page, email: string, nome: string, password = 'operatore-sicuro-2026'): Promise<string> {
  await page.goto(await creaOperatore(email, nome));
  await page.getByLabel('Nuova password').fill(password);
  await page.getByLabel('Conferma password').fill(password);
  await page.getByRole('button', { name: 'Aggiorna password' }).click();
  await expect(page).toHaveURL('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('heading', { name: 'Attiva la verifica in due passaggi' })).toBeVisible();
  const chiave = (await page.getByText(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/).textContent())!.replaceAll(' ', '');
  await page.getByLabel('Codice di verifica').fill(codiceTotp(chiave, Date.now()));
  await page.getByRole('button', { name: 'Attiva' }).click();
  await page.getByRole('button', { name: 'Ho salvato i codici, continua' }).click();
  await expect(page.getByRole('heading', { name: 'Console operatore' })).toBeVisible();
  return chiave;
}
