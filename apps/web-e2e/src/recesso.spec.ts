import { AZIONI_RECESSO, ETICHETTE_STATO_RECESSO, MESSAGGI_RECESSO } from '@ricambiamo/contracts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accessToken, graphql } from './support/catalogo';
import { apriPannello, voce } from './support/notifiche';
import { cambiaStatoApi, euro, nuovaInserzione, nuovoAcquirente, ordinaApi, ordineNellaLista, ricambio, venditoreDemo } from './support/ordini';
import { accedi, DEMO } from './support/utenti';

/**
 * An order of the demo seller's fresh listing, placed by the buyer whose token is given and delivered: the seller took
 * the transfer and marked it Completato, which opens the withdrawal window (README "Recesso del consumatore").
 */
async function ordineConsegnato(request: APIRequestContext, tokenAcquirente: string, nome: string, email: string) {
  const auto = await nuovaInserzione(request, [
    ['Cambio', 32_000, 2_500],
    ['Centralina ECU', 9_000, 1_200],
  ]);
  const ordine = await ordinaApi(request, tokenAcquirente, { autoId: auto.id, ricambiIds: Object.values(auto.ids), nome, email });
  const venditore = await accessToken(request, DEMO.venditore.email, DEMO.venditore.password);
  await cambiaStatoApi(request, venditore, ordine.id, 'processing');
  await cambiaStatoApi(request, venditore, ordine.id, 'completed');
  return { auto, ordine };
}

const recessoEntro = async (request: APIRequestContext, token: string, ordineId: string) =>
  (await graphql<{ ordine: { recessoEntro: string | null } }>(request, token, 'query O($id: ID!) { ordine(id: $id) { recessoEntro } }', { id: ordineId }))
    .ordine.recessoEntro;

const pulsante = (page: Page, codice: string) => ordineNellaLista(page, codice).getByRole('button', { name: MESSAGGI_RECESSO.pulsante });

test('a consumer withdraws from a delivered order; the seller accepts, receives the part (on sale again) and refunds; both see every step', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const { page, email } = await nuovoAcquirente(browser, 'Elena Conti');
  const token = await accessToken(request, email, 'segretissima1');
  const { auto, ordine } = await ordineConsegnato(request, token, 'Elena Conti', email);

  // The button is on the order itself (art. 54-bis).
  await page.goto('/acquirente/ordini');
  const scheda = ordineNellaLista(page, ordine.codice);
  await expect(scheda.getByRole('region', { name: 'Diritto di recesso' })).toContainText('Puoi recedere entro il');
  await pulsante(page, ordine.codice).click();
  const dialogo = page.getByRole('dialog', { name: new RegExp(`${MESSAGGI_RECESSO.titolo} · ordine #${ordine.codice}`) });
  await dialogo.getByRole('button', { name: MESSAGGI_RECESSO.invia }).click();
  await expect(dialogo.getByText(MESSAGGI_RECESSO.ricambi)).toBeVisible();
  await dialogo.getByRole('checkbox', { name: /Cambio/ }).check();
  await expect(dialogo.getByText('Rimborso con bonifico').locator('..')).toContainText(euro(34_500));
  await dialogo.getByRole('combobox', { name: 'Motivo' }).selectOption({ label: 'Il ricambio non è compatibile con il mio veicolo' });
  await dialogo.getByRole('textbox', { name: 'Dettagli (facoltativo)' }).fill('Serve per la versione 1.3 Multijet');
  await dialogo.getByRole('button', { name: MESSAGGI_RECESSO.invia }).click();
  await expect(page.getByText(MESSAGGI_RECESSO.inviato)).toBeVisible();
  await expect(dialogo).toBeHidden();
  await expect(scheda.getByRole('region', { name: 'Recesso' })).toContainText(ETICHETTE_STATO_RECESSO.richiesto);
  await expect(pulsante(page, ordine.codice)).toHaveCount(0);

  // The seller is told, and takes the three steps on the order.
  const venditore = await venditoreDemo(browser);
  await voce(await apriPannello(venditore), `Ordine ${ordine.codice}: ${ETICHETTE_STATO_RECESSO.richiesto}`).getByRole('link').click();
  const daGestire = ordineNellaLista(venditore, ordine.codice);
  const reso = daGestire.getByRole('region', { name: 'Recesso' });
  await expect(reso).toContainText('Cambio');
  await expect(reso).toContainText('Serve per la versione 1.3 Multijet');
  await expect(reso).toContainText(euro(34_500));
  await daGestire.getByRole('button', { name: AZIONI_RECESSO.accettato }).click();
  await expect(reso).toContainText(ETICHETTE_STATO_RECESSO.accettato);
  await expect(daGestire.getByRole('checkbox', { name: MESSAGGI_RECESSO.rimettiInVendita })).toBeChecked();
  await daGestire.getByRole('button', { name: AZIONI_RECESSO.ricevuto }).click();
  await expect(reso).toContainText('I ricambi resi sono di nuovo in vendita.');
  await daGestire.getByRole('button', { name: AZIONI_RECESSO.rimborsato }).click();
  await expect(reso).toContainText('Recesso concluso.');
  await expect(daGestire.getByRole('region', { name: 'Cronologia' })).toContainText(
    new RegExp(['Completato', ...Object.values(ETICHETTE_STATO_RECESSO)].join('.*')),
  );

  // The buyer sees each step, told by a notification; the returned part is for sale again, the kept one is not.
  await expect(page.getByRole('navigation', { name: 'Principale' }).getByRole('button', { name: /^Notifiche/ })).toHaveAccessibleName(/non lett/);
  await page.reload();
  await expect(scheda.getByRole('region', { name: 'Recesso' })).toContainText('Il venditore ha effettuato il rimborso con bonifico.');
  await expect(scheda.getByRole('region', { name: 'Cronologia' })).toContainText(new RegExp(Object.values(ETICHETTE_STATO_RECESSO).join('.*')));
  await expect(voce(await apriPannello(page), `Ordine ${ordine.codice}: ${ETICHETTE_STATO_RECESSO.rimborsato}`)).toBeVisible();
  await page.goto(`/inserzione/${auto.id}`);
  await expect(ricambio(page, 'Cambio')).toBeEnabled();
  await expect(ricambio(page, 'Centralina ECU')).toBeDisabled();
});

