import { expect, test, type Page } from '@playwright/test';
import { accedi, DEMO, emailUnica, registra } from './support/utenti';

const PACCHETTI = '/venditore/acquista-gettoni';

const saldoNellaSidebar = (page: Page) =>
  page.getByRole('complementary', { name: 'Menu area personale' }).getByRole('link', { name: /Gettoni Disponibili/ });

async function nuovoVenditore(page: Page): Promise<void> {
  await registra(page, { nome: 'Autodemolizioni Verdi', email: emailUnica('gettoni'), password: 'segretissima1', ruolo: 'venditore' });
  await expect(page).toHaveURL('/venditore');
  await expect(saldoNellaSidebar(page).getByText('0', { exact: true })).toBeVisible();
}

/** From the packs page through "Acquista Ora" to the development checkout of the 100-token pack. */
async function allaCassa(page: Page): Promise<void> {
  await page.getByRole('complementary', { name: 'Menu area personale' }).getByRole('link', { name: 'Acquista Gettoni' }).click();
  await expect(page).toHaveURL(PACCHETTI);
  const pacchetto = page.getByRole('article', { name: '100 gettoni' });
  await expect(pacchetto.getByText('Più popolare')).toBeVisible();
  await pacchetto.getByRole('button', { name: 'Acquista Ora' }).click();
  await expect(page).toHaveURL(/\/sviluppo\/checkout\/[^/]+$/);
  await expect(page.getByText('Ambiente di sviluppo — nessun pagamento reale')).toBeVisible();
  await expect(page.getByText('Pacchetto 100 gettoni')).toBeVisible();
}

test('a seller buys the 100-token pack through the development checkout and sees it credited', async ({ page }) => {
  await nuovoVenditore(page);
  await allaCassa(page);
  const sessionId = page.url().split('/').at(-1) ?? '';

  await page.getByRole('button', { name: /^Paga 750,00\s€$/ }).click();
  await expect(page).toHaveURL(`${PACCHETTI}/success?session_id=${sessionId}`);
  await expect(page.getByRole('heading', { name: 'Pagamento completato' })).toBeVisible();
  await expect(page.getByText(/Nuovo saldo/)).toHaveText('Nuovo saldo: 100 gettoni');
  await expect(saldoNellaSidebar(page).getByText('100', { exact: true })).toBeVisible();

  await page.goto(PACCHETTI);
  const movimento = page.getByRole('list', { name: 'Movimenti' }).getByRole('listitem');
  await expect(movimento).toHaveCount(1);
  await expect(movimento).toContainText('Acquisto gettoni');
  await expect(movimento).toContainText('+100');
  await expect(movimento).toContainText('Saldo 100');

  // The session is closed: opening its checkout again offers no second payment.
  await page.goto(`/sviluppo/checkout/${sessionId}`);
  await expect(page.getByRole('heading', { name: 'Sessione di pagamento chiusa' })).toBeVisible();
});

test('a seller who cancels at the checkout is back on the packs page with nothing credited', async ({ page }) => {
  await nuovoVenditore(page);
  await allaCassa(page);
  const sessionId = page.url().split('/').at(-1) ?? '';

  await page.getByRole('button', { name: 'Annulla' }).click();
  await expect(page).toHaveURL(PACCHETTI);
  await expect(page.getByText('Pagamento annullato: non ti è stato addebitato nulla.')).toBeVisible();
  await expect(saldoNellaSidebar(page).getByText('0', { exact: true })).toBeVisible();
  await expect(page.getByText('Nessun movimento ancora')).toBeVisible();

  await page.goto(`${PACCHETTI}/success?session_id=${sessionId}`);
  await expect(page.getByRole('heading', { name: 'Pagamento annullato' })).toBeVisible();
  await expect(saldoNellaSidebar(page).getByText('0', { exact: true })).toBeVisible();
});

test('a buyer opening /venditore/acquista-gettoni lands on /', async ({ page }) => {
  await accedi(page, DEMO.acquirente.email, DEMO.acquirente.password);
  await expect(page).toHaveURL('/');
  await page.goto(PACCHETTI);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Come Funziona' })).toBeVisible();
});
