import { expect, type Locator, type Page } from '@playwright/test';
import { etichettaCampanella, MESSAGGI_NOTIFICHE } from '@ricambiamo/contracts';

/** The navbar's bell, there for every logged-in user at any width; its name carries the unread count. */
export const campanella = (page: Page): Locator =>
  page.getByRole('navigation', { name: 'Principale' }).getByRole('button', { name: /^Notifiche/ });

export const pannello = (page: Page): Locator => page.getByRole('dialog', { name: MESSAGGI_NOTIFICHE.titolo });

/** What the bell's name says for `n` unread notifications. */
export const nonLette = etichettaCampanella;

export async function apriPannello(page: Page): Promise<Locator> {
  await campanella(page).click();
  await expect(pannello(page)).toBeVisible();
  return pannello(page);
}

export const voce = (pannello: Locator, titolo: string): Locator => pannello.getByRole('listitem').filter({ hasText: titolo });

/** A page that has not reloaded since this was called keeps the mark: what changed on it changed live. */
export async function segnaPagina(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { senzaRicaricare: true }));
}

export async function nonRicaricata(page: Page): Promise<void> {
  expect(await page.evaluate(() => 'senzaRicaricare' in window)).toBe(true);
}