test('the button is there until the window closes, then gone, and the server refuses a late withdrawal; a declared workshop never has it', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const { page, email } = await nuovoAcquirente(browser, 'Piero Gallo');
  const token = await accessToken(request, email, 'segretissima1');
  const { auto, ordine } = await ordineConsegnato(request, token, 'Piero Gallo', email);
  const entro = Date.parse((await recessoEntro(request, token, ordine.id)) ?? '');
  // The journeys' stack shortens the 14 days (WITHDRAWAL_WINDOW_SECONDS in tools/test.mjs).
  expect(entro - Date.now(), 'the e2e stack runs with a window of seconds').toBeLessThan(90_000);

  await page.goto('/acquirente/ordini');
  await expect(pulsante(page, ordine.codice)).toBeVisible();
  // Gone on the open page when the window closes, and after a reload.
  await expect(pulsante(page, ordine.codice)).toHaveCount(0, { timeout: Math.max(entro - Date.now(), 0) + 10_000 });
  await page.reload();
  await expect(ordineNellaLista(page, ordine.codice)).toBeVisible();
  await expect(pulsante(page, ordine.codice)).toHaveCount(0);
  expect(await recessoEntro(request, token, ordine.id)).toBeNull();
  await expect(
    graphql(request, token, 'mutation R($input: RequestWithdrawalInput!) { richiediRecesso(input: $input) { id } }', {
      input: { ordineId: ordine.id, ricambiIds: [auto.ids.Cambio], motivo: 'ripensamento' },
    }),
  ).rejects.toThrow(MESSAGGI_RECESSO.scaduto);

  // The demo buyer is a declared repair business: no withdrawal on a delivered order, on screen or for the server.
  const tokenOfficina = await accessToken(request, DEMO.acquirente.email, DEMO.acquirente.password);
  const aziendale = await ordineConsegnato(request, tokenOfficina, 'Officina Verdi', DEMO.acquirente.email);
  expect(await recessoEntro(request, tokenOfficina, aziendale.ordine.id)).toBeNull();
  const officina = await (await browser.newContext()).newPage();
  await accedi(officina, DEMO.acquirente.email, DEMO.acquirente.password);
  await expect(officina).toHaveURL('/');
  await officina.goto('/acquirente/ordini');
  await officina.getByRole('searchbox', { name: 'Cerca' }).fill(aziendale.ordine.codice);
  await expect(ordineNellaLista(officina, aziendale.ordine.codice).getByRole('region', { name: 'Cronologia' })).toContainText('Completato');
  await expect(pulsante(officina, aziendale.ordine.codice)).toHaveCount(0);
  await expect(
    graphql(request, tokenOfficina, 'mutation R($input: RequestWithdrawalInput!) { richiediRecesso(input: $input) { id } }', {
      input: { ordineId: aziendale.ordine.id, ricambiIds: [aziendale.auto.ids.Cambio], motivo: 'ripensamento' },
    }),
  ).rejects.toThrow(MESSAGGI_RECESSO.nonConsentito);
});
