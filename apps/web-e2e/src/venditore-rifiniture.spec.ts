import { expect, test, type Page } from '@playwright/test';
import { MESSAGGI } from '@ricambiamo/contracts';
import { emailUnica, registra } from './support/utenti';

const giorno = (page: Page, nome: string) => page.getByRole('group', { name: nome });

test('at 1280 px the navbar shows a seller name like Franco Demolizioni whole', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await registra(page, { nome: 'Franco Demolizioni', email: emailUnica('navbar'), password: 'segretissima1', ruolo: 'venditore' });
  await expect(page).toHaveURL('/venditore');
  const nome = page.getByRole('navigation', { name: 'Principale' }).getByTitle('Franco Demolizioni');
  await expect(nome).toBeVisible();
  await expect(nome).toHaveText('Franco Demolizioni');
  // Every element that could cut it short has the room for all of it.
  const tagliati = await nome.evaluate((el) => [el, ...Array.from(el.querySelectorAll('*'))].filter((e) => e.scrollWidth > e.clientWidth).length);
  expect(tagliati).toBe(0);
});

test.describe('a seller whose browser speaks English', () => {
  test.use({ locale: 'en-US' });

  test('reads and writes the opening hours on the 24-hour clock, never AM/PM', async ({ page }) => {
    // The premise: this browser writes times the American way, as a native time input would show them.
    expect(await page.evaluate(() => new Date(2026, 0, 5, 18, 0).toLocaleTimeString())).toMatch(/PM/);

    await registra(page, { nome: 'Sara Galli', email: emailUnica('orari-en'), password: 'segretissima1', ruolo: 'venditore' });
    await page.goto('/venditore/profilo');
    const apertura = giorno(page, 'Lunedì').getByRole('textbox', { name: 'Apertura' });
    const chiusura = giorno(page, 'Lunedì').getByRole('textbox', { name: 'Chiusura' });
    await expect(apertura).toHaveValue('08:00');
    await expect(chiusura).toHaveValue('18:00');
    // A text box shows exactly its value; a time input would draw its own "08:00 AM" over the same value.
    await expect(apertura).toHaveAttribute('type', 'text');
    await expect(chiusura).toHaveAttribute('type', 'text');

    await chiusura.fill('1830');
    await chiusura.blur();
    await expect(chiusura).toHaveValue('18:30');
    await page.getByLabel('Nome Attività').fill('Autodemolizioni Galli');
    await page.getByLabel('Partita IVA').fill('03018291207');
    await page.getByRole('button', { name: /Salva Modifiche/ }).click();
    await expect(page.getByText(MESSAGGI.successo.profiloAggiornato)).toBeVisible();

    await page.reload();
    await expect(giorno(page, 'Lunedì').getByRole('textbox', { name: 'Chiusura' })).toHaveValue('18:30');
  });
});
