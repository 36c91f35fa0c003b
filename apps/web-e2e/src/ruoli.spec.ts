import { expect, test } from '@playwright/test';
import { MESSAGGI, ORARI_DEFAULT } from '@ricambiamo/contracts';
import { accessToken, graphql } from './support/catalogo';
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
  await registra(page, { nome: 'Autodemolizioni Rossi', email: emailUnica('venditore'), password: 'segretissima1', ruolo: 'venditore' });
  await expect(page).toHaveURL('/venditore');
  await expect(page.getByRole('heading', { name: 'Autodemolizioni Rossi' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Modifica Profilo' })).toBeVisible();
  await expect(navbar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/venditore');
  await expect(navbar.getByRole('link', { name: 'Nuova Inserzione' })).toHaveAttribute('href', '/venditore/nuova-inserzione');

  await page.goto('/acquirente');
  await expect(page).toHaveURL('/');
});

test('a buyer cannot reach the seller settings, in the browser or through the API', async ({ page, request }) => {
  await accedi(page, DEMO.acquirente.email, DEMO.acquirente.password);
  await expect(page).toHaveURL('/');
  await page.goto('/venditore/profilo');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Come Funziona' })).toBeVisible();

  // Straight to the API, as a tampered client would: refused, and the buyer's row is untouched.
  const token = await accessToken(request, DEMO.acquirente.email, DEMO.acquirente.password);
  const prima = await graphql<{ utenteCorrente: object }>(request, token, '{ utenteCorrente { id nome ruolo nomeAttivita partitaIva } }');
  const risposta = await request.post('/graphql', {
    headers: { Origin: new URL(page.url()).origin, Authorization: `Bearer ${token}` },
    data: {
      query: 'mutation ($input: SellerProfileInput!) { aggiornaProfiloVenditore(input: $input) { id } }',
      variables: { input: { nome: 'Intruso', nomeAttivita: 'Officina Intrusa', partitaIva: '03018291207', orari: ORARI_DEFAULT } },
    },
  });
  const corpo = (await risposta.json()) as { errors?: { message: string; extensions: { code: string } }[] };
  expect(corpo.errors?.[0]).toMatchObject({ message: MESSAGGI.auth.nonAutorizzato, extensions: { code: 'FORBIDDEN' } });
  expect(await graphql<{ utenteCorrente: object }>(request, token, '{ utenteCorrente { id nome ruolo nomeAttivita partitaIva } }')).toEqual(prima);
});
