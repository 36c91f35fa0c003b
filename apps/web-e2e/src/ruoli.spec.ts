import { expect, test } from '@playwright/test';
import { accedi, DEMO, emailUnica, registra } from './support/utenti';

test('an anonymous visitor opening /acquirente lands on /login', async ({ page }) => {
  await page.goto('/acquirente');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
});

test('a buyer opening /venditore lands on /', async ({ page }) => {
  await accedi(page, DEMO.acquirente.email, DEMO.acquirente.password);
  await expect(page).toHaveURL('/');
  await page.goto('/venditore');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Come Funziona' })).toBeVisible();
});

test('a seller who registers lands on the seller dashboard shell', async ({ page }) => {
  const navbar = page.getByRole('navigation', { name: 'Principale' });
  await registra(page, { nome: 'Autodemolizioni Rossi', email: emailUnica('venditore'), password: 'segreta1', ruolo: 'venditore' });
  await expect(page).toHaveURL('/venditore');
  await expect(page.getByRole('heading', { name: 'Autodemolizioni Rossi' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Modifica Profilo' })).toBeVisible();
  await expect(navbar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/venditore');
  await expect(navbar.getByRole('link', { name: 'Nuova Inserzione' })).toHaveAttribute('href', '/venditore/nuova-inserzione');

  await page.goto('/acquirente');
  await expect(page).toHaveURL('/');
});
