import { expect, type Page, test } from '@playwright/test';
import { codiceTotp, creaOperatore } from './support/operatore';
import { emailUnica, esci } from './support/utenti';

const PASSWORD = 'operatore-sicuro-2026';

async function accediComeOperatore(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

test('an operator made by the command sets a password, enrols an authenticator app, and signs in with its codes', async ({ page }) => {
  const email = emailUnica('operatore');
  const link = await creaOperatore(email, 'Anna Operatrice');

  // The link the command printed sets the password.
  await page.goto(link);
  await page.getByLabel('Nuova password').fill(PASSWORD);
  await page.getByLabel('Conferma password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Aggiorna password' }).click();
  await expect(page).toHaveURL('/login');

  // First sign-in: the password opens the enrolment, not a session.
  await accediComeOperatore(page, email);
  await expect(page.getByRole('heading', { name: 'Attiva la verifica in due passaggi' })).toBeVisible();
  await expect(page.getByRole('img', { name: "Codice QR per l'app di autenticazione" })).toBeVisible();
  const chiave = (await page.getByText(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/).textContent())!.replaceAll(' ', '');
  const istante = Date.now();
  await page.getByLabel('Codice di verifica').fill('000000');
  await page.getByRole('button', { name: 'Attiva' }).click();
  await expect(page.getByText('Codice non valido')).toBeVisible();
  await page.getByLabel('Codice di verifica').fill(codiceTotp(chiave, istante));
  await page.getByRole('button', { name: 'Attiva' }).click();

  const codici = page.getByRole('list', { name: 'I tuoi codici di recupero' }).getByRole('listitem');
  await expect(codici).toHaveCount(10);
  const recupero = (await codici.first().textContent())!;
  await page.getByRole('button', { name: 'Ho salvato i codici, continua' }).click();
  await expect(page).toHaveURL('/operatore');
  await expect(page.getByRole('heading', { name: 'Console operatore' })).toBeVisible();
  await page.getByRole('tab', { name: 'Sicurezza' }).click();
  await expect(page.getByText('Ti restano 10 codici di recupero')).toBeVisible();
  await esci(page);

  // Next time: the code of the app; a code already used is refused.
  await accediComeOperatore(page, email);
  await expect(page.getByRole('heading', { name: 'Verifica in due passaggi' })).toBeVisible();
  await page.getByLabel('Codice di verifica').fill(codiceTotp(chiave, istante));
  await page.getByRole('button', { name: 'Verifica' }).click();
  await expect(page.getByText('Codice non valido')).toBeVisible();
  await page.getByLabel('Codice di verifica').fill(codiceTotp(chiave, istante + 30_000));
  await page.getByRole('button', { name: 'Verifica' }).click();
  await expect(page).toHaveURL('/operatore');
  await esci(page);

  // Without the phone: a recovery code, once.
  await accediComeOperatore(page, email);
  await page.getByRole('button', { name: "Non hai l'app? Usa un codice di recupero" }).click();
  await page.getByLabel('Codice di verifica').fill(recupero);
  await page.getByRole('button', { name: 'Verifica' }).click();
  await expect(page).toHaveURL('/operatore');
  await page.getByRole('tab', { name: 'Sicurezza' }).click();
  await expect(page.getByText('Ti restano 9 codici di recupero')).toBeVisible();
});

test('an operator is never offered at registration', async ({ page }) => {
  await page.goto('/registrazione');
  await expect(page.getByRole('radio')).toHaveCount(2);
  await expect(page.getByRole('radio', { name: /Operatore/ })).toHaveCount(0);
});
