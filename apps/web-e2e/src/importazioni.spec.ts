import { expect, test, type Page } from '@playwright/test';
import { etichettaTotaleVeicoli, MESSAGGI_INSERZIONE } from '@ricambiamo/contracts';
import { accessToken, compraGettoniApi, saldoApi } from './support/catalogo';
import { fotoAuto } from './support/foto';
import { compila, scarica, testoScaricato, zipFoto } from './support/importazioni';
import { apriPannello, voce } from './support/notifiche';
import { emailUnica, registra } from './support/utenti';

const COLORI = ['#dc2626', '#2563eb', '#16a34a', '#f59e0b', '#7c3aed', '#0f172a'];

async function carica(page: Page, foglio: Buffer, zip: Buffer): Promise<void> {
  await page.getByLabel('File con le auto').setInputFiles({ name: 'magazzino.csv', mimeType: 'text/csv', buffer: foglio });
  await page.getByLabel('Foto (facoltativo)').setInputFiles({ name: 'foto.zip', mimeType: 'application/zip', buffer: zip });
  await page.getByRole('button', { name: 'Analizza il file' }).click();
}

test('a yard downloads the template, fills it in, uploads it with its photos, fixes the errors the preview shows, confirms, watches it run, is told, and finds its cars on the home page', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const email = emailUnica('importa');
  await registra(page, { nome: 'Autodemolizioni Bologna', email, password: 'segretissima1', ruolo: 'venditore' });
  const token = await accessToken(request, email, 'segretissima1');
  await compraGettoniApi(request, token, 50);

  await page.getByRole('link', { name: 'Importa' }).first().click();
  await expect(page).toHaveURL('/venditore/importa');
  const modello = await testoScaricato(await scarica(page, 'Scarica il modello CSV'));
  const intestazioni = modello.split(/\r?\n/)[0].split(';');
  expect(intestazioni.slice(0, 3)).toEqual(['codice interno', 'marca', 'modello']);

  // Six cars of the yard, each with its photo; the third one's year is a typing slip.
  const parola = `lotto${Date.now().toString(36)}`;
  const foto = await Promise.all(COLORI.map((colore, i) => fotoAuto(`auto-${i + 1}.jpg`, colore)));
  const auto = (anno: string) =>
    COLORI.map((_, i) => ({
      'codice interno': `BO-${i + 1}`,
      marca: 'Lancia',
      modello: 'Ypsilon',
      anno: i === 2 ? anno : '2011',
      km: '98000',
      cv: '69',
      kw: '51',
      cilindrata: '1242',
      carburante: 'Benzina',
      descrizione: `Ypsilon del ${parola}, ricambi garantiti`,
      'foto 1': `auto-${i + 1}.jpg`,
      'Cambio prezzo': '280,00',
      'Cambio spedizione': '25',
      'Musata prezzo': '1.250,50',
      'Musata spedizione': '60',
      'Musata grado': 'B',
    }));
  const zip = await zipFoto(foto);

  await carica(page, compila(intestazioni, auto('1850')), zip);
  await expect(page.getByRole('heading', { name: "Anteprima dell'importazione" })).toBeVisible();
  await expect(page.getByText(`Riga 4, colonna anno: ${MESSAGGI_INSERZIONE.anno}`).first()).toBeVisible();
  await expect(page.getByText('Costo: 25 gettoni')).toBeVisible();
  expect(await saldoApi(request, token)).toBe(50);

  // Fixed in the sheet and sent again: no errors left.
  await page.getByRole('button', { name: 'Annulla', exact: true }).click();
  await carica(page, compila(intestazioni, auto('2011')), zip);
  await expect(page.getByText('Costo: 30 gettoni')).toBeVisible();
  await expect(page.getByText("Saldo dopo l'importazione: 20 gettoni")).toBeVisible();
  await expect(page.getByText(/colonna anno/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Conferma importazione' }).click();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Importazione completata' })).toBeVisible({ timeout: 60_000 });
  expect(await saldoApi(request, token)).toBe(20);

  const pannello = await apriPannello(page);
  await expect(voce(pannello, 'Importazione completata')).toContainText('6 auto create');
  await page.keyboard.press('Escape');

  const rapporto = await testoScaricato(await scarica(page, 'Scarica il rapporto'));
  expect(rapporto.split(/\r?\n/).filter((r) => r.includes('Creata'))).toHaveLength(6);

  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Cerca per marca, modello o ricambio' }).fill(parola);
  await page.getByRole('button', { name: 'Cerca', exact: true }).click();
  await expect(page.getByText(etichettaTotaleVeicoli({ total: 6, totaleEsatto: true }))).toBeVisible();
  await expect(page.getByRole('link', { name: /Lancia Ypsilon/ })).toHaveCount(6);
});
