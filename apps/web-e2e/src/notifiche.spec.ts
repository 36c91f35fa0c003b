import { expect, test } from '@playwright/test';
import { MESSAGGI_NOTIFICHE, MESSAGGI_ORDINE, NOTIFICHE_PANNELLO, TITOLI_NOTIFICA } from '@ricambiamo/contracts';
import { accessToken, graphql } from './support/catalogo';
import { emailPer } from './support/mail-catcher';
import { apriPannello, campanella, nonLette, nonRicaricata, segnaPagina, voce } from './support/notifiche';
import {
  cambiaStatoApi,
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
  venditoreDemo,
} from './support/ordini';
import { DEMO } from './support/utenti';

/** The promise: the other party's screen shows the change within a second, without reloading. */
const ENTRO_UN_SECONDO = { timeout: 1000 };

test('an order and its status reach the other party live: bell, orders, stats, and the e-mails', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const auto = await nuovaInserzione(request, [
    ['Centralina ECU', 12_000, 990],
    ['Motore completo', 85_000, 5_000],
  ]);
  // The seller starts with nothing unread, so the counter's step is plain to see.
  await graphql(request, await accessToken(request, DEMO.venditore.email, DEMO.venditore.password), 'mutation { segnaTutteNotificheLette }');
  const { page: acquirente, email } = await nuovoAcquirente(browser, 'Sara Conti');
  const venditore = await venditoreDemo(browser);
  await venditore.goto('/venditore/ordini');
  await expect(campanella(venditore)).toHaveAccessibleName(nonLette(0));
  await expect(statistica(venditore, 'Ordini')).toHaveText(/^\d+$/);
  const ordiniPrima = Number(await statistica(venditore, 'Ordini').textContent());
  await segnaPagina(venditore);

  await acquirente.goto(`/inserzione/${auto.id}`);
  await ricambio(acquirente, 'Centralina ECU').check();
  await ricambio(acquirente, 'Motore completo').check();
  await acquirente.getByRole('button', { name: "Procedi all'Acquisto" }).click();
  await riempiCheckout(acquirente, { Telefono: '333 2223344', Indirizzo: 'Via Mazzini 4', Città: 'Ferrara', CAP: '44121', Provincia: 'FE' });
  await acquirente.getByRole('button', { name: 'Conferma Ordine' }).click();
  await expect(acquirente.getByText(MESSAGGI_ORDINE.creato)).toBeVisible();

  // The seller's screen, untouched since: the bell counts the new order, the tab lists it first, the stats count it.
  await expect(campanella(venditore)).toHaveAccessibleName(nonLette(1), ENTRO_UN_SECONDO);
  await expect(campanella(venditore)).toHaveText('1');
  await expect(acquirente).toHaveURL('/acquirente/ordini');
  const codice = await codiceDi(acquirente.getByRole('article').first());
  await expect(venditore.getByRole('article').first()).toHaveAccessibleName(`Ordine ${codice}`, ENTRO_UN_SECONDO);
  await expect(statistica(venditore, 'Ordini')).toHaveText(String(ordiniPrima + 1));
  await nonRicaricata(venditore);

  // Its notification leads to the order, marked on the seller's tab, and is read on the way.
  const pannelloVenditore = await apriPannello(venditore);
  const avviso = voce(pannelloVenditore, TITOLI_NOTIFICA.nuovoOrdine(codice));
  await expect(avviso).toContainText('Sara Conti ha ordinato Centralina ECU, Motore completo');
  await avviso.getByRole('link').click();
  await expect(venditore).toHaveURL(/\/venditore\/ordini\?ordine=[0-9a-f-]{36}$/);
  await expect(pannelloVenditore).toBeHidden();
  await expect(venditore.locator('[aria-current="true"]').getByRole('article', { name: `Ordine ${codice}` })).toBeInViewport();
  await expect(campanella(venditore)).toHaveAccessibleName(nonLette(0));

  // The seller moves it: the buyer's list, stats and bell follow, again without a reload.
  await expect(campanella(acquirente)).toHaveAccessibleName(nonLette(0));
  await expect(statistica(acquirente, 'In Lavorazione')).toHaveText('0');
  await segnaPagina(acquirente);
  await ordineNellaLista(venditore, codice).getByRole('button', { name: 'In Lavorazione' }).click();
  await expect(venditore.getByText(MESSAGGI_ORDINE.statoAggiornato)).toBeVisible();
  const ordineAcquirente = ordineNellaLista(acquirente, codice);
  await expect(ordineAcquirente.getByRole('region', { name: 'Cronologia' })).toContainText('In Lavorazione', ENTRO_UN_SECONDO);
  await expect(statistica(acquirente, 'In Lavorazione')).toHaveText('1', ENTRO_UN_SECONDO);
  await expect(campanella(acquirente)).toHaveAccessibleName(nonLette(1), ENTRO_UN_SECONDO);
  await nonRicaricata(acquirente);
  await expect(voce(await apriPannello(acquirente), TITOLI_NOTIFICA.statoOrdine(codice, 'processing'))).toContainText(
    'Il venditore ha ricevuto il bonifico',
  );

  // The e-mails: how to pay to the buyer, what to ship and where to the seller, the new status to the buyer.
  const causale = `Ordine ${codice} - Sara Conti`;
  const pagamento = await emailPer(email, 'istruzioni per il pagamento');
  expect(pagamento.subject).toBe(`Ordine ${codice}: istruzioni per il pagamento`);
  expect(pagamento.text).toContain(IBAN_DEMO);
  expect(pagamento.text).toMatch(euro(102_990));
  expect(pagamento.text).toContain(causale);
  expect(pagamento.html).toContain(IBAN_DEMO);
  const ordinato = await emailPer(DEMO.venditore.email, TITOLI_NOTIFICA.nuovoOrdine(codice));
  for (const atteso of ['Centralina ECU', 'Motore completo', 'Sara Conti', email, '333 2223344', 'Via Mazzini 4', '44121 Ferrara (FE)', causale]) {
    expect(ordinato.text).toContain(atteso);
  }
  expect(ordinato.text).toMatch(euro(102_990));
  expect((await emailPer(email, TITOLI_NOTIFICA.statoOrdine(codice, 'processing'))).text).toContain('Il venditore ha ricevuto il bonifico');
});

