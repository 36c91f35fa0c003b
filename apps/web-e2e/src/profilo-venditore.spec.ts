import { expect, test, type Page } from '@playwright/test';
import { MESSAGGI, MESSAGGI_MEDIA, MESSAGGI_PROFILO } from '@ricambiamo/contracts';
import { accessToken, idUtente, tipoInVenditaApi } from './support/catalogo';
import { bannerJpeg, logoPng } from './support/foto';
import { emailUnica, registra } from './support/utenti';

const giorno = (page: Page, nome: string) => page.getByRole('group', { name: nome });
const salva = (page: Page) => page.getByRole('button', { name: 'Salva Modifiche' }).click();
const immagini = (page: Page) => page.getByRole('region', { name: 'Immagini' });

/** Where a docs/rules.md §6 message shows: the field's accessible description. */
async function expectMessaggio(page: Page, etichetta: string, messaggio: string) {
  await expect(page.getByLabel(etichetta, { exact: true })).toHaveAccessibleDescription(messaggio);
}

test('a new seller fills every section of Impostazioni Profilo with a banner and a logo, and the whole site shows it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = emailUnica('profilo');
  const nomeAttivita = `Autodemolizioni Neri ${Date.now().toString(36).toUpperCase()}`;
  await registra(page, { nome: 'Giulia Neri', email, password: 'segretissima1', ruolo: 'venditore' });
  await expect(page).toHaveURL('/venditore');
  // Before any settings: the person's name and the placeholder, no images.
  await expect(page.getByRole('heading', { name: 'Giulia Neri', level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: /^(Banner|Logo) di/ })).toHaveCount(0);

  // One listing of hers, for the home card and the detail page.
  const token = await accessToken(request, email, 'segretissima1');
  const venditoreId = await idUtente(request, token);
  const { id: autoId, modello } = await tipoInVenditaApi(request, token);

  await page.getByRole('complementary', { name: 'Menu area personale' }).getByRole('link', { name: 'Impostazioni' }).click();
  await expect(page).toHaveURL('/venditore/profilo');
  await expect(page.getByRole('heading', { name: 'Impostazioni Profilo', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Email', { exact: true })).toBeDisabled();
  // docs/rules.md §9 default hours for a seller who never set any.
  await expect(giorno(page, 'Lunedì').getByLabel('Apertura')).toHaveValue('08:00');
  await expect(giorno(page, 'Sabato').getByLabel('Chiusura')).toHaveValue('12:00');
  await expect(giorno(page, 'Domenica').getByLabel('Chiuso')).toBeChecked();
  await expect(giorno(page, 'Domenica').getByLabel('Apertura')).toBeDisabled();

  // Every docs/rules.md §6 message at its field. The VAT number came with the trader's data her listing needed: cleared.
  await page.getByLabel('Nome e Cognome').fill('');
  await page.getByLabel('Partita IVA').fill('');
  await salva(page);
  await expectMessaggio(page, 'Nome e Cognome', MESSAGGI.validazione.nomeObbligatorio);
  await expectMessaggio(page, 'Nome Attività', MESSAGGI_PROFILO.nomeAttivita);
  await expectMessaggio(page, 'Partita IVA', MESSAGGI_PROFILO.partitaIvaObbligatoria);
  await page.getByLabel('Partita IVA').fill('03018291208');
  await page.getByLabel('IBAN').fill('IT60X0542811101000000123457');
  await page.getByLabel('CAP').fill('401');
  await page.getByLabel('Provincia').fill('XX');
  await giorno(page, 'Lunedì').getByLabel('Chiusura').fill('07:00');
  await salva(page);
  await expectMessaggio(page, 'Partita IVA', MESSAGGI_PROFILO.partitaIva);
  await expectMessaggio(page, 'IBAN', MESSAGGI_PROFILO.iban);
  await expectMessaggio(page, 'CAP', MESSAGGI.validazione.capNonValido);
  await expectMessaggio(page, 'Provincia', MESSAGGI_PROFILO.provincia);
  await expect(giorno(page, 'Lunedì').getByLabel('Chiusura')).toHaveAccessibleDescription(MESSAGGI_PROFILO.orario);

  // Images: a PNG banner, a logo over 5MB and a text file called .png are refused with their messages.
  await immagini(page).getByLabel('Carica banner').setInputFiles(await logoPng('banner.png'));
  await expect(immagini(page).getByText(MESSAGGI_MEDIA.formatoBanner)).toBeVisible();
  const enorme = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5 * 1024 * 1024)]);
  await immagini(page).getByLabel('Carica logo').setInputFiles({ name: 'enorme.jpg', mimeType: 'image/jpeg', buffer: enorme });
  await expect(immagini(page).getByText(MESSAGGI_MEDIA.troppoGrande)).toBeVisible();
  await immagini(page).getByLabel('Carica logo').setInputFiles({ name: 'finto.png', mimeType: 'image/png', buffer: Buffer.from('<html>non sono un logo</html>') });
  await expect(immagini(page).getByText(MESSAGGI_MEDIA.formatoLogo)).toBeVisible();

  await immagini(page).getByLabel('Carica banner').setInputFiles(await bannerJpeg());
  await expect(immagini(page).getByRole('img', { name: 'Anteprima il banner' })).toHaveAttribute('src', /^\/media\/profile-images\/.+\.jpg$/);
  await immagini(page).getByLabel('Carica logo').setInputFiles(await logoPng());
  await expect(immagini(page).getByRole('img', { name: 'Anteprima il logo' })).toHaveAttribute('src', /^\/media\/profile-images\/.+\.png$/);
  const bannerSrc = await immagini(page).getByRole('img', { name: 'Anteprima il banner' }).getAttribute('src');
  const logoSrc = await immagini(page).getByRole('img', { name: 'Anteprima il logo' }).getAttribute('src');

  // Now every section right: Sunday open, Saturday closed.
  await page.getByLabel('Nome e Cognome').fill('Giulia Neri');
  await page.getByLabel('Telefono').fill('051 765 4321');
  await page.getByLabel('Nome Attività').fill(nomeAttivita);
  await page.getByLabel('Partita IVA').fill('03018291207');
  await page.getByLabel('IBAN').fill('it60 x054 2811 1010 0000 0123 456');
  await page.getByLabel('Descrizione Attività').fill('Autodemolizione a Bologna dal 1992.\nRicambi controllati e spediti in 24 ore.');
  await giorno(page, 'Lunedì').getByLabel('Chiusura').fill('18:30');
  await giorno(page, 'Sabato').getByLabel('Chiuso').check();
  await giorno(page, 'Domenica').getByLabel('Chiuso').uncheck();
  await giorno(page, 'Domenica').getByLabel('Apertura').fill('09:00');
  await giorno(page, 'Domenica').getByLabel('Chiusura').fill('13:00');
  await page.getByRole('textbox', { name: 'Indirizzo' }).fill('Via del Lavoro 12');
  await page.getByLabel('Città').fill('Bologna');
  await page.getByLabel('CAP').fill('40127');
  await page.getByLabel('Provincia').fill('bo');
  await salva(page);
  await expect(page.getByText(MESSAGGI.successo.profiloAggiornato)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Nome e Cognome')).toHaveValue('Giulia Neri');
  await expect(page.getByLabel('Telefono')).toHaveValue('051 765 4321');
  await expect(page.getByLabel('Nome Attività')).toHaveValue(nomeAttivita);
  await expect(page.getByLabel('Partita IVA')).toHaveValue('03018291207');
  await expect(page.getByLabel('IBAN')).toHaveValue('IT60X0542811101000000123456');
  await expect(page.getByLabel('Descrizione Attività')).toHaveValue('Autodemolizione a Bologna dal 1992.\nRicambi controllati e spediti in 24 ore.');
  await expect(giorno(page, 'Lunedì').getByLabel('Chiusura')).toHaveValue('18:30');
  await expect(giorno(page, 'Sabato').getByLabel('Chiuso')).toBeChecked();
  await expect(giorno(page, 'Domenica').getByLabel('Chiuso')).not.toBeChecked();
  await expect(giorno(page, 'Domenica').getByLabel('Apertura')).toHaveValue('09:00');
  await expect(giorno(page, 'Domenica').getByLabel('Chiusura')).toHaveValue('13:00');
  await expect(page.getByRole('textbox', { name: 'Indirizzo' })).toHaveValue('Via del Lavoro 12');
  await expect(page.getByLabel('Città')).toHaveValue('Bologna');
  await expect(page.getByLabel('CAP')).toHaveValue('40127');
  await expect(page.getByLabel('Provincia')).toHaveValue('BO');
  await expect(immagini(page).getByRole('img', { name: 'Anteprima il banner' })).toHaveAttribute('src', bannerSrc!);
  await expect(immagini(page).getByRole('img', { name: 'Anteprima il logo' })).toHaveAttribute('src', logoSrc!);

  // The dashboard header.
  await page.goto('/venditore');
  await expect(page.getByRole('heading', { name: nomeAttivita, level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: `Banner di ${nomeAttivita}` })).toHaveAttribute('src', bannerSrc!);
  await expect(page.getByRole('img', { name: `Logo di ${nomeAttivita}` })).toHaveAttribute('src', logoSrc!);
  await expect(page.getByRole('link', { name: 'Modifica Profilo' })).toHaveAttribute('href', '/venditore/profilo');
  // The images really load.
  await expect.poll(() => page.getByRole('img', { name: `Logo di ${nomeAttivita}` }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // The public page, from the sidebar.
  await page.getByRole('complementary', { name: 'Menu area personale' }).getByRole('link', { name: 'Profilo Pubblico' }).click();
  await expect(page).toHaveURL(`/venditore/${venditoreId}/profilo`);
  await expect(page.getByRole('heading', { name: nomeAttivita, level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: `Banner di ${nomeAttivita}` })).toHaveAttribute('src', bannerSrc!);
  await expect(page.getByRole('img', { name: `Logo di ${nomeAttivita}` })).toHaveAttribute('src', logoSrc!);
  await expect(page.getByText('Autodemolizione a Bologna dal 1992.')).toBeVisible();
  await expect(page.getByRole('link', { name: '051 765 4321' })).toHaveAttribute('href', 'tel:051 765 4321');
  await expect(page.getByText('Via del Lavoro 12, 40127 Bologna (BO)')).toBeVisible();
  const orari = page.getByRole('region', { name: 'Orari di Apertura' });
  await expect(orari.getByRole('row', { name: /Sabato/ })).toContainText('Chiuso');
  await expect(orari.getByRole('row', { name: /Domenica/ })).toContainText('09:00 - 13:00');
  await expect(orari.getByRole('row', { name: /Lunedì/ })).toContainText('08:00 - 18:30');
  await expect(orari.getByText(/^(Aperto|Chiuso) ora$/)).toBeVisible();
  await expect(orari.locator('tr[aria-current="date"]')).toHaveCount(1);
  await expect(page.getByRole('article', { name: `Fiat ${modello}` })).toBeVisible();

  // Catalogue follows by event: the home card and the detail page show the business name.
  await page.goto(`/?q=${encodeURIComponent(modello)}`);
  await expect(page.getByRole('article', { name: `Fiat ${modello}` }).getByText(nomeAttivita)).toBeVisible();
  await page.goto(`/inserzione/${autoId}`);
  await expect(page.getByRole('link', { name: new RegExp(nomeAttivita) })).toHaveAttribute('href', `/venditore/${venditoreId}/profilo`);
});

test('a seller removes the logo and the header falls back to the placeholder', async ({ page }) => {
  await registra(page, { nome: 'Piero Bassi', email: emailUnica('logo'), password: 'segretissima1', ruolo: 'venditore' });
  await page.goto('/venditore/profilo');
  await page.getByLabel('Nome Attività').fill('Ricambi Bassi');
  await page.getByLabel('Partita IVA').fill('02844170361');
  await immagini(page).getByLabel('Carica logo').setInputFiles(await logoPng());
  await expect(immagini(page).getByRole('img', { name: 'Anteprima il logo' })).toHaveAttribute('src', /^\/media\/profile-images\//);
  await salva(page);
  await expect(page.getByText(MESSAGGI.successo.profiloAggiornato)).toBeVisible();
  await page.goto('/venditore');
  await expect(page.getByRole('img', { name: 'Logo di Ricambi Bassi' })).toBeVisible();

  await page.goto('/venditore/profilo');
  await immagini(page).getByRole('button', { name: 'Rimuovi logo' }).click();
  await expect(immagini(page).getByText('Nessun logo')).toBeVisible();
  await salva(page);
  await expect(page.getByText(MESSAGGI.successo.profiloAggiornato)).toBeVisible();
  await page.goto('/venditore');
  await expect(page.getByRole('heading', { name: 'Ricambi Bassi', level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: /^(Banner|Logo) di/ })).toHaveCount(0);
});
