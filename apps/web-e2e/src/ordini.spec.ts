import { expect, test } from '@playwright/test';
import { CONTATTO_SPEDIZIONE } from '@ricambiamo/contracts';
import { accessToken, graphql } from './support/catalogo';
import {
  codiceDi,
  euro,
  IBAN_DEMO,
  nuovaInserzione,
  nuovoAcquirente,
  ordinaApi,
  ordineNellaLista,
  ricambio,
  riempiCheckout,
  statistica,
  statisticheVenditoreApi,
  venditoreDemo,
} from './support/ordini';
import { DEMO, esciInUnAltraScheda, expectSessionePersa } from './support/utenti';

test('a buyer orders two parts through the checkout, the seller moves the order to completed, the parts are gone', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const auto = await nuovaInserzione(request, [
    ['Centralina ECU', 12_000, 990],
    ['Motore completo', 85_000, 5_000],
    ['Paraurti posteriore', 9_000, 1_200],
  ]);
  const prima = await statisticheVenditoreApi(request, await accessToken(request, DEMO.venditore.email, DEMO.venditore.password));
  const { page: acquirente, email } = await nuovoAcquirente(browser, 'Marta Neri');
  const contatto = email.replace('@', '.spedizioni@');

  await acquirente.goto(`/inserzione/${auto.id}`);
  const procedi = acquirente.getByRole('button', { name: "Procedi all'Acquisto" });
  await expect(procedi).toBeDisabled();
  await expect(acquirente.getByText('Seleziona almeno un ricambio da acquistare')).toBeVisible();
  await ricambio(acquirente, 'Centralina ECU').check();
  await ricambio(acquirente, 'Motore completo').check();
  await expect(acquirente.getByTestId('totale-ordine')).toHaveText(euro(102_990));
  await procedi.click();

  await expect(acquirente.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  const comePagare = acquirente.getByRole('region', { name: 'Come pagare' });
  await expect(comePagare).toContainText('bonifico bancario entro 24 ore');
  await expect(comePagare).toContainText('Zero commissioni');
  await expect(comePagare).toContainText('Ordine <codice> - Marta Neri');
  await expect(acquirente.getByLabel('Nome e cognome')).toHaveValue('Marta Neri');
  await expect(acquirente.getByLabel(CONTATTO_SPEDIZIONE.email, { exact: true })).toHaveValue(email);
  const riepilogo = acquirente.getByRole('region', { name: 'Riepilogo Ordine' });
  await expect(riepilogo.getByTestId('totale-ordine')).toHaveText(euro(102_990));
  await expect(riepilogo).toContainText('IVA e spedizione incluse');

  // Every docs/rules.md §6 Checkout message, from the schema the orders service validates with too.
  await riempiCheckout(acquirente, { 'Nome e cognome': '', [CONTATTO_SPEDIZIONE.email]: 'marta@', CAP: '401' });
  await acquirente.getByRole('checkbox', { name: 'Acquisto come azienda' }).check();
  await riempiCheckout(acquirente, {
    'Codice fiscale (facoltativo)': 'RSSMRA80A01H501X',
    'PEC (facoltativa)': 'pec@',
    'Codice SDI (facoltativo)': 'ABC12',
  });
  await acquirente.getByRole('button', { name: 'Conferma Ordine' }).click();
  for (const messaggio of [
    'Nome è obbligatorio',
    'Email non valida',
    'Telefono è obbligatorio',
    'Indirizzo è obbligatorio',
    'Città è obbligatoria',
    'CAP non valido',
    'Provincia è obbligatoria',
    'Ragione sociale è obbligatoria',
    'Partita IVA è obbligatoria',
    'Codice fiscale non valido',
    'PEC non valida',
    'Il codice SDI deve essere di 7 caratteri',
  ]) {
    await expect(acquirente.getByText(messaggio, { exact: true })).toBeVisible();
  }
  await riempiCheckout(acquirente, { 'Partita IVA': '12345678901' });
  await acquirente.getByRole('button', { name: 'Conferma Ordine' }).click();
  await expect(acquirente.getByText('Partita IVA non valida', { exact: true })).toBeVisible();

  await riempiCheckout(acquirente, {
    'Nome e cognome': 'Marta Neri',
    // Where the courier reaches her; the order's e-mails still go to her account.
    [CONTATTO_SPEDIZIONE.email]: contatto,
    Telefono: '333 1234567',
    Indirizzo: 'Via Emilia 10',
    Città: 'Modena',
    CAP: '41121',
    Provincia: 'MO',
    'Ragione sociale': 'Officina Neri srl',
    'Partita IVA': '01234567897',
    'Codice fiscale (facoltativo)': '',
    'PEC (facoltativa)': 'officina.neri@pec.it',
    'Codice SDI (facoltativo)': 'abc1234',
    'Note per il venditore': 'Consegna dopo le 14',
  });
  await acquirente.getByRole('button', { name: 'Conferma Ordine' }).click();
  await expect(acquirente.getByText('Ordine creato con successo!')).toBeVisible();
  await expect(acquirente).toHaveURL('/acquirente/ordini');

  const ordine = acquirente.getByRole('article').first();
  const codice = await codiceDi(ordine);
  expect(codice).toMatch(/^[0-9A-Z]{8}$/);
  await expect(ordine).toContainText('In Attesa');
  await expect(ordine.getByRole('link', { name: /Venditore/ })).toHaveAttribute('href', /\/venditore\/[0-9a-f-]{36}\/profilo$/);
  const pagamento = ordine.getByRole('region', { name: 'Pagamento' });
  await expect(pagamento).toContainText(IBAN_DEMO);
  await expect(pagamento).toContainText(euro(102_990));
  await expect(pagamento.getByTestId('causale')).toHaveText(`Ordine ${codice} - Marta Neri`);
  await expect(pagamento.getByRole('timer')).toHaveText(/Tempo rimasto: 2[34] h \d{2} min \d{2} s/);
  await pagamento.getByRole('button', { name: 'Copia causale' }).click();
  await expect(acquirente.getByText('Copiato negli appunti')).toBeVisible();
  await expect(ordine.getByRole('region', { name: 'Indirizzo di spedizione' })).toContainText('Via Emilia 10');
  const perSpedizione = ordine.getByRole('region', { name: 'Contatto per la spedizione' });
  await expect(perSpedizione).toContainText(`${CONTATTO_SPEDIZIONE.email}: ${contatto}`);
  await expect(perSpedizione).toContainText(CONTATTO_SPEDIZIONE.dove(email));
  await expect(ordine.getByRole('region', { name: 'Dati di fatturazione' })).toContainText('Officina Neri srl');
  await expect(ordine.getByRole('region', { name: 'Note' })).toContainText('Consegna dopo le 14');
  await expect(statistica(acquirente, 'Ordini Totali')).toHaveText('1');
  await expect(statistica(acquirente, 'In Attesa')).toHaveText('1');
  await expect(statistica(acquirente, 'Totale Speso')).toHaveText(euro(102_990));

  // The seller: the stat cards count it, the list shows it, and the docs/rules.md §5 buttons move it.
  const venditore = await venditoreDemo(browser);
  await venditore.goto('/venditore/ordini');
  await expect(statistica(venditore, 'Ordini')).toHaveText(String(prima.ordini + 1));
  await expect(statistica(venditore, 'Vendite')).toHaveText(euro(prima.venditeCentesimi + 102_990));
  await venditore.getByRole('searchbox', { name: 'Cerca' }).fill(codice);
  const ricevuto = ordineNellaLista(venditore, codice);
  await expect(ricevuto).toContainText('Marta Neri');
  await expect(ricevuto.getByRole('region', { name: 'Cliente' })).toContainText(contatto);
  await expect(ricevuto.getByRole('region', { name: 'Cliente' })).toContainText('333 1234567');
  await expect(ricevuto.getByRole('region', { name: 'Pagamento' })).toContainText("Il cliente deve effettuare il bonifico entro 24 ore dall'ordine.");
  await expect(ricevuto.getByRole('region', { name: 'Cronologia' })).toHaveCount(0);
  await ricevuto.getByRole('button', { name: 'In Lavorazione' }).click();
  await expect(venditore.getByText('Stato ordine aggiornato con successo')).toBeVisible();
  await expect(ricevuto.getByRole('region', { name: 'Cronologia' })).toContainText('In Lavorazione');
  await ricevuto.getByRole('button', { name: 'Completa' }).click();
  // Completato is final: no status button is left, only the way to write to the buyer.
  await expect(ricevuto.getByRole('button')).toHaveText(["Scrivi all'acquirente"]);
  await expect(ricevuto).toContainText('Completato');

  await acquirente.reload();
  const cronologia = ordineNellaLista(acquirente, codice).getByRole('region', { name: 'Cronologia' }).getByRole('listitem');
  await expect(cronologia).toHaveText([/^In Attesa/, /^In Lavorazione/, /^Completato/]);
  await expect(statistica(acquirente, 'In Attesa')).toHaveText('0');

  await acquirente.goto(`/inserzione/${auto.id}`);
  await expect(ricambio(acquirente, 'Centralina ECU')).toBeDisabled();
  await expect(ricambio(acquirente, 'Motore completo')).toBeDisabled();
  await expect(ricambio(acquirente, 'Paraurti posteriore')).toBeEnabled();

  await venditore.goto(`/venditore/modifica-inserzione/${auto.id}`);
  const venduti = venditore.getByRole('region', { name: 'Ricambi venduti' }).getByRole('listitem');
  await expect(venduti).toHaveCount(2);
  await expect(venduti.filter({ hasText: 'Centralina ECU' })).toContainText('Marta Neri');
  await expect(venduti.filter({ hasText: 'Centralina ECU' })).toContainText(contatto);
});

