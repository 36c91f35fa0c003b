import { expect, type Page } from '@playwright/test';

export const saldoNellaSidebar = (page: Page) =>
  page.getByRole('complementary', { name: 'Menu area personale' }).getByRole('link', { name: /Gettoni Disponibili/ });

/** Buys the 100-token pack through the development checkout that stands in for Stripe. */
export async function compra100Gettoni(page: Page): Promise<void> {
  await page.goto('/venditore/acquista-gettoni');
  await page.getByRole('article', { name: '100 gettoni' }).getByRole('button', { name: 'Acquista Ora' }).click();
  await expect(page).toHaveURL(/\/sviluppo\/checkout\/[^/]+$/);
  await page.getByRole('button', { name: /^Paga 750,00\s€$/ }).click();
  await expect(page.getByText(/Nuovo saldo/)).toHaveText('Nuovo saldo: 100 gettoni');
}
