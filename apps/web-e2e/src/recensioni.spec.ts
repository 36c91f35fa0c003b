import { expect, test } from '@playwright/test';
import { CONTATTO_NASCOSTO, MESSAGGI_RECENSIONE } from '@ricambiamo/contracts';
import { accessToken, caricaFotoApi, compraGettoniApi, creaInserzioneApi, idUtente } from './support/catalogo';
import { fotoAuto } from './support/foto';
import { emailPer } from './support/mail-catcher';
import { cambiaStatoApi, idRicambiApi, nuovoAcquirente, ordinaApi, ordineNellaLista } from './support/ordini';
import { emailUnica, registra } from './support/utenti';

test('a buyer reviews a completed order, the seller replies, and the seller page, the listing and the cards show it', async ({ browser, request }) => {
  test.setTimeout(240_000);
  // A new yard, so its record starts empty, with one listing under a word nobody else writes.
  const parola = `recprova${Date.now().toString(36)}`;
  const venditore = await (await browser.newContext()).newPage();
  const emailVenditore = emailUnica('recensioni-venditore');
  await registra(venditore, { nome: 'Autodemolizioni Reno', email: emailVenditore, password: 'segretissima1', ruolo: 'venditore' });
  const tokenVenditore = await accessToken(request, emailVenditore, 'segretissima1');
  const venditoreId = await idUtente(request, tokenVenditore);
  await compraGettoniApi(request, tokenVenditore, 25);
  const autoId = await creaInserzioneApi(request, tokenVenditore, {
    marca: 'Lancia',
    modello: 'Ypsilon',
    anno: 2014,
    km: 87_000,
    cv: 69,
    kw: 51,
    cilindrata: 1242,
    carburante: 'benzina',
    descrizione: `Auto di prova ${parola}`,
    immagini: [await caricaFotoApi(request, tokenVenditore, await fotoAuto('ypsilon.jpg', '#7c3aed'))],
    ricambi: [{ nome: 'Centralina ECU', prezzoCentesimi: 15_000, spedizioneCentesimi: 1_500 }],
  });

  // The buyer orders the ECU, and the seller takes the transfer and delivers.
  const { page, email } = await nuovoAcquirente(browser, 'Giulia Neri');
  const tokenAcquirente = await accessToken(request, email, 'segretissima1');
  const ricambi = await idRicambiApi(request, autoId);
  const ordine = await ordinaApi(request, tokenAcquirente, { autoId, ricambiIds: [ricambi['Centralina ECU']], nome: 'Giulia Neri', email });
  await cambiaStatoApi(request, tokenVenditore, ordine.id, 'processing');
  await cambiaStatoApi(request, tokenVenditore, ordine.id, 'completed');

  // The buyer reviews it from the order's card; the form asks for every star first.
  await page.goto('/acquirente/ordini');
  const card = ordineNellaLista(page, ordine.codice);
  await card.getByRole('button', { name: MESSAGGI_RECENSIONE.lascia }).click();
  const dialogo = page.getByRole('dialog', { name: MESSAGGI_RECENSIONE.titolo });
  await dialogo.getByRole('button', { name: 'Pubblica recensione' }).click();
  await expect(dialogo.getByText('Scegli da 1 a 5 stelle')).toHaveCount(4);
  for (const [asse, stelle] of [
    ['Rispondenza alla descrizione', '5 stelle'],
    ['Comunicazione', '4 stelle'],
    ['Spedizione', '5 stelle'],
    ['Valutazione complessiva', '5 stelle'],
  ] as const) {
    await dialogo.getByRole('group', { name: asse }).getByRole('radio', { name: stelle }).check({ force: true });
  }
  await dialogo.getByLabel("Racconta com'è andata (facoltativo)").fill(`Centralina perfetta ${parola}, per altri ricambi chiamate il 333 1234567`);
  await dialogo.getByRole('button', { name: 'Pubblica recensione' }).click();
  await expect(page.getByText(MESSAGGI_RECENSIONE.pubblicata)).toBeVisible();
  const recensione = card.getByRole('article', { name: 'Recensione di Giulia N.' });
  await expect(recensione).toContainText(`per altri ricambi chiamate il ${CONTATTO_NASCOSTO}`);
  await expect(recensione.getByRole('button', { name: MESSAGGI_RECENSIONE.modifica })).toBeVisible();

  // The seller is told by e-mail, and replies once from the order.
  const avviso = await emailPer(emailVenditore, `Nuova recensione dell'ordine ${ordine.codice}`);
  expect(avviso.text).toContain('ti ha dato 5 stelle');
  await venditore.goto('/venditore/ordini');
  const ricevuta = ordineNellaLista(venditore, ordine.codice).getByRole('article', { name: 'Recensione di Giulia N.' });
  await expect(ricevuta).toContainText(CONTATTO_NASCOSTO);
  await ricevuta.getByRole('button', { name: MESSAGGI_RECENSIONE.rispondi }).click();
  const risposta = venditore.getByRole('dialog', { name: MESSAGGI_RECENSIONE.rispondi });
  await risposta.getByLabel('La tua risposta').fill('Grazie Giulia, alla prossima!');
  await risposta.getByRole('button', { name: 'Pubblica risposta' }).click();
  await expect(venditore.getByText(MESSAGGI_RECENSIONE.rispostaPubblicata)).toBeVisible();
  await expect(ricevuta).toContainText('Grazie Giulia, alla prossima!');
  await expect(ricevuta.getByRole('button', { name: MESSAGGI_RECENSIONE.rispondi })).toHaveCount(0);

  // The buyer sees the reply on the order.
  await page.reload();
  await expect(recensione).toContainText('Grazie Giulia, alla prossima!');

  // The public seller page: the record and the review, to anyone.
  const visitatore = await (await browser.newContext()).newPage();
  await visitatore.goto(`/venditore/${venditoreId}/profilo`);
  const sezione = visitatore.getByRole('region', { name: 'Recensioni' });
  await expect(sezione.getByText('1 recensione', { exact: true })).toBeVisible();
  await expect(sezione.getByRole('img', { name: '5,0 su 5' }).first()).toBeVisible();
  await expect(sezione.getByLabel('Ultimi 12 mesi')).toContainText('Ordini completati1');
  await expect(sezione.getByRole('article', { name: 'Recensione di Giulia N.' })).toContainText('Grazie Giulia, alla prossima!');
  await expect(sezione).not.toContainText('333 1234567');

  // The cards and the listing's seller box carry the stars once reviews' news has reached the catalogue.
  await expect(async () => {
    await visitatore.goto(`/?q=${parola}`);
    await expect(visitatore.getByRole('article', { name: 'Lancia Ypsilon' })).toContainText('(1 recensione)', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await visitatore.getByLabel('Ordina per').selectOption('Venditori più valutati');
  await expect(visitatore).toHaveURL(/ordina=valutazione/);
  await expect(visitatore.getByRole('article', { name: 'Lancia Ypsilon' })).toBeVisible();
  await visitatore.goto(`/inserzione/${autoId}`);
  await expect(visitatore.getByRole('main')).toContainText('(1 recensione)');
});
