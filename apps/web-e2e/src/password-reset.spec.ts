import { expect, test } from '@playwright/test';
import { linkResetPer } from './support/mail-catcher';
import { accedi, emailUnica, esci, registra } from './support/utenti';

test('a password reset by e-mail sets a new password; the old one and the used link stop working', async ({ page }) => {
  const email = emailUnica('reset');
  await registra(page, { nome: 'Paolo Gialli', email, password: 'vecchissima1' });
  await esci(page);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Password dimenticata?' }).click();
  await expect(page).toHaveURL('/reset-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Invia link di reset' }).click();
  await expect(page.getByText('Email di reset inviata con successo!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Email Inviata!' })).toBeVisible();

  const link = await linkResetPer(email);
  await page.goto(link);
  await expect(page.getByText('Ora puoi impostare una nuova password')).toBeVisible();
  await page.getByLabel('Nuova password').fill('nuovissima123');
  await page.getByLabel('Conferma password').fill('nuovissima123');
  await page.getByRole('button', { name: 'Aggiorna password' }).click();
  await expect(page.getByText('Password aggiornata con successo!')).toBeVisible();
  await expect(page).toHaveURL('/login');

  await accedi(page, email, 'vecchissima1');
  await expect(page.getByText('Email o password non validi')).toBeVisible();

  await accedi(page, email, 'nuovissima123');
  await expect(page.getByText('Accesso effettuato con successo!')).toBeVisible();
  await expect(page).toHaveURL('/');
  await esci(page);

  await page.goto(link);
  await page.getByLabel('Nuova password').fill('ancorissima12');
  await page.getByLabel('Conferma password').fill('ancorissima12');
  await page.getByRole('button', { name: 'Aggiorna password' }).click();
  await expect(page.getByRole('heading', { name: 'Link non valido' })).toBeVisible();
});

test('asking a reset for an unknown e-mail looks exactly like a known one', async ({ page }) => {
  await page.goto('/reset-password');
  await page.getByLabel('Email').fill(emailUnica('sconosciuto'));
  await page.getByRole('button', { name: 'Invia link di reset' }).click();
  await expect(page.getByRole('heading', { name: 'Email Inviata!' })).toBeVisible();
  await page.getByRole('link', { name: 'Torna al login' }).click();
  await expect(page).toHaveURL('/login');
});
