import { TESTI_SICUREZZA } from '@ricambiamo/contracts';
import { expect, test } from '@playwright/test';
import { accessToken } from './support/catalogo';
import { codiceDi, nuovaInserzione, nuovoAcquirente, ordinaApi, ordineNellaLista, ricambio, riempiCheckout, venditoreDemo } from './support/ordini';

const OFFICINA = { ragioneSociale: 'Autofficina Neri Snc', partitaIva: '01234567897', registro: 'BO-RA 123456' };

test('a consumer cannot order a Kit Airbag and sees why; declared as a repair business they order it, and the seller sees the declaration', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const auto = await nuovaInserzione(request, [
    ['Kit Airbag', 18_000, 1_500],
    ['Cambio', 30_000, 2_500],
  ]);
  const { page, email } = await nuovoAcquirente(browser, 'Sara Neri');

  // The part is marked, cannot be picked, and says why.
  await page.goto(`/inserzione/${auto.id}`);
  const airbag = page.getByRole('row', { name: /Kit Airbag/ });
  await expect(airbag).toContainText(TESTI_SICUREZZA.etichetta);
  await expect(airbag).toContainText(TESTI_SICUREZZA.soloOfficine);
  await expect(ricambio(page, 'Kit Airbag')).toBeDisabled();
  await expect(ricambio(page, 'Cambio')).toBeEnabled();
  await airbag.getByRole('link', { name: TESTI_SICUREZZA.perche }).click();
  await expect(page).toHaveURL('/policies/sales#ricambi-di-sicurezza');
  await expect(page.getByRole('heading', { name: 'Ricambi di sicurezza: solo alle officine autorizzate' })).toBeVisible();

  // Sent straight to the API, the order is refused with the rule in Italian.
  const token = await accessToken(request, email, 'segretissima1');
  await expect(ordinaApi(request, token, { autoId: auto.id, ricambiIds: [auto.ids['Kit Airbag']], nome: 'Sara Neri', email })).rejects.toThrow(
    TESTI_SICUREZZA.rifiuto,
  );

  // The declaration, with a partita IVA whose check digit is wrong first.
  await page.goto('/acquirente/profilo');
  await page.getByRole('checkbox', { name: /Dichiaro di acquistare per un'impresa di autoriparazione/ }).check();
  await page.getByLabel('Ragione sociale').fill(OFFICINA.ragioneSociale);
  await page.getByLabel('Partita IVA').fill('01234567890');
  await page.getByLabel('Numero registro autoriparatori o REA').fill(OFFICINA.registro);
  await page.getByRole('button', { name: 'Salva modifiche' }).click();
  await expect(page.getByText('Partita IVA non valida')).toBeVisible();
  await page.getByLabel('Partita IVA').fill(OFFICINA.partitaIva);
  await page.getByRole('button', { name: 'Salva modifiche' }).click();
  await expect(page.getByText('Profilo aggiornato con successo')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Ragione sociale')).toHaveValue(OFFICINA.ragioneSociale);

  // Now the part can be picked and ordered.
  await page.goto(`/inserzione/${auto.id}`);
  await expect(page.getByRole('row', { name: /Kit Airbag/ })).not.toContainText(TESTI_SICUREZZA.soloOfficine);
  await ricambio(page, 'Kit Airbag').check();
  await page.getByRole('button', { name: "Procedi all'Acquisto" }).click();
  await riempiCheckout(page, { Telefono: '333 1122334', Indirizzo: 'Via Emilia 12', Città: 'Bologna', CAP: '40133', Provincia: 'BO' });
  await page.getByRole('button', { name: 'Conferma Ordine' }).click();
  await expect(page).toHaveURL('/acquirente/ordini');
  const codice = await codiceDi(page.getByRole('article').first());

  // The seller sees who declared what.
  const venditore = await venditoreDemo(browser);
  await venditore.goto('/venditore/ordini');
  await venditore.getByRole('searchbox', { name: 'Cerca' }).fill(codice);
  const dichiarazione = ordineNellaLista(venditore, codice).getByRole('region', { name: 'Officina dichiarata' });
  await expect(dichiarazione).toContainText(OFFICINA.ragioneSociale);
  await expect(dichiarazione).toContainText(OFFICINA.partitaIva);
  await expect(dichiarazione).toContainText(OFFICINA.registro);
});