test('an order cancelled by the seller frees its part, and a listing with an open order cannot be deleted', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const auto = await nuovaInserzione(request, [
    ['Paraurti posteriore', 9_000, 1_200],
    ['Bagagliaio', 18_000, 1_500],
  ]);
  const { page: acquirente } = await nuovoAcquirente(browser, 'Paolo Gialli');
  const compra = async (parte: string) => {
    await acquirente.goto(`/inserzione/${auto.id}`);
    await ricambio(acquirente, parte).check();
    await acquirente.getByRole('button', { name: "Procedi all'Acquisto" }).click();
    await riempiCheckout(acquirente, { Telefono: '333 7654321', Indirizzo: 'Via Po 3', Città: 'Torino', CAP: '10121', Provincia: 'TO' });
    await acquirente.getByRole('button', { name: 'Conferma Ordine' }).click();
    await expect(acquirente).toHaveURL('/acquirente/ordini');
    return codiceDi(acquirente.getByRole('article').first());
  };
  const primo = await compra('Paraurti posteriore');

  const venditore = await venditoreDemo(browser);
  await venditore.goto('/venditore/ordini');
  await venditore.getByRole('searchbox', { name: 'Cerca' }).fill(primo);
  const ricevuto = ordineNellaLista(venditore, primo);
  await ricevuto.getByRole('button', { name: 'Cancella' }).click();
  await ricevuto.getByRole('button', { name: 'Sì, cancella' }).click();
  await expect(venditore.getByText('Stato ordine aggiornato con successo')).toBeVisible();
  await expect(ricevuto.getByRole('region', { name: 'Cronologia' })).toContainText('Cancellato dal venditore');

  await acquirente.reload();
  await expect(ordineNellaLista(acquirente, primo).getByRole('region', { name: 'Cronologia' })).toContainText('Cancellato dal venditore');
  const secondo = await compra('Paraurti posteriore');
  expect(secondo).not.toBe(primo);

  await venditore.goto('/venditore/inserzioni');
  await venditore.getByRole('button', { name: `Elimina Fiat ${auto.modello}` }).click();
  await venditore.getByRole('alertdialog').getByRole('button', { name: 'Elimina' }).click();
  await expect(
    venditore.getByText("Non puoi eliminare l'inserzione: alcuni suoi ricambi sono in ordini in attesa o in lavorazione"),
  ).toBeVisible();
  await expect(venditore.getByRole('row', { name: new RegExp(`Fiat ${auto.modello}`) })).toBeVisible();
});

