import { expect, type Locator, type Page, test } from '@playwright/test';
import { SEGNALAZIONE_INVIATA } from '@ricambiamo/contracts';
import { accessToken, idUtente, puntoInVenditaApi, tipoInVenditaApi } from './support/catalogo';
import { apriPannello, voce } from './support/notifiche';
import { attivaOperatore } from './support/operatore';
import { idRicambiApi, nuovoAcquirente, ordinaApi, ordineNellaLista, ordineRecensitoApi } from './support/ordini';
import { emailUnica, registra } from './support/utenti';

const casoDi = (console: Page, titolo: string) => console.getByRole('article', { name: `Caso: ${titolo}` });

/** The decision form of the case, filled and sent. */
async function decidi(caso: Locator, azione: string, fatti: string) {
  await expect(caso).toBeVisible();
  const form = caso.getByRole('form', { name: 'Decisione' });
  await form.getByRole('radio', { name: azione }).check();
  await form.getByLabel('Fondamento').selectOption({ label: 'Condizioni d’uso, art. 4.1: solo ricambi di provenienza lecita' });
  await form.getByLabel(/Fatti e circostanze/).fill(fatti);
  await form.getByRole('button', { name: 'Registra la decisione' }).click();
  await expect(caso).toHaveCount(0);
}

