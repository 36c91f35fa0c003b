import { expect, test, type Page } from '@playwright/test';
import { MESSAGGI_VERIFICA } from '@ricambiamo/contracts';
import { accessToken, caricaFotoApi, creaInserzioneApi, type NuovaAuto } from './support/catalogo';
import { fotoAuto } from './support/foto';
import { emailPer } from './support/mail-catcher';
import { nuovoAcquirente, ricambio, riempiCheckout, venditoreDemo } from './support/ordini';
import { DEMO } from './support/utenti';

/** The card of the home page's grid that links to the listing. */
const card = (page: Page, autoId: string) => page.getByRole('article').filter({ has: page.locator(`a[href="/inserzione/${autoId}"]`) });
const rigaRicambio = (page: Page, nome: string) => page.getByRole('row', { name: new RegExp(nome) });

test('a buyer sets a Panda 1.2 169A4000, sees the fit of cars and parts with reasons, filters, has a part checked by its seller and orders it', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  // Three cars of the demo seller sharing a word nobody else writes: the buyer's engine on a Panda, a diesel Panda, and
  // an Idea whose door nothing links to a Panda.
  const parola = `fitprova${Date.now().toString(36)}`;
  const token = await accessToken(request, DEMO.venditore.email, DEMO.venditore.password);
  const foto = await caricaFotoApi(request, token, await fotoAuto('panda.jpg', '#1d4ed8'));
  const auto = (dati: Partial<NuovaAuto>) =>
    creaInserzioneApi(request, token, {
      marca: 'Fiat',
      modello: 'Panda',
      anno: 2013,
      km: 98_000,
      cv: 69,
      kw: 51,
      cilindrata: 1242,
      carburante: 'benzina',
      descrizione: `Auto di prova ${parola}`,
      immagini: [foto],
      ricambi: [
        { nome: 'Porta laterale anteriore sinistra', prezzoCentesimi: 12_000, spedizioneCentesimi: 2_500 },
        { nome: 'Motore completo', prezzoCentesimi: 70_000, spedizioneCentesimi: 9_000 },
      ],
      ...dati,
    });
  const panda = await auto({ codiceMotore: '169A4000' });
  const pandaDiesel = await auto({ carburante: 'diesel', cilindrata: 1248, kw: 55, cv: 75, codiceMotore: '199A2000' });
  const idea = await auto({ modello: 'Idea', anno: 2008 });

  // The buyer's garage: "Fiat Panda 2012 1.2 benzina 169A4000".
  const { page } = await nuovoAcquirente(browser, 'Sara Conti');
  await page.goto('/acquirente/profilo');
  await page.getByRole('button', { name: 'Aggiungi veicolo' }).click();
  await page.getByLabel('Marca').fill('Fiat');
  await page.getByLabel('Modello').fill('Panda');
  await page.getByLabel('Anno').fill('2012');
  await page.getByLabel('Carburante').selectOption('benzina');
  await page.getByLabel('kW').fill('51');
  await page.getByLabel('Cilindrata (cc)').fill('1242');
  await page.getByLabel('Codice motore (facoltativo)').fill('169A4000');
  await page.getByRole('button', { name: 'Salva veicolo' }).click();
  await expect(page.getByText('Veicolo aggiunto')).toBeVisible();

  // Every card says how it fits, with the reason in words.
  await page.goto(`/?q=${parola}`);
  const badge = (autoId: string) => card(page, autoId).getByTestId('badge-compatibilita');
  await expect(badge(panda)).toHaveText(/Compatibile.*stesso codice motore 169A4000/);
  await expect(badge(pandaDiesel)).toHaveText(/Da verificare.*codice motore diverso \(199A2000 \/ 169A4000\)/);
  await expect(badge(idea)).toHaveText(/Da verificare.*marca o modello diversi/);

  // "Solo compatibili con la mia Panda 1.2": the diesel and the Idea go.
  await page.getByRole('button', { name: 'Filtri Avanzati' }).click();
  await page.getByRole('checkbox', { name: 'Solo compatibili con la mia Panda 1.2' }).check();
  await page.getByRole('button', { name: 'Applica Filtri' }).click();
  await expect(page).toHaveURL(/soloCompatibili=1/);
  await expect(card(page, pandaDiesel)).toHaveCount(0);
  await expect(card(page, idea)).toHaveCount(0);
  await expect(card(page, panda)).toBeVisible();

  // On the Panda, the engine fits by its code, and the Idea's door is known to fit nothing yet.
  await page.goto(`/inserzione/${panda}`);
  await expect(rigaRicambio(page, 'Motore completo').getByTestId('badge-compatibilita')).toHaveText(/Compatibile.*stesso codice motore 169A4000/);
  await page.goto(`/inserzione/${idea}`);
  const porta = rigaRicambio(page, 'Porta laterale anteriore sinistra');
  await expect(porta.getByTestId('badge-compatibilita')).toHaveText(/Da verificare.*marca o modello diversi/);

  // The buyer asks the seller about the Idea's door.
  await porta.getByRole('button', { name: MESSAGGI_VERIFICA.pulsante }).click();
  const dialogo = page.getByRole('dialog', { name: MESSAGGI_VERIFICA.titolo });
  await dialogo.getByLabel('Numero di telaio o targa').fill('AB 123 CD');
  await dialogo.getByLabel('Domanda').fill(`La porta ${parola} monta sulla mia Panda?`);
  await dialogo.getByRole('button', { name: 'Invia richiesta' }).click();
  await expect(page.getByText(MESSAGGI_VERIFICA.inviata)).toBeVisible();
  await expect(porta.getByTestId('stato-verifica')).toHaveText(/in attesa della risposta del venditore/);
  await expect(porta.getByRole('button', { name: MESSAGGI_VERIFICA.pulsante })).toHaveCount(0);

  // The seller is told by e-mail, and answers from the checks' page.
  const email = await emailPer(DEMO.venditore.email, 'Fiat Idea 2008');
  expect(email.text).toContain('Porta laterale anteriore sinistra');
  const venditore = await venditoreDemo(browser);
  await venditore.goto('/venditore/verifiche');
  const richiesta = venditore.getByRole('article').filter({ hasText: `La porta ${parola} monta sulla mia Panda?` });
  await expect(richiesta).toContainText('AB123CD');
  await expect(richiesta).toContainText('Fiat Panda 2012');
  await richiesta.getByRole('radio', { name: 'Compatibile', exact: true }).check();
  await richiesta.getByLabel(/Nota/).fill('Stesso attacco, va bene');
  await richiesta.getByRole('button', { name: 'Invia risposta' }).click();
  await expect(venditore.getByText(MESSAGGI_VERIFICA.risposta)).toBeVisible();

  // The buyer's badge follows the answer.
  await page.reload();
  await expect(porta.getByTestId('badge-compatibilita')).toHaveText(new RegExp(`Compatibile.*${MESSAGGI_VERIFICA.confermata}`));
  await expect(porta.getByTestId('stato-verifica')).toHaveText('Il venditore ha risposto: Compatibile. «Stesso attacco, va bene»');

  // Ordered, the order keeps the fit as it was promised.
  await ricambio(page, 'Porta laterale anteriore sinistra').check();
  await page.getByRole('button', { name: "Procedi all'Acquisto" }).click();
  await riempiCheckout(page, { Telefono: '333 7654321', Indirizzo: 'Via Saragozza 5', Città: 'Bologna', CAP: '40123', Provincia: 'BO' });
  await page.getByRole('button', { name: 'Conferma Ordine' }).click();
  await expect(page.getByText('Ordine creato con successo!')).toBeVisible();
  const ordine = page.getByRole('article').first();
  await expect(ordine.getByTestId('badge-compatibilita')).toHaveText(new RegExp(`Compatibile.*${MESSAGGI_VERIFICA.confermata}`));
});
