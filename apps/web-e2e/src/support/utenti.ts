import { expect, type Page } from '@playwright/test';
import { MESSAGGI } from '@ricambiamo/contracts';

export const DEMO = {
  venditore: { email: 'venditore@ricambiamo.it', password: 'demo1234' },
  acquirente: { email: 'acquirente@ricambiamo.it', password: 'demo1234' },
} as const;

export const emailUnica = (prefisso: string) =>
  `${prefisso}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.it`;

export async function registra(
  page: Page,
  dati: { nome: string; email: string; password: string; ruolo?: 'acquirente' | 'venditore' },
): Promise<void> {
  await page.goto('/registrazione');
  await page.getByLabel('Nome completo').fill(dati.nome);
  await page.getByLabel('Email').fill(dati.email);
  await page.getByLabel('Password', { exact: true }).fill(dati.password);
  await page.getByLabel('Conferma password').fill(dati.password);
  if (dati.ruolo === 'venditore') await page.getByRole('radio', { name: /Venditore \(Demolitore\)/ }).check();
  await page.getByRole('button', { name: 'Registrati' }).click();
  await expect(page.getByText('Registrazione completata con successo!')).toBeVisible();
}

/**
 * Logs in from /login and returns once the gateway has answered, accepted or refused: a navigation right after the
 * click would otherwise cancel the request on a slow machine, and the page would load without the session.
 */
export async function accedi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  const risposta = page.waitForResponse(
    (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('mutation Accedi'),
  );
  await page.getByRole('button', { name: 'Accedi' }).click();
  await (await risposta).finished();
}

/** The navbar's Esci; the sidebar has one too on dashboard pages. */
export async function esci(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Principale' }).getByRole('button', { name: 'Esci' }).click();
  await expect(page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Accedi' })).toBeVisible();
}

/** Esci in another tab of the same browser: it ends the session this page is still using. */
export async function esciInUnAltraScheda(page: Page): Promise<void> {
  const altraScheda = await page.context().newPage();
  await altraScheda.goto('/');
  await esci(altraScheda);
}

/** A submit cut short by the lost session: the screen's own text, in place of the generic one (never both). */
export async function expectSessionePersa(page: Page, testo: string): Promise<void> {
  await expect(page.getByText(testo)).toBeVisible();
  await expect(page.getByText(MESSAGGI.auth.sessioneScaduta)).toHaveCount(0);
}

/**
 * "Dati per la vendita" from the seller's area (art. 30 DSA), as every seller fills them before the first listing; the
 * page is left once they are saved and complete.
 */
export async function compilaDatiVendita(page: Page, ragioneSociale = 'Autodemolizioni Prova Srl'): Promise<void> {
  await page.goto('/venditore/dati-vendita');
  await page.getByLabel('Ragione sociale').fill(ragioneSociale);
  await page.getByLabel('Partita IVA').fill('03018291207');
  await page.getByLabel('Camera di Commercio (provincia)').selectOption('BO');
  await page.getByLabel('Numero REA').fill('BO-123456');
  await page.getByLabel('Telefono').fill('051 1234567');
  await page.getByLabel('Sede legale').fill('Via Emilia 1, 40100 Bologna');
  await page.getByLabel('IBAN').fill('IT60X0542811101000000123456');
  await page.getByLabel('Intestatario del conto').fill(ragioneSociale);
  await page.getByRole('checkbox', { name: /conformi al diritto dell’Unione/ }).check();
  await page.getByRole('button', { name: 'Salva i dati per la vendita' }).click();
  await expect(page.getByText('Dati completi: puoi pubblicare', { exact: false })).toBeVisible();
}
