import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { accedi, DEMO, emailUnica, registra } from './support/utenti';

const CARTELLA = path.resolve(__dirname, '../../../docs/screenshots');

const formati = [
  { nome: 'desktop', viewport: { width: 1280, height: 800 } },
  { nome: 'phone', viewport: { width: 390, height: 844 } },
] as const;

async function salva(page: Page, schermata: string, formato: string): Promise<void> {
  // Toasts and focus rings are transient; the README shows the screen itself.
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  // Chromium stitches a full-page picture taken scrolled down with the sticky navbar in the middle of it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await page.screenshot({ path: path.join(CARTELLA, `${schermata}-${formato}.png`), fullPage: true, animations: 'disabled' });
}

for (const { nome: formato, viewport } of formati) {
  test.describe(`screens at ${formato} width`, () => {
    test.use({ viewport });

    test('public screens', async ({ page }) => {
      const pubbliche: [string, string, string][] = [
        ['home', '/', 'Come Funziona'],
        ['login', '/login', 'Accedi'],
        ['registrazione', '/registrazione', 'Crea il tuo account'],
        ['reset-password', '/reset-password', 'Reimposta la password'],
        ['update-password-link-non-valido', '/update-password', 'Link non valido'],
        ['not-found', '/pagina-inesistente', 'Pagina non trovata'],
      ];
      for (const [schermata, percorso, titolo] of pubbliche) {
        await page.goto(percorso);
        await expect(page.getByRole('heading', { name: titolo, exact: true })).toBeVisible();
        await salva(page, schermata, formato);
      }

      await page.goto('/registrazione');
      await page.getByRole('button', { name: 'Registrati' }).click();
      await expect(page.getByText('Nome è obbligatorio')).toBeVisible();
      await salva(page, 'registrazione-errori', formato);

      await page.goto('/update-password?token=anteprima');
      await expect(page.getByRole('heading', { name: 'Imposta una nuova password' })).toBeVisible();
      await salva(page, 'update-password', formato);

      if (formato === 'phone') {
        await page.goto('/');
        await page.getByRole('button', { name: 'Apri menu' }).click();
        await expect(page.locator('#menu-mobile')).toBeVisible();
        await page.screenshot({ path: path.join(CARTELLA, `menu-mobile-${formato}.png`), animations: 'disabled' });
      }
    });

    test('reset e-mail sent panel', async ({ page }) => {
      await page.goto('/reset-password');
      await page.getByLabel('Email').fill(DEMO.acquirente.email);
      await page.getByRole('button', { name: 'Invia link di reset' }).click();
      await expect(page.getByRole('heading', { name: 'Email Inviata!' })).toBeVisible();
      await salva(page, 'reset-password-inviata', formato);
    });

    test('buyer screens', async ({ page }) => {
      await accedi(page, DEMO.acquirente.email, DEMO.acquirente.password);
      await expect(page).toHaveURL('/');
      await page.goto('/acquirente');
      await expect(page.getByRole('tab', { name: 'I miei Ordini' })).toBeVisible();
      await salva(page, 'acquirente-dashboard', formato);
      await page.goto('/acquirente/profilo');
      await expect(page.getByLabel('Email')).toHaveValue(DEMO.acquirente.email);
      await salva(page, 'acquirente-profilo', formato);
    });

    test('seller screens', async ({ page }) => {
      await accedi(page, DEMO.venditore.email, DEMO.venditore.password);
      await expect(page).toHaveURL('/');
      await page.goto('/venditore');
      await expect(page.getByRole('link', { name: 'Modifica Profilo' })).toBeVisible();
      await salva(page, 'venditore-dashboard', formato);
    });

    test('token purchase screens', async ({ page }) => {
      // A new seller, so buying a pack for the pictures leaves the demo accounts' balances alone.
      await registra(page, { nome: 'Autodemolizioni Verdi', email: emailUnica('gettoni'), password: 'segreta1', ruolo: 'venditore' });
      await expect(page).toHaveURL('/venditore');
      await page.goto('/venditore/acquista-gettoni');
      await expect(page.getByText('Nessun movimento ancora')).toBeVisible();
      await salva(page, 'acquista-gettoni', formato);

      await page.getByRole('article', { name: '100 gettoni' }).getByRole('button', { name: 'Acquista Ora' }).click();
      await expect(page.getByRole('heading', { name: 'Pagamento', exact: true })).toBeVisible();
      await salva(page, 'checkout-sviluppo', formato);

      await page.getByRole('button', { name: /^Paga / }).click();
      await expect(page.getByRole('heading', { name: 'Pagamento completato' })).toBeVisible();
      await salva(page, 'acquisto-completato', formato);
    });
  });
}
