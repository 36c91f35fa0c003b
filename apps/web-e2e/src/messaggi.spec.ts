import { expect, test, type Page } from '@playwright/test';
import { CONTATTO_NASCOSTO, etichettaMessaggi, MESSAGGI_CONVERSAZIONE } from '@ricambiamo/contracts';
import { accessToken, caricaFotoApi, compraGettoniApi, creaInserzioneApi } from './support/catalogo';
import { fotoAuto } from './support/foto';
import { nonRicaricata, segnaPagina } from './support/notifiche';
import { nuovoAcquirente } from './support/ordini';
import { emailUnica, registra } from './support/utenti';

const M = MESSAGGI_CONVERSAZIONE;
/** A live hint reaches the other side's screen in well under this; the page never reloads meanwhile. */
const DAL_VIVO = { timeout: 5_000 };

/** The navbar's Messaggi link, there for every logged-in user at any width; its name carries the unread count. */
const messaggiNavbar = (page: Page) => page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: /^Messaggi/ });
const conversazione = (page: Page) => page.getByRole('region', { name: /^Conversazione: / });
const scrivi = (page: Page) => page.getByRole('textbox', { name: M.testo });

test('a buyer asks before buying, the seller answers live, and both unread counts follow without a reload', async ({ browser, request }) => {
  test.setTimeout(180_000);
  // A new yard, so its conversations and its count start empty.
  const venditore = await (await browser.newContext()).newPage();
  const emailVenditore = emailUnica('messaggi-venditore');
  await registra(venditore, { nome: 'Ricambi Adige', email: emailVenditore, password: 'segretissima1', ruolo: 'venditore' });
  const tokenVenditore = await accessToken(request, emailVenditore, 'segretissima1');
  await compraGettoniApi(request, tokenVenditore, 25);
  const autoId = await creaInserzioneApi(request, tokenVenditore, {
    marca: 'Alfa Romeo',
    modello: 'MiTo',
    anno: 2013,
    km: 112_000,
    cv: 105,
    kw: 77,
    cilindrata: 1368,
    carburante: 'benzina',
    immagini: [await caricaFotoApi(request, tokenVenditore, await fotoAuto('mito.jpg', '#dc2626'))],
    ricambi: [{ nome: 'Centralina ECU', prezzoCentesimi: 16_000, spedizioneCentesimi: 1_500 }],
  });

  // The seller waits on /messaggi, with nothing there yet.
  await venditore.goto('/messaggi');
  await expect(venditore.getByText(M.nessuna)).toBeVisible();
  await expect(messaggiNavbar(venditore)).toHaveAccessibleName(etichettaMessaggi(0));
  await segnaPagina(venditore);

  // The buyer asks from the listing, a phone number in the question.
  const { page: acquirente } = await nuovoAcquirente(browser, 'Luca Marini');
  await acquirente.goto(`/inserzione/${autoId}`);
  await acquirente.getByRole('button', { name: M.contatta }).click();
  await expect(acquirente).toHaveURL(/\/messaggi\/[0-9a-f-]{36}$/);
  const idConversazione = acquirente.url().split('/').at(-1)!;
  await expect(conversazione(acquirente)).toBeVisible();
  await expect(conversazione(acquirente).getByText(M.notaMascheramento)).toBeVisible();
  const domandaScritta = 'Buongiorno, la centralina va bene per una MiTo del 2014?\nSe preferisce mi chiami al 333 1234567';
  await scrivi(acquirente).fill(domandaScritta);
  await expect(acquirente.getByText(`${domandaScritta.length}/2000`, { exact: true })).toBeVisible();
  await acquirente.getByRole('button', { name: M.invia }).click();
  await expect(conversazione(acquirente).getByRole('listitem')).toHaveCount(1);
  await expect(scrivi(acquirente)).toHaveValue('');

  // The seller's list and count get it without a reload; the number is masked for them, with the note why.
  const voce = venditore.getByRole('link', { name: /Alfa Romeo MiTo/ });
  await expect(voce).toBeVisible(DAL_VIVO);
  await expect(voce).toContainText(M.nonLetti(1));
  await expect(messaggiNavbar(venditore)).toHaveAccessibleName(etichettaMessaggi(1), DAL_VIVO);
  await nonRicaricata(venditore);
  await voce.click();
  await expect(venditore).toHaveURL(`/messaggi/${idConversazione}`);
  const domanda = conversazione(venditore).getByRole('listitem');
  await expect(domanda).toContainText('la centralina va bene per una MiTo del 2014?');
  await expect(domanda).toContainText(`mi chiami al ${CONTATTO_NASCOSTO}`);
  await expect(conversazione(venditore)).not.toContainText('333 1234567');
  await expect(conversazione(venditore).getByText(M.notaMascheramento)).toBeVisible();
  // Read once open.
  await expect(messaggiNavbar(venditore)).toHaveAccessibleName(etichettaMessaggi(0));

  // The buyer moves on; the seller answers, with Ctrl+Enter.
  await acquirente.goto('/acquirente');
  await expect(messaggiNavbar(acquirente)).toHaveAccessibleName(etichettaMessaggi(0));
  await segnaPagina(acquirente);
  await scrivi(venditore).fill('Sì, è lo stesso motore 1.4: va bene. Può ordinarla dalla pagina.');
  await scrivi(venditore).press('Control+Enter');
  await expect(conversazione(venditore).getByRole('listitem')).toHaveCount(2);

  // The buyer's navbar counts it, live.
  await expect(messaggiNavbar(acquirente)).toHaveAccessibleName(etichettaMessaggi(1), DAL_VIVO);
  await expect(messaggiNavbar(acquirente)).toHaveText('1');
  await nonRicaricata(acquirente);

  // The buyer reads it: the count goes to zero.
  await messaggiNavbar(acquirente).click();
  await expect(acquirente).toHaveURL('/messaggi');
  await acquirente.getByRole('link', { name: /Alfa Romeo MiTo/ }).click();
  const risposta = conversazione(acquirente).getByRole('listitem').last();
  await expect(risposta).toContainText('Sì, è lo stesso motore 1.4: va bene.');
  await expect(messaggiNavbar(acquirente)).toHaveAccessibleName(etichettaMessaggi(0));
  await expect(messaggiNavbar(acquirente)).toHaveText('');
  await nonRicaricata(acquirente);
});