test('a buyer beaten to a part by another buyer is told so and sees the table read again', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const auto = await nuovaInserzione(request, [
    ['Cambio', 30_000, 2_500],
    ['Musata', 48_000, 7_000],
  ]);
  const { page: lento } = await nuovoAcquirente(browser, 'Carla Blu');
  await lento.goto(`/inserzione/${auto.id}`);
  await ricambio(lento, 'Cambio').check();
  await ricambio(lento, 'Musata').check();
  await lento.getByRole('button', { name: "Procedi all'Acquisto" }).click();
  await riempiCheckout(lento, { Telefono: '333 1112223', Indirizzo: 'Via Roma 5', Città: 'Parma', CAP: '43121', Provincia: 'PR' });

  const token = await accessToken(request, DEMO.acquirente.email, DEMO.acquirente.password);
  await ordinaApi(request, token, { autoId: auto.id, ricambiIds: [auto.ids.Cambio], nome: 'Giulia Verdi', email: DEMO.acquirente.email });

  await lento.getByRole('button', { name: 'Conferma Ordine' }).click();
  await expect(lento.getByText('Alcuni ricambi selezionati non sono più disponibili')).toBeVisible();
  await expect(lento.getByRole('heading', { name: 'Checkout' })).toHaveCount(0);
  await expect(ricambio(lento, 'Cambio')).toBeDisabled();
  await expect(ricambio(lento, 'Musata')).toBeChecked();
});