test('the panel on a phone: the 10 newest of 12, mark one read, mark all read, delete down to Nessuna notifica', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const nomi = ['Cambio', 'Musata', 'Porta posteriore sinistra', 'Porta posteriore destra', 'Bagagliaio', 'Centralina ECU'];
  const auto = await nuovaInserzione(request, nomi.map((nome, i): [string, number, number] => [nome, 10_000 + i * 1_000, 1_000]));
  const { page, email } = await nuovoAcquirente(browser, 'Luca Sarti');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(campanella(page)).toHaveAccessibleName(nonLette(0));

  // Twelve real notifications: six orders, each moved twice by the seller, every change notifying the buyer.
  const acquirente = await accessToken(request, email, 'segretissima1');
  const venditore = await accessToken(request, DEMO.venditore.email, DEMO.venditore.password);
  const ordini: { id: string; codice: string }[] = [];
  for (const nome of nomi) ordini.push(await ordinaApi(request, acquirente, { autoId: auto.id, ricambiIds: [auto.ids[nome]], nome: 'Luca Sarti', email }));
  const titoli: string[] = [];
  for (const stato of ['processing', 'completed'] as const) {
    for (const ordine of ordini) {
      await cambiaStatoApi(request, venditore, ordine.id, stato);
      titoli.unshift(TITOLI_NOTIFICA.statoOrdine(ordine.codice, stato));
    }
  }

  await expect(campanella(page)).toHaveAccessibleName(nonLette(12));
  await expect(campanella(page)).toHaveText('9+');
  const pannello = await apriPannello(page);
  const voci = pannello.getByRole('listitem');
  await expect(voci).toHaveCount(NOTIFICHE_PANNELLO);
  await expect(voci).toContainText(titoli.slice(0, NOTIFICHE_PANNELLO));
  await expect(voci.first()).toContainText(/\d{1,2} [a-z]{3} 20\d{2}, \d{2}:\d{2}/);
  // Edge to edge under the navbar on a phone.
  expect((await pannello.boundingBox())?.width).toBe(375);

  await voce(pannello, titoli[0]).getByRole('button', { name: MESSAGGI_NOTIFICHE.segnaLetta }).click();
  await expect(campanella(page)).toHaveAccessibleName(nonLette(11));
  await expect(voce(pannello, titoli[0]).getByRole('button', { name: MESSAGGI_NOTIFICHE.segnaLetta })).toHaveCount(0);
  await expect(voce(pannello, titoli[1]).getByRole('button', { name: MESSAGGI_NOTIFICHE.segnaLetta })).toBeVisible();

  await pannello.getByRole('button', { name: MESSAGGI_NOTIFICHE.segnaTutte }).click();
  await expect(campanella(page)).toHaveAccessibleName(nonLette(0));
  await expect(campanella(page)).toHaveText('');
  await expect(pannello.getByRole('button', { name: MESSAGGI_NOTIFICHE.segnaLetta })).toHaveCount(0);
  await expect(pannello.getByRole('button', { name: MESSAGGI_NOTIFICHE.segnaTutte })).toHaveCount(0);

  // Deleting the newest brings the 11th into the ten; deleting them all leaves the empty state.
  await voce(pannello, titoli[0]).getByRole('button', { name: MESSAGGI_NOTIFICHE.elimina }).click();
  await expect(voce(pannello, titoli[0])).toHaveCount(0);
  await expect(voci).toContainText(titoli.slice(1, NOTIFICHE_PANNELLO + 1));
  for (const titolo of titoli.slice(1)) {
    await voce(pannello, titolo).getByRole('button', { name: MESSAGGI_NOTIFICHE.elimina }).click();
    await expect(voce(pannello, titolo)).toHaveCount(0);
  }
  await expect(pannello.getByText(MESSAGGI_NOTIFICHE.nessuna)).toBeVisible();

  await page.reload();
  await expect((await apriPannello(page)).getByText(MESSAGGI_NOTIFICHE.nessuna)).toBeVisible();
});
