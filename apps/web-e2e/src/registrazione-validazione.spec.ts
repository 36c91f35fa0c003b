import { expect, test } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.goto('/registrazione');
});

test('an empty form shows every required-field message', async ({ page }) => {
  await page.getByRole('button', { name: 'Registrati' }).click();
  for (const message of [
    'Nome è obbligatorio',
    'Email è obbligatoria',
    'Password è obbligatoria',
    'Conferma password è obbligatoria',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page).toHaveURL('/registrazione');
});

const casi = [
  { campo: 'Nome completo', valore: 'M', messaggio: 'Il nome deve essere di almeno 2 caratteri' },
  { campo: 'Email', valore: 'mario@', messaggio: 'Email non valida' },
  { campo: 'Password', valore: '12345', messaggio: 'La password deve essere di almeno 6 caratteri' },
  { campo: 'Conferma password', valore: 'diversa1', messaggio: 'Le password non corrispondono' },
];

for (const { campo, valore, messaggio } of casi) {
  test(`${campo} "${valore}" shows "${messaggio}"`, async ({ page }) => {
    await page.getByLabel('Nome completo').fill('Mario Rossi');
    await page.getByLabel('Email').fill('mario@example.it');
    await page.getByLabel('Password', { exact: true }).fill('segreta1');
    await page.getByLabel('Conferma password').fill('segreta1');
    await page.getByLabel(campo, { exact: true }).fill(valore);
    await page.getByRole('button', { name: 'Registrati' }).click();
    await expect(page.getByText(messaggio, { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/registrazione');
  });
}
