import { expect, test } from '@playwright/test';
import { accedi, emailUnica, esci, registra } from './support/utenti';

test('a buyer registers, is logged in, edits the profile, logs out and logs back in', async ({ page }) => {
  const email = emailUnica('acquirente');
  const navbar = page.getByRole('navigation', { name: 'Principale' });

  await registra(page, { nome: 'Giulia Verdi', email, password: 'segretissima1' });
  await expect(page).toHaveURL('/acquirente');
  await expect(navbar.getByText('Giulia Verdi')).toBeVisible();
  await expect(navbar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/acquirente');
  await expect(navbar.getByRole('link', { name: 'Nuova Inserzione' })).toHaveCount(0);

  await page.getByRole('complementary', { name: 'Menu area personale' }).getByRole('link', { name: 'Profilo' }).click();
  await expect(page).toHaveURL('/acquirente/profilo');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Email')).not.toBeEditable();
  await page.getByLabel('Telefono').fill('333 1234567');
  await page.getByLabel('Indirizzo').fill('Via Emilia 10');
  await page.getByLabel('Città').fill('Modena');
  await page.getByLabel('CAP').fill('4110');
  await page.getByLabel('Provincia').fill('MO');
  await page.getByRole('button', { name: 'Salva modifiche' }).click();
  await expect(page.getByText('CAP non valido')).toBeVisible();
  await page.getByLabel('CAP').fill('41121');
  await page.getByRole('button', { name: 'Salva modifiche' }).click();
  await expect(page.getByText('Profilo aggiornato con successo')).toBeVisible();

  // A reload restores the session from the refresh cookie and reads the saved profile back from the server.
  await page.reload();
  await expect(page.getByLabel('Città')).toHaveValue('Modena');
  await expect(page.getByLabel('CAP')).toHaveValue('41121');

  await esci(page);
  await expect(page).toHaveURL('/');
  await page.goto('/acquirente');
  await expect(page).toHaveURL('/login');

  await accedi(page, email, 'segretissima1');
  await expect(page.getByText('Accesso effettuato con successo!')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(navbar.getByText('Giulia Verdi')).toBeVisible();
});

test('a wrong password is refused with the spec message', async ({ page }) => {
  const email = emailUnica('password-errata');
  await registra(page, { nome: 'Luca Neri', email, password: 'giustissima1' });
  await esci(page);

  await accedi(page, email, 'sbagliata');
  await expect(page.getByText('Email o password non validi')).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('an e-mail already in use is refused on registration', async ({ page }) => {
  const email = emailUnica('doppia');
  await registra(page, { nome: 'Sara Blu', email, password: 'segretissima1' });
  await esci(page);

  await page.goto('/registrazione');
  await page.getByLabel('Nome completo').fill('Sara Bis');
  await page.getByLabel('Email').fill(email.toUpperCase());
  await page.getByLabel('Password', { exact: true }).fill('segretissima1');
  await page.getByLabel('Conferma password').fill('segretissima1');
  await page.getByRole('button', { name: 'Registrati' }).click();
  await expect(page.getByText("Email già in uso, prova con un'altra")).toHaveCount(2);
  await expect(page).toHaveURL('/registrazione');
});