test('a visitor reports a listing, the operator hides it, the seller appeals and a second operator restores it; then the seller is suspended', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  // A yard of its own with one listing, and a buyer whose order waits for the transfer.
  const venditore = await (await browser.newContext()).newPage();
  const emailVenditore = emailUnica('moderazione-venditore');
  await registra(venditore, { nome: 'Ricambi Sospetti', email: emailVenditore, password: 'segretissima1', ruolo: 'venditore' });
  const tokenVenditore = await accessToken(request, emailVenditore, 'segretissima1');
  const modello = `Punto ${Date.now().toString(36).toUpperCase()}`;
  const titolo = `Fiat ${modello} 2012`;
  const autoId = await puntoInVenditaApi(request, tokenVenditore, modello, [
    { nome: 'Cambio', prezzoCentesimi: 35_000, spedizioneCentesimi: 2_500 },
    { nome: 'Musata', prezzoCentesimi: 40_000, spedizioneCentesimi: 4_000 },
  ]);
  const venditoreId = await idUtente(request, tokenVenditore);

  // A visitor, not signed in, reports it.
  const visitatore = await (await browser.newContext()).newPage();
  await visitatore.goto(`/inserzione/${autoId}`);
  await visitatore.getByRole('button', { name: 'Segnala questa inserzione' }).click();
  const dialogo = visitatore.getByRole('dialog', { name: `Segnala: ${titolo}` });
  await dialogo.getByRole('radio', { name: 'Ricambi illegali o di provenienza furtiva' }).check();
  await dialogo.getByLabel('Spiega il problema').fill('Il cambio ha la matricola di uno rubato a Modena il mese scorso.');
  await dialogo.getByLabel('E-mail').fill('testimone@example.it');
  await dialogo.getByRole('checkbox', { name: /buona fede/ }).check();
  await dialogo.getByRole('button', { name: 'Invia segnalazione' }).click();
  await expect(visitatore.getByText(SEGNALAZIONE_INVIATA)).toBeVisible();

  // The operator signs in with the app's code and hides the listing, with facts and ground.
  const anna = await (await browser.newContext()).newPage();
  await attivaOperatore(anna, emailUnica('anna'), 'Anna Operatrice');
  await expect(casoDi(anna, titolo).getByText('testimone@example.it', { exact: false })).toBeVisible();
  await decidi(casoDi(anna, titolo), "Nascondi l'inserzione", 'La matricola del cambio risulta tra quelle denunciate come rubate.');
  // Catalogue hides it when moderation's event reaches it, a moment after the decision.
  await expect(async () => {
    await visitatore.reload();
    await expect(visitatore.getByRole('heading', { name: 'Inserzione non disponibile' })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });

  // The seller reads the statement of reasons and appeals.
  await venditore.goto('/provvedimenti');
  await venditore.getByRole('link', { name: new RegExp(`Inserzione nascosta: ${titolo}`) }).click();
  const motivazione = venditore.getByRole('region', { name: 'Motivazione della decisione' });
  await expect(motivazione).toContainText('La matricola del cambio risulta tra quelle denunciate come rubate.');
  await expect(motivazione).toContainText('senza mezzi automatizzati');
  await venditore.getByLabel('Perché la decisione è sbagliata').fill('Il cambio viene da una Punto demolita nel 2025: allego la fattura n. 118.');
  await venditore.getByRole('button', { name: 'Invia il ricorso' }).click();
  await expect(venditore.getByText('Ricorso in esame')).toBeVisible();

  // A second operator upholds the appeal: the listing is back on the home page.
  const bruno = await (await browser.newContext()).newPage();
  await attivaOperatore(bruno, emailUnica('bruno'), 'Bruno Revisore');
  await bruno.getByRole('tab', { name: 'Ricorsi' }).click();
  const ricorso = bruno.getByRole('form', { name: 'Esito del ricorso' });
  await ricorso.getByRole('radio', { name: 'Ricorso accolto: decisione annullata' }).check();
  await ricorso.getByLabel(/Motivazione/).fill('La fattura prova la provenienza lecita del cambio.');
  await ricorso.getByRole('button', { name: 'Registra l’esito' }).click();
  await expect(bruno.getByText('Nessun ricorso da decidere.')).toBeVisible();
  await expect(async () => {
    await visitatore.goto(`/?q=${encodeURIComponent(modello)}`);
    await expect(visitatore.getByRole('article', { name: `Fiat ${modello}` })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });

  // Then a buyer orders a part, and the seller is reported and suspended: the order is cancelled, with notice.
  const { page: acquirente, email: emailAcquirente } = await nuovoAcquirente(browser, 'Marco Neri');
  const tokenAcquirente = await accessToken(request, emailAcquirente, 'segretissima1');
  const ricambi = await idRicambiApi(request, autoId);
  const ordine = await ordinaApi(request, tokenAcquirente, { autoId, ricambiIds: [ricambi.Cambio], nome: 'Marco Neri', email: emailAcquirente });
  await visitatore.goto(`/venditore/${venditoreId}/profilo`);
  await visitatore.getByRole('button', { name: 'Segnala questo venditore' }).click();
  const segnalaVenditore = visitatore.getByRole('dialog', { name: 'Segnala: Ricambi Sospetti' });
  await segnalaVenditore.getByRole('radio', { name: 'Frode o tentativo di truffa' }).check();
  await segnalaVenditore.getByLabel('Spiega il problema').fill('Chiede il bonifico su un conto diverso da quello indicato.');
  await segnalaVenditore.getByRole('checkbox', { name: /buona fede/ }).check();
  await segnalaVenditore.getByRole('button', { name: 'Invia segnalazione' }).click();
  await expect(visitatore.getByText(SEGNALAZIONE_INVIATA)).toBeVisible();

  await anna.reload();
  await decidi(casoDi(anna, 'Ricambi Sospetti'), 'Sospendi il venditore', 'Tre acquirenti hanno pagato su un conto non intestato al venditore.');
  await expect(async () => {
    await acquirente.goto('/acquirente/ordini');
    await expect(acquirente.getByRole('article', { name: `Ordine ${ordine.codice}` })).toContainText('Cancellato: il venditore è stato sospeso da Ricambiamo', {
      timeout: 3_000,
    });
  }).toPass({ timeout: 20_000 });
  const notifiche = await apriPannello(acquirente);
  await expect(voce(notifiche, `Ordine ${ordine.codice}`).first()).toContainText('il venditore è stato sospeso');
  await visitatore.goto(`/venditore/${venditoreId}/profilo`);
  await expect(visitatore.getByRole('heading', { name: 'Venditore non disponibile' })).toBeVisible();
});

test('a visitor and the seller report a review; the operator hides it from the seller page, and its author reads why', async ({ browser, request }) => {
  test.setTimeout(240_000);
  // A yard of its own with one completed order, reviewed by its buyer.
  const venditore = await (await browser.newContext()).newPage();
  const emailVenditore = emailUnica('moderazione-recensione');
  await registra(venditore, { nome: 'Autodemolizioni Savena', email: emailVenditore, password: 'segretissima1', ruolo: 'venditore' });
  const tokenVenditore = await accessToken(request, emailVenditore, 'segretissima1');
  const venditoreId = await idUtente(request, tokenVenditore);
  const { id: autoId } = await tipoInVenditaApi(request, tokenVenditore);
  const { page: autrice, email } = await nuovoAcquirente(browser, 'Carla Rossi');
  const tokenAcquirente = await accessToken(request, email, 'segretissima1');
  const ricambioId = (await idRicambiApi(request, autoId)).Cambio;
  const testo = `Truffatori e incompetenti, ve la farò pagare (${Date.now().toString(36)})`;
  const ordine = await ordineRecensitoApi(request, { tokenVenditore, tokenAcquirente, autoId, ricambioId, nome: 'Carla Rossi', email, testo });

  // A visitor reports it from the seller's page, with the form anyone uses.
  const visitatore = await (await browser.newContext()).newPage();
  await visitatore.goto(`/venditore/${venditoreId}/profilo`);
  const recensione = visitatore.getByRole('article', { name: 'Recensione di Carla R.' });
  await expect(recensione).toContainText('Truffatori e incompetenti');
  await recensione.getByRole('button', { name: 'Segnala questa recensione' }).click();
  const dialogo = visitatore.getByRole('dialog', { name: 'Segnala: Recensione di Carla R.' });
  await dialogo.getByRole('radio', { name: 'Contenuto offensivo' }).check();
  await dialogo.getByLabel('Spiega il problema').fill('Minaccia il venditore invece di raccontare l’ordine.');
  await dialogo.getByRole('checkbox', { name: /buona fede/ }).check();
  await dialogo.getByRole('button', { name: 'Invia segnalazione' }).click();
  await expect(visitatore.getByText(SEGNALAZIONE_INVIATA)).toBeVisible();

  // The seller reports it from the order, once, with the review's own reasons.
  await venditore.goto('/venditore/ordini');
  const ricevuta = ordineNellaLista(venditore, ordine.codice).getByRole('article', { name: 'Recensione di Carla R.' });
  await ricevuta.getByRole('button', { name: 'Segnala' }).click();
  const segnalaVenditore = venditore.getByRole('dialog', { name: 'Segnala la recensione' });
  await segnalaVenditore.getByRole('radio', { name: 'Contenuto offensivo' }).check();
  await segnalaVenditore.getByRole('checkbox', { name: /buona fede/ }).check();
  await segnalaVenditore.getByRole('button', { name: 'Invia segnalazione' }).click();
  await expect(venditore.getByText("Segnalazione inviata: la esaminerà l'amministrazione del sito")).toBeVisible();

  // Both reports are one case in the console; the operator hides the review.
  const anna = await (await browser.newContext()).newPage();
  await attivaOperatore(anna, emailUnica('anna-recensioni'), 'Anna Operatrice');
  const caso = casoDi(anna, 'Recensione di Carla R.').filter({ hasText: testo });
  await expect(async () => {
    await anna.reload();
    await expect(caso.getByText('2 segnalazioni')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(caso.getByRole('radio', { name: 'Sospendi il venditore' })).toHaveCount(0);
  await decidi(caso, 'Nascondi la recensione', 'La recensione minaccia il venditore e non descrive l’ordine.');

  // It leaves the seller's page; its author reads the statement of reasons.
  await expect(async () => {
    await visitatore.reload();
    await expect(visitatore.getByText('Ancora nessuna recensione')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await autrice.goto('/provvedimenti');
  await autrice.getByRole('link', { name: /Recensione nascosta: Recensione di Carla R\./ }).click();
  await expect(autrice.getByRole('region', { name: 'Motivazione della decisione' })).toContainText('minaccia il venditore');
});
