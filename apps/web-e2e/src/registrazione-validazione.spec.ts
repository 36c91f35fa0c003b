import { expect, test } from '@playwright/test';
import { PASSWORD_DEBOLE } from '@ricambiamo/contracts';
import { emailUnica } from './support/utenti';

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
    await page.getByLabel('Password', { exact: true }).fill('segretissima1');
    await page.getByLabel('Conferma password').fill('segretissima1');
    await page.getByLabel(campo, { exact: true }).fill(valore);
    await page.getByRole('button', { name: 'Registrati' }).click();
    await expect(page.getByText(messaggio, { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/registrazione');
  });
}

test('a guessable password gets the strength hint and the message and is refused; a passphrase is accepted', async ({ page }) => {
  await page.getByLabel('Nome completo').fill('Mario Rossi');
  await page.getByLabel('Email').fill(emailUnica('robusta'));
  const password = page.getByLabel('Password', { exact: true });
  const conferma = page.getByLabel('Conferma password');
  await password.fill('password');
  await expect(page.getByText('Sicurezza della password: molto debole. Questa è una password molto usata.')).toBeVisible();
  await conferma.fill('password');
  await page.getByRole('button', { name: 'Registrati' }).click();
  await expect(page.getByText(PASSWORD_DEBOLE, { exact: true })).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL('/registrazione');

  await password.fill('cavallo batteria graffetta');
  await expect(page.getByText('Sicurezza della password: ottima.')).toBeVisible();
  await conferma.fill('cavallo batteria graffetta');
  await page.getByRole('button', { name: 'Registrati' }).click();
  await expect(page.getByText('Registrazione completata con successo!')).toBeVisible();
});