test('an anonymous visitor is asked to log in and comes back to the checkout; a seller is told only buyers buy', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const auto = await nuovaInserzione(request, [['Bagagliaio', 15_000, 3_500]]);
  await page.goto(`/inserzione/${auto.id}`);
  await ricambio(page, 'Bagagliaio').check();
  await page.getByRole('button', { name: "Procedi all'Acquisto" }).click();
  const avviso = page.getByRole('alert').filter({ hasText: 'Devi essere registrato per acquistare ricambi' });
  await expect(avviso).toBeVisible();
  await avviso.getByRole('link', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/login\?ritorno=/);
  await page.getByLabel('Email').fill(DEMO.acquirente.email);
  await page.getByLabel('Password').fill(DEMO.acquirente.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(new RegExp(`/inserzione/${auto.id}\\?ricambi=${auto.ids.Bagagliaio}&checkout=1$`));
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Riepilogo Ordine' })).toContainText('Bagagliaio');
  await expect(page.getByLabel('Città')).toHaveValue('Bologna');

  const venditore = await venditoreDemo(browser);
  await venditore.goto(`/inserzione/${auto.id}`);
  await ricambio(venditore, 'Bagagliaio').check();
  await venditore.getByRole('button', { name: "Procedi all'Acquisto" }).click();
  await expect(venditore.getByRole('alert').filter({ hasText: 'Devi essere registrato come acquirente per comprare ricambi' })).toBeVisible();
  await expect(venditore.getByRole('heading', { name: 'Checkout' })).toHaveCount(0);
});

test('a buyer logged out in another tab is told at Conferma Ordine that ordering needs a login, and nothing is ordered', async ({
  browser,
  request,
}) => {
  const auto = await nuovaInserzione(request, [['Centralina ECU', 12_000, 990]]);
  const { page: acquirente } = await nuovoAcquirente(browser, 'Piero Galli');
  await acquirente.goto(`/inserzione/${auto.id}`);
  await ricambio(acquirente, 'Centralina ECU').check();
  await acquirente.getByRole('button', { name: "Procedi all'Acquisto" }).click();
  await expect(acquirente.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await riempiCheckout(acquirente, { Telefono: '333 7654321', Indirizzo: 'Via Saragozza 3', Città: 'Bologna', CAP: '40123', Provincia: 'BO' });

  await esciInUnAltraScheda(acquirente);

  await acquirente.getByRole('button', { name: 'Conferma Ordine' }).click();
  await expectSessionePersa(acquirente, 'Devi essere autenticato per effettuare un ordine');
  await expect(acquirente.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Accedi' })).toBeVisible();
  const { auto: dettaglio } = await graphql<{ auto: { ricambi: { nome: string; disponibile: boolean }[] } }>(
    request,
    null,
    'query Auto($id: ID!) { auto(id: $id) { ricambi { nome disponibile } } }',
    { id: auto.id },
  );
  expect(dettaglio.ricambi).toEqual([{ nome: 'Centralina ECU', disponibile: true }]);
});
