import { expect, test, type Page } from '@playwright/test';
import { conteggio, COSTO_GETTONI } from '@ricambiamo/contracts';
import { accessToken, tipoInVenditaApi } from './support/catalogo';
import { accedi, DEMO, emailUnica, registra } from './support/utenti';

const TELEFONO = { width: 390, height: 844 };
const PASSWORD = 'segretissima1';

/**
 * The page's own heading starts in the first screen. On a phone the personal area's menu once took about 560 of the
 * 844 px above every page, and the heading came after it.
 */
async function titoloNelPrimoSchermo(page: Page): Promise<void> {
  const titolo = page.getByRole('heading', { level: 1 });
  await expect(titolo).toBeVisible();
  // Its place in the page, whatever the page has scrolled: a menu above it would push it down the document.
  const inizio = await titolo.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  expect(inizio).toBeLessThan(300);
}

/** Nothing wider than the screen: a table cut at its edge would need a sideways scroll. */
async function senzaScorrimentoLaterale(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(TELEFONO.width);
}

const menuArea = (page: Page) => page.getByRole('complementary', { name: 'Menu area personale' });

test.describe('personal area at 390×844', () => {
  test.use({ viewport: TELEFONO });

  test('seller pages start with their content, the balance in sight, the entries in a drawer, listings as cards', async ({ page, request }) => {
    test.setTimeout(60_000);
    const email = emailUnica('telefono');
    await registra(page, { nome: 'Autodemolizioni Riva', email, password: PASSWORD, ruolo: 'venditore' });
    await expect(page).toHaveURL('/venditore');
    const { modello } = await tipoInVenditaApi(request, await accessToken(request, email, PASSWORD));

    await page.goto('/venditore');
    await titoloNelPrimoSchermo(page);
    const saldo = conteggio(25 - COSTO_GETTONI.creazioneInserzione, 'gettone', 'gettoni');
    await expect(menuArea(page).getByRole('link', { name: `Gettoni Disponibili: ${saldo}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Parco Macchine' })).toHaveCount(0);

    await page.goto('/venditore/inserzioni');
    await titoloNelPrimoSchermo(page);
    const scheda = page.getByRole('list', { name: 'Le tue inserzioni' }).getByRole('article', { name: `Fiat ${modello}` });
    await expect(scheda).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    // Every column of the desktop table, Area, Info and Data included.
    await expect(scheda.getByRole('term')).toHaveText(['Info', 'Area', 'Ricambi', 'Data']);
    await expect(scheda.getByRole('definition')).toHaveText(['140.000 km · 95 CV', 'Non assegnata', '1 disponibile', /^\d{2}\/\d{2}\/\d{4}$/]);
    await expect(scheda.getByRole('link', { name: `Modifica Fiat ${modello}` })).toBeVisible();
    await senzaScorrimentoLaterale(page);

    const pulsante = menuArea(page).getByRole('button', { name: 'Menu area venditore' });
    await pulsante.click();
    const cassetto = page.getByRole('dialog', { name: 'Area venditore' });
    await expect(cassetto.getByRole('link', { name: 'Parco Macchine' })).toBeVisible();
    await expect(cassetto.getByRole('button', { name: 'Chiudi menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(cassetto).toHaveCount(0);
    await expect(pulsante).toBeFocused();

    await pulsante.click();
    await cassetto.getByRole('link', { name: 'Ordini' }).click();
    await expect(page).toHaveURL('/venditore/ordini');
    await expect(cassetto).toHaveCount(0);
    await titoloNelPrimoSchermo(page);
  });

  test('the buyer area starts with its heading, the entries in a drawer', async ({ page }) => {
    await accedi(page, DEMO.acquirente.email, DEMO.acquirente.password);
    await expect(page).toHaveURL('/');
    await page.goto('/acquirente');
    await titoloNelPrimoSchermo(page);
    await expect(menuArea(page).getByRole('link', { name: /Gettoni/ })).toHaveCount(0);
    await senzaScorrimentoLaterale(page);

    await menuArea(page).getByRole('button', { name: 'Menu area acquirente' }).click();
    const cassetto = page.getByRole('dialog', { name: 'Area acquirente' });
    // The messages' entry names its unread count, if any.
    await expect(cassetto.getByRole('link')).toHaveText(['Dashboard', 'Profilo', 'I miei Ordini', /^Messaggi/, 'Ricerche salvate', 'Le mie richieste']);
    await cassetto.getByRole('link', { name: 'Profilo' }).click();
    await expect(page).toHaveURL('/acquirente/profilo');
    await titoloNelPrimoSchermo(page);
  });
});

test.describe('personal area at 1280×900', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('keeps the sidebar beside the page, and the listings table', async ({ page }) => {
    await accedi(page, DEMO.venditore.email, DEMO.venditore.password);
    await expect(page).toHaveURL('/');
    await page.goto('/venditore/inserzioni');
    await expect(menuArea(page).getByRole('link', { name: 'Parco Macchine' })).toBeVisible();
    await expect(menuArea(page).getByRole('link', { name: /Gettoni Disponibili/ })).toBeVisible();
    await expect(menuArea(page).getByRole('button', { name: /^Menu/ })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Le tue inserzioni' })).toBeVisible();
  });
});
