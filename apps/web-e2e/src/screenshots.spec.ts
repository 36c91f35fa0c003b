import { expect, test, type Locator, type Page } from '@playwright/test';
import { AZIONI_RECESSO, CONTATTO_NASCOSTO, etichettaMessaggi, MESSAGGI_NOTIFICHE, MESSAGGI_RECESSO, ORARI_DEFAULT } from '@ricambiamo/contracts';
import path from 'node:path';
import { Pool } from 'pg';
import { accessToken, caricaFotoApi, compraGettoniApi, creaInserzioneApi, graphql, idUtente, type NuovaAuto, puntoInVenditaApi } from './support/catalogo';
import { bannerJpeg, fotoAuto, logoPng } from './support/foto';
import { compila, scarica, testoScaricato, zipFoto } from './support/importazioni';
import { apriPannello, campanella, pannello } from './support/notifiche';
import { cambiaStatoApi, idRicambiApi, nuovaInserzione, ordinaApi, ordineNellaLista, ordineRecensitoApi } from './support/ordini';
import { attivaOperatore, codiceTotp, creaOperatore } from './support/operatore';
import { accedi, compilaDatiVendita, DEMO, emailUnica, registra } from './support/utenti';

const CARTELLA = path.resolve(__dirname, '../../../docs/screenshots');

const formati = [
  { nome: 'desktop', viewport: { width: 1280, height: 800 } },
  { nome: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/**
 * `intera`: the whole page; without it the viewport, for what is anchored on screen (an open panel). `elemento`: only
 * that part of the page (one card of a long list).
 */
async function salva(page: Page, schermata: string, formato: string, { intera = true, elemento }: { intera?: boolean; elemento?: Locator } = {}): Promise<void> {
  // Toasts and focus rings are transient; the README shows the screen itself.
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  // Chromium stitches a full-page picture taken scrolled down with the sticky navbar in the middle of it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  const file = path.join(CARTELLA, `${schermata}-${formato}.png`);
  // An element taller than the screen is cut out of the whole page, so the sticky navbar does not cover its top.
  const clip = elemento ? ((await elemento.boundingBox()) ?? undefined) : undefined;
  await page.screenshot({ path: file, fullPage: intera || Boolean(clip), clip, animations: 'disabled' });
}

/**
 * Orders in every status between the demo buyer and the demo seller (who has an IBAN), made before the other screens
 * so the two dashboards show their stat cards and order lists filled in; two parts stay free for the checkout.
 */
const ordini = { autoId: '', liberi: [] as string[] };

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const contesto = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const request = contesto.request;
  const venditore = await accessToken(request, DEMO.venditore.email, DEMO.venditore.password);
  const acquirente = await accessToken(request, DEMO.acquirente.email, DEMO.acquirente.password);
  ordini.autoId = await creaInserzioneApi(request, venditore, {
    marca: 'Fiat', modello: 'Punto', anno: 2011, km: 154_000, cv: 75, kw: 55, cilindrata: 1248, carburante: 'diesel',
    immagini: [await caricaFotoApi(request, venditore, await fotoAuto('punto.jpg', '#b91c1c', ['#fecaca', '#fff1f2']))],
    ricambi: [
      { nome: 'Centralina ECU', prezzoCentesimi: 12_000, spedizioneCentesimi: 990, grado: 'A', garanziaGiorni: 30 },
      { nome: 'Motore completo', prezzoCentesimi: 85_000, spedizioneCentesimi: 5_000, grado: 'B', garanziaGiorni: 90 },
      { nome: 'Cambio', prezzoCentesimi: 30_000, spedizioneCentesimi: 2_500, grado: 'B' },
      { nome: 'Kit Airbag', prezzoCentesimi: 18_000, spedizioneCentesimi: 1_500, grado: 'A' },
      { nome: 'Pompa ABS', prezzoCentesimi: 9_000, spedizioneCentesimi: 1_200 },
      { nome: 'Paraurti posteriore', prezzoCentesimi: 9_500, spedizioneCentesimi: 2_500, grado: 'A' },
      { nome: 'Porta posteriore destra', prezzoCentesimi: 13_000, spedizioneCentesimi: 3_000 },
    ],
  });
  const ids = await idRicambiApi(request, ordini.autoId);
  ordini.liberi = [ids['Paraurti posteriore'], ids['Porta posteriore destra']];
  const ordina = (nomi: string[], note?: string) =>
    ordinaApi(request, acquirente, { autoId: ordini.autoId, ricambiIds: nomi.map((n) => ids[n]), nome: 'Giulia Verdi', email: DEMO.acquirente.email, note });
  const completato = await ordina(['Kit Airbag']);
  await cambiaStatoApi(request, venditore, completato.id, 'processing');
  await cambiaStatoApi(request, venditore, completato.id, 'completed');
  await cambiaStatoApi(request, venditore, (await ordina(['Pompa ABS'])).id, 'cancelled');
  await cambiaStatoApi(request, venditore, (await ordina(['Cambio'])).id, 'processing');
  await ordina(['Centralina ECU', 'Motore completo'], 'Consegna in officina, dal lunedì al venerdì dopo le 14.');
  await contesto.close();
});

for (const { nome: formato, viewport } of formati) {
  test(`order screens at ${formato} width`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    await accedi(page, DEMO.acquirente.email, DEMO.acquirente.password);
    await expect(page).toHaveURL('/');
    await page.goto(`/inserzione/${ordini.autoId}?ricambi=${ordini.liberi.join(',')}&checkout=1`);
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await immaginiCaricate(page);
    await salva(page, 'checkout', formato);

    await page.goto('/acquirente/ordini');
    await expect(page.getByRole('article')).toHaveCount(4);
    await salva(page, 'acquirente-ordini', formato);

    await accedi(page, DEMO.venditore.email, DEMO.venditore.password);
    await expect(page).toHaveURL('/');
    await page.goto('/venditore/ordini');
    await expect(page.getByRole('article')).not.toHaveCount(0);
    await salva(page, 'venditore-ordini', formato);
  });
}

for (const { nome: formato, viewport } of formati) {
  test(`withdrawal screens at ${formato} width`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    // A consumer (the demo buyer is a declared workshop, which has no withdrawal) with a delivered order.
    const email = emailUnica('recesso');
    await registra(page, { nome: 'Elena Conti', email, password: 'segretissima1' });
    await expect(page).toHaveURL('/acquirente');
    const auto = await nuovaInserzione(request, [
      ['Cambio', 32_000, 2_500],
      ['Centralina ECU', 9_000, 1_200],
    ]);
    const token = await accessToken(request, email, 'segretissima1');
    const ordine = await ordinaApi(request, token, { autoId: auto.id, ricambiIds: Object.values(auto.ids), nome: 'Elena Conti', email });
    const venditore = await accessToken(request, DEMO.venditore.email, DEMO.venditore.password);
    await cambiaStatoApi(request, venditore, ordine.id, 'processing');
    await cambiaStatoApi(request, venditore, ordine.id, 'completed');

    await page.goto('/acquirente/ordini');
    await ordineNellaLista(page, ordine.codice).getByRole('button', { name: MESSAGGI_RECESSO.pulsante }).click();
    const dialogo = page.getByRole('dialog');
    await dialogo.getByRole('checkbox', { name: /Cambio/ }).check();
    await dialogo.getByRole('combobox', { name: 'Motivo' }).selectOption({ label: 'Il ricambio non è compatibile con il mio veicolo' });
    await dialogo.getByRole('textbox', { name: 'Dettagli (facoltativo)' }).fill('Serve per la versione 1.3 Multijet, non per la 1.9.');
    await salva(page, 'recesso-dialogo', formato, { intera: false });
    await dialogo.getByRole('button', { name: MESSAGGI_RECESSO.invia }).click();
    await expect(dialogo).toBeHidden();

    await accedi(page, DEMO.venditore.email, DEMO.venditore.password);
    await expect(page).toHaveURL('/');
    await page.goto(`/venditore/ordini?ordine=${ordine.id}`);
    const scheda = ordineNellaLista(page, ordine.codice);
    await expect(scheda.getByRole('button', { name: AZIONI_RECESSO.accettato })).toBeVisible();
    await salva(page, 'venditore-recesso', formato, { elemento: scheda });
    await scheda.getByRole('button', { name: AZIONI_RECESSO.accettato }).click();
    await expect(scheda.getByRole('button', { name: AZIONI_RECESSO.ricevuto })).toBeVisible();

    await accedi(page, email, 'segretissima1');
    await expect(page).toHaveURL('/');
    await page.goto('/acquirente/ordini');
    const mio = ordineNellaLista(page, ordine.codice);
    await expect(mio.getByRole('region', { name: 'Recesso' })).toContainText('Rispedisci i ricambi al venditore');
    await salva(page, 'acquirente-recesso', formato, { elemento: mio });
  });
}

for (const { nome: formato, viewport } of formati) {
  test.describe(`screens at ${formato} width`, () => {
    test.use({ viewport });

    test('public screens', async ({ page }) => {
      const pubbliche: [string, string, string][] = [
        ['home', '/', 'Come Funziona'],
        ['login', '/login', 'Accedi'],
        ['registrazione', '/registrazione', 'Crea il tuo account'],
        ['reset-password', '/reset-password', 'Reimposta la password'],
        ['update-password-link-non-valido', '/update-password', 'Link non valido'],
        ['not-found', '/pagina-inesistente', 'Pagina non trovata'],
      ];
      for (const [schermata, percorso, titolo] of pubbliche) {
        await page.goto(percorso);
        await expect(page.getByRole('heading', { name: titolo, exact: true })).toBeVisible();
        await salva(page, schermata, formato);
      }

      await page.goto('/registrazione');
      await page.getByRole('button', { name: 'Registrati' }).click();
      await expect(page.getByText('Nome è obbligatorio')).toBeVisible();
      await salva(page, 'registrazione-errori', formato);

      await page.goto('/update-password?token=anteprima');
      await expect(page.getByRole('heading', { name: 'Imposta una nuova password' })).toBeVisible();
      await salva(page, 'update-password', formato);

      if (formato === 'phone') {
        await page.goto('/');
        await page.getByRole('button', { name: 'Apri menu' }).click();
        await expect(page.locator('#menu-mobile')).toBeVisible();
        await page.screenshot({ path: path.join(CARTELLA, `menu-mobile-${formato}.png`), animations: 'disabled' });
      }
    });

    test('reset e-mail sent panel', async ({ page }) => {
      await page.goto('/reset-password');
      await page.getByLabel('Email').fill(DEMO.acquirente.email);
      await page.getByRole('button', { name: 'Invia link di reset' }).click();
      await expect(page.getByRole('heading', { name: 'Email Inviata!' })).toBeVisible();
      await salva(page, 'reset-password-inviata', formato);
    });

    test('buyer screens', async ({ page }) => {
      await accedi(page, DEMO.acquirente.email, DEMO.acquirente.password);
      await expect(page).toHaveURL('/');
      await page.goto('/acquirente');
      await expect(page.getByRole('tab', { name: 'I miei Ordini' })).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(4);
      await expect(page.getByRole('definition').first()).toHaveText('4');
      await salva(page, 'acquirente-dashboard', formato);
      await page.goto('/acquirente/profilo');
      await expect(page.getByLabel('Email')).toHaveValue(DEMO.acquirente.email);
      await salva(page, 'acquirente-profilo', formato);
    });

    test('seller screens', async ({ page }) => {
      await accedi(page, DEMO.venditore.email, DEMO.venditore.password);
      await expect(page).toHaveURL('/');
      await page.goto('/venditore');
      await expect(page.getByRole('link', { name: 'Modifica Profilo' })).toBeVisible();
      // A phone shows the listings as cards, whose fields follow the four figures: Vendite is the fourth.
      await expect(page.getByRole(formato === 'phone' ? 'list' : 'table', { name: 'Le tue inserzioni' })).toBeVisible();
      await expect(page.getByRole('definition').nth(3)).toHaveText(/€/);
      await salva(page, 'venditore-dashboard', formato);
      if (formato === 'phone') {
        // The seller area's entries, in the drawer its menu line opens.
        await page.getByRole('complementary', { name: 'Menu area personale' }).getByRole('button', { name: 'Menu area venditore' }).click();
        await expect(page.getByRole('dialog', { name: 'Area venditore' }).getByRole('link', { name: 'Parco Macchine' })).toBeVisible();
        await salva(page, 'venditore-menu', formato, { intera: false });
      }
    });

    test('token purchase screens', async ({ page }) => {
      // A new seller, so buying a pack for the pictures leaves the demo accounts' balances alone.
      await registra(page, { nome: 'Autodemolizioni Verdi', email: emailUnica('gettoni'), password: 'segretissima1', ruolo: 'venditore' });
      await expect(page).toHaveURL('/venditore');
      await page.goto('/venditore/acquista-gettoni');
      await expect(page.getByText('Nessun movimento ancora')).toBeVisible();
      await salva(page, 'acquista-gettoni', formato);

      await page.getByRole('article', { name: '100 gettoni' }).getByRole('button', { name: 'Acquista Ora' }).click();
      await expect(page.getByRole('heading', { name: 'Pagamento', exact: true })).toBeVisible();
      await salva(page, 'checkout-sviluppo', formato);

      await page.getByRole('button', { name: /^Paga / }).click();
      await expect(page.getByRole('heading', { name: 'Pagamento completato' })).toBeVisible();
      await salva(page, 'acquisto-completato', formato);
    });
  });
}

/** Scrolls through the page so lazy images (cards below the fold) load, and waits for them: no blanks in the picture. */
async function immaginiCaricate(page: Page): Promise<void> {
  const altezza = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < altezza; y += 600) await page.mouse.wheel(0, 600);
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  await page.evaluate(() => window.scrollTo(0, 0));
}

test.describe('catalogue screens', () => {
  const venditore = { email: emailUnica('catalogo'), password: 'segretissima1', id: '', panda: '' };

  // One seller with six cars, made through the API so every picture shows the same realistic catalogue.
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    const contesto = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const pagina = await contesto.newPage();
    await registra(pagina, { nome: 'Autodemolizioni Bassa Padana', email: venditore.email, password: venditore.password, ruolo: 'venditore' });
    const request = contesto.request;
    const token = await accessToken(request, venditore.email, venditore.password);
    venditore.id = await idUtente(request, token);
    await compraGettoniApi(request, token, 100);

    const foto = async (nome: string, colore: string, sfondo?: [string, string]) =>
      caricaFotoApi(request, token, await fotoAuto(nome, colore, sfondo));
    const auto: NuovaAuto[] = [
      {
        marca: 'Volkswagen', modello: 'Golf', anno: 2009, km: 210_000, cv: 105, kw: 77, cilindrata: 1896, carburante: 'diesel',
        immagini: [await foto('golf.jpg', '#1d4ed8')],
        ricambi: [
          { nome: 'Motore completo', prezzoCentesimi: 90_000, spedizioneCentesimi: 6_000, grado: 'B', garanziaGiorni: 90 },
          { nome: 'Cambio', prezzoCentesimi: 35_000, spedizioneCentesimi: 4_000, grado: 'B' },
          { nome: 'Porta laterale anteriore sinistra', prezzoCentesimi: 12_000, spedizioneCentesimi: 3_000, grado: 'C' },
        ],
      },
      {
        marca: 'Ford', modello: 'Fiesta', anno: 2014, km: 95_000, cv: 82, kw: 60, cilindrata: 1242, carburante: 'benzina',
        immagini: [await foto('fiesta.jpg', '#f59e0b', ['#fde68a', '#fef3c7'])],
        ricambi: [
          { nome: 'Paraurti posteriore', prezzoCentesimi: 9_000, spedizioneCentesimi: 2_500, grado: 'A' },
          { nome: 'Bagagliaio', prezzoCentesimi: 15_000, spedizioneCentesimi: 3_500 },
        ],
      },
      {
        marca: 'Renault', modello: 'Clio', anno: 2016, km: 134_000, cv: 90, kw: 66, cilindrata: 1461, carburante: 'diesel',
        immagini: [await foto('clio.jpg', '#475569', ['#cbd5e1', '#f1f5f9'])],
        ricambi: [
          { nome: 'Centralina ECU', prezzoCentesimi: 14_000, spedizioneCentesimi: 990, grado: 'A', garanziaGiorni: 30, codiceOem: '237102976R' },
          { nome: 'Kit Airbag', prezzoCentesimi: 22_000, spedizioneCentesimi: 1_500, grado: 'A' },
        ],
      },
      {
        marca: 'Toyota', modello: 'Yaris', anno: 2018, km: 61_000, cv: 100, kw: 74, cilindrata: 1497, carburante: 'ibrida',
        immagini: [await foto('yaris.jpg', '#e2e8f0', ['#a7f3d0', '#ecfdf5'])],
        ricambi: [
          { nome: 'Pompa ABS', prezzoCentesimi: 11_000, spedizioneCentesimi: 1_200, grado: 'A', garanziaGiorni: 60 },
          { nome: 'Porta posteriore destra', prezzoCentesimi: 13_000, spedizioneCentesimi: 3_000 },
        ],
      },
      {
        marca: 'Alfa Romeo', modello: 'Giulietta', anno: 2013, km: 176_000, cv: 150, kw: 110, cilindrata: 1956, carburante: 'diesel',
        immagini: [await foto('giulietta.jpg', '#7f1d1d', ['#fecaca', '#fff1f2'])],
        ricambi: [
          { nome: 'Musata', prezzoCentesimi: 48_000, spedizioneCentesimi: 7_000, grado: 'B' },
          { nome: 'Motore completo', prezzoCentesimi: 150_000, spedizioneCentesimi: 9_000, grado: 'B', garanziaGiorni: 90 },
        ],
      },
      {
        marca: 'Fiat', modello: 'Panda', anno: 2012, km: 128_000, cv: 69, kw: 51, cilindrata: 1242, carburante: 'benzina',
        descrizione: 'Urto posteriore, meccanica sana. Ricambi smontati e provati in officina prima della spedizione.',
        immagini: [
          await foto('frontale.jpg', '#dc2626'),
          await foto('destro.jpg', '#dc2626', ['#fed7aa', '#fff7ed']),
          await foto('sinistro.jpg', '#dc2626', ['#ddd6fe', '#f5f3ff']),
          await foto('posteriore.jpg', '#dc2626', ['#bbf7d0', '#f0fdf4']),
          await foto('interni.jpg', '#dc2626', ['#e2e8f0', '#f8fafc']),
        ],
        ricambi: [
          { nome: 'Centralina ECU', prezzoCentesimi: 12_000, spedizioneCentesimi: 990, grado: 'A', garanziaGiorni: 30, codiceOem: '55195817' },
          { nome: 'Motore completo', prezzoCentesimi: 85_000, spedizioneCentesimi: 5_000, grado: 'B', garanziaGiorni: 90 },
          { nome: 'Pompa ABS', prezzoCentesimi: 9_000, spedizioneCentesimi: 1_200, grado: 'B' },
          { nome: 'Kit Airbag', prezzoCentesimi: 18_000, spedizioneCentesimi: 1_500, grado: 'A', codiceOem: '735456883' },
        ],
      },
    ];
    for (const nuova of auto) venditore.panda = await creaInserzioneApi(request, token, nuova);
    await graphql(request, token, 'mutation ($input: SellerProfileInput!) { aggiornaProfiloVenditore(input: $input) { id } }', {
      input: {
        nome: 'Marco Ferrari',
        telefono: '0532 765 432',
        nomeAttivita: 'Autodemolizioni Bassa Padana',
        partitaIva: '03018291207',
        iban: 'IT60X0542811101000000123456',
        descrizione:
          'Autodemolizione autorizzata a Ferrara dal 1987. Smontiamo, proviamo e fotografiamo ogni ricambio; spediamo in tutta Italia entro 24 ore dal bonifico.',
        orari: { ...ORARI_DEFAULT, sabato: { apertura: '08:30', chiusura: '12:30', chiuso: false } },
        indirizzo: 'Via Padova 210',
        citta: 'Ferrara',
        cap: '44124',
        provincia: 'FE',
        bannerImage: await caricaFotoApi(request, token, await bannerJpeg('Bassa Padana'), 'store=profile-images&kind=banner'),
        logoImage: await caricaFotoApi(request, token, await logoPng('logo.png', 'BP'), 'store=profile-images&kind=logo'),
      },
    });
    await contesto.close();
  });

  for (const { nome: formato, viewport } of formati) {
    test(`catalogue screens at ${formato} width`, async ({ page, browser }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);

      await page.goto('/');
      await expect(page.getByRole('article', { name: 'Fiat Panda' }).first()).toBeVisible();
      await immaginiCaricate(page);
      await salva(page, 'home-risultati', formato);

      await page.goto('/?carburante=diesel&annoDa=2005');
      await expect(page.getByRole('heading', { name: 'Risultati Ricerca' })).toBeVisible();
      await expect(page.getByRole('article', { name: 'Alfa Romeo Giulietta' }).first()).toBeVisible();
      await immaginiCaricate(page);
      await salva(page, 'home-filtri', formato);

      await page.goto(`/inserzione/${venditore.panda}`);
      await page.getByRole('checkbox', { name: 'Centralina ECU' }).check();
      await page.getByRole('checkbox', { name: 'Motore completo' }).check();
      await immaginiCaricate(page);
      await salva(page, 'inserzione-dettaglio', formato);

      // Its first paint, as the gateway sends it, before any code runs: the main photo already in its place.
      const senzaCodice = await browser.newContext({ viewport, javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
      const primoDisegno = await senzaCodice.newPage();
      await primoDisegno.goto(`/inserzione/${venditore.panda}`, { waitUntil: 'load' });
      await expect(primoDisegno.locator('img[fetchpriority="high"]')).toBeVisible();
      await primoDisegno.screenshot({ path: path.join(CARTELLA, `inserzione-primo-disegno-${formato}.png`), fullPage: true, animations: 'disabled' });
      await senzaCodice.close();

      await page.goto(`/venditore/${venditore.id}/profilo`);
      await expect(page.getByRole('heading', { name: 'Veicoli in vendita' })).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(6);
      await immaginiCaricate(page);
      await salva(page, 'venditore-profilo-pubblico', formato);

      await accedi(page, venditore.email, venditore.password);
      await expect(page).toHaveURL('/');
      await page.goto('/venditore/nuova-inserzione');
      await page.getByLabel('Marca').fill('Opel');
      await page.getByLabel('Modello').fill('Corsa');
      await page.getByLabel('Anno').fill('2010');
      await page.getByLabel('Chilometri').fill('167000');
      await page.getByLabel('CV', { exact: true }).fill('65');
      await page.getByLabel('kW', { exact: true }).fill('48');
      await page.getByLabel('Cilindrata (cc)').fill('1229');
      await page.getByLabel('Carburante').selectOption({ label: 'GPL' });
      await page.getByLabel('Aggiungi foto').setInputFiles([await fotoAuto('frontale.jpg', '#0f766e'), await fotoAuto('lato-destro.jpg', '#0f766e', ['#fde68a', '#fffbeb'])]);
      await expect(page.getByRole('list', { name: 'Foto caricate' }).getByText('Pronta', { exact: true })).toHaveCount(2, { timeout: 30_000 });
      for (const [nome, prezzo, spedizione] of [['Centralina ECU', '95', '9.90'], ['Cambio', '280', '35']] as const) {
        await page.getByRole('group', { name: 'Catalogo ricambi' }).getByRole('button', { name: nome }).click();
        const riga = page.getByRole('group', { name: nome, exact: true });
        await riga.getByLabel('Prezzo (€)').fill(prezzo);
        await riga.getByLabel('Spese di spedizione (€)').fill(spedizione);
      }
      await immaginiCaricate(page);
      await salva(page, 'nuova-inserzione', formato);

      // Back on the page later, the form is the draft left there, with the way to start over.
      await page.reload();
      await expect(page.getByRole('status').filter({ hasText: 'Bozza ripristinata' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Foto caricate' }).getByText('Pronta', { exact: true })).toHaveCount(2);
      await immaginiCaricate(page);
      await salva(page, 'nuova-inserzione-bozza', formato, { intera: false });
      await page.getByRole('button', { name: 'Ricomincia da capo' }).click();

      await page.goto('/venditore/profilo');
      await expect(page.getByLabel('Nome Attività')).toHaveValue('Autodemolizioni Bassa Padana');
      await expect(page.getByRole('img', { name: 'Anteprima il logo' })).toBeVisible();
      await immaginiCaricate(page);
      await salva(page, 'venditore-impostazioni', formato);

      await page.goto('/venditore/inserzioni');
      // Six listings: rows under the table's heading row, or a phone's cards.
      const inserzioni = formato === 'phone' ? page.getByRole('list', { name: 'Le tue inserzioni' }).getByRole('listitem') : page.getByRole('table', { name: 'Le tue inserzioni' }).getByRole('row');
      await expect(inserzioni).toHaveCount(formato === 'phone' ? 6 : 7);
      await immaginiCaricate(page);
      await salva(page, 'venditore-inserzioni', formato);
    });
  }
});

test.describe('notifications screens', () => {
  // The brief's phone is 375 px wide, the narrowest the panel must fit edge to edge.
  const formatiNotifiche = [formati[0], { nome: 'phone', viewport: { width: 375, height: 812 } }] as const;

  for (const { nome: formato, viewport } of formatiNotifiche) {
    test(`bell and open panel at ${formato} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      // The demo seller has the new orders of this file's beforeAll unread; one read shows the two looks side by side.
      await accedi(page, DEMO.venditore.email, DEMO.venditore.password);
      await expect(page).toHaveURL('/');
      await page.goto('/venditore/ordini');
      await expect(page.getByRole('article')).not.toHaveCount(0);
      await expect(campanella(page)).toHaveAccessibleName(/non lett/);
      const aperto = await apriPannello(page);
      const segnaLetta = aperto.getByRole('button', { name: MESSAGGI_NOTIFICHE.segnaLetta });
      if ((await segnaLetta.count()) === (await aperto.getByRole('listitem').count())) await segnaLetta.last().click();
      await expect(aperto.getByRole('listitem').last().getByRole('button', { name: MESSAGGI_NOTIFICHE.segnaLetta })).toHaveCount(0);
      // Reaching the last item scrolled the list: the picture starts from the newest.
      await aperto.getByRole('list').evaluate((lista) => lista.parentElement?.scrollTo(0, 0));
      await salva(page, 'notifiche', formato, { intera: false });
    });

    test(`empty panel at ${formato} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await registra(page, { nome: 'Chiara Neri', email: emailUnica('notifiche'), password: 'segretissima1' });
      await expect(page).toHaveURL('/acquirente');
      // On a desktop the sidebar footer's bell, whose panel opens beside the sidebar; a phone has only the navbar's.
      const sidebar = page.getByRole('complementary', { name: 'Menu area personale' });
      await (formato === 'desktop' ? sidebar.getByRole('button', { name: /^Notifiche/ }) : campanella(page)).click();
      await expect(pannello(page).getByText(MESSAGGI_NOTIFICHE.nessuna)).toBeVisible();
      await salva(page, 'notifiche-vuote', formato, { intera: false });
    });
  }
});

test.describe('yard screens', () => {
  const venditore = { email: emailUnica('parco'), password: 'segretissima1' };
  const formatiParco = [
    { nome: 'desktop', viewport: { width: 1280, height: 800 } },
    // A tablet held upright in the yard.
    { nome: 'tablet', viewport: { width: 820, height: 1180 } },
  ] as const;

  // A seller with four areas of several sizes and colours and six cars, four of them placed; the profile lacks its
  // images, so the guide shows three steps done and one to do.
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    const contesto = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const pagina = await contesto.newPage();
    await registra(pagina, { nome: 'Luca Ferri', email: venditore.email, password: venditore.password, ruolo: 'venditore' });
    const request = contesto.request;
    const token = await accessToken(request, venditore.email, venditore.password);
    await compraGettoniApi(request, token, 50);
    const veicoli: [string, string, string][] = [
      ['Fiat', 'Panda', '#dc2626'],
      ['Volkswagen', 'Golf', '#1d4ed8'],
      ['Renault', 'Clio', '#475569'],
      ['Toyota', 'Yaris', '#e2e8f0'],
      ['Ford', 'Fiesta', '#f59e0b'],
      ['Alfa Romeo', 'Giulietta', '#7f1d1d'],
    ];
    const auto: string[] = [];
    for (const [marca, modello, colore] of veicoli) {
      auto.push(
        await creaInserzioneApi(request, token, {
          marca, modello, anno: 2012, km: 150_000, cv: 90, kw: 66, cilindrata: 1400, carburante: 'diesel',
          immagini: [await caricaFotoApi(request, token, await fotoAuto(`${modello}.jpg`, colore))],
          ricambi: [{ nome: 'Cambio', prezzoCentesimi: 30_000, spedizioneCentesimi: 3_000 }],
        }),
      );
    }
    await graphql(request, token, 'mutation ($input: SellerProfileInput!) { aggiornaProfiloVenditore(input: $input) { id } }', {
      input: { nome: 'Luca Ferri', nomeAttivita: 'Autodemolizioni Ferri', partitaIva: '02844170361', orari: ORARI_DEFAULT },
    });
    const aree: [string, string, string, number, number, number, number, number[]][] = [
      ['Fila A', 'Utilitarie', '#10B981', 40, 40, 320, 200, [0, 4]],
      ['Fila B', 'Berline e compatte', '#3B82F6', 400, 40, 280, 200, [1, 2]],
      ['Capannone', 'Motori e cambi smontati', '#F59E0B', 40, 280, 240, 220, []],
      ['Da smontare', 'Arrivi della settimana', '#EF4444', 320, 280, 360, 160, []],
    ];
    for (const [nome, descrizione, colore, posizioneX, posizioneY, larghezza, altezza, assegnate] of aree) {
      const { creaAreaParco } = await graphql<{ creaAreaParco: { id: string } }>(
        request,
        token,
        'mutation ($input: NuovaAreaParcoInput!) { creaAreaParco(input: $input) { id } }',
        { input: { posizioneX, posizioneY, larghezza, altezza } },
      );
      const areaId = creaAreaParco.id;
      await graphql(request, token, 'mutation ($input: ModificaAreaParcoInput!) { modificaAreaParco(input: $input) { id } }', {
        input: { areaId, nome, descrizione, colore, larghezza, altezza },
      });
      for (const i of assegnate) {
        // The car reaches the yard by catalogue's event: retried until it has.
        await expect
          .poll(async () =>
            graphql(request, token, 'mutation ($a: ID!, $c: ID!) { assegnaAutoArea(areaId: $a, autoId: $c) { id } }', { a: areaId, c: auto[i] }).then(
              () => true,
              () => false,
            ),
          )
          .toBe(true);
      }
    }
    await contesto.close();
  });

  for (const { nome: formato, viewport } of formatiParco) {
    test(`yard and guide at ${formato} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await accedi(page, venditore.email, venditore.password);
      await expect(page).toHaveURL('/');
      await page.goto('/venditore/parco-macchine');
      await expect(page.getByRole('group', { name: 'Fila A' })).toContainText('2 auto assegnate');
      await salva(page, 'parco-macchine', formato);

      await page.getByPlaceholder('Cerca auto...').fill('golf');
      await expect(page.getByRole('group', { name: 'Fila B' })).toHaveAttribute('data-evidenziata', 'true');
      await salva(page, 'parco-ricerca', formato, { intera: false });
      await page.getByPlaceholder('Cerca auto...').fill('');

      await page.getByRole('group', { name: 'Fila A' }).click({ position: { x: 20, y: 120 } });
      await expect(page.getByRole('dialog', { name: 'Gestione Auto - Fila A' })).toBeVisible();
      await salva(page, 'parco-gestione-auto', formato, { intera: false });
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Modifica Fila B' }).click();
      await expect(page.getByRole('dialog', { name: 'Modifica Area' })).toBeVisible();
      await salva(page, 'parco-modifica-area', formato, { intera: false });
      await page.keyboard.press('Escape');

      await page.goto('/venditore/guida');
      await expect(page.getByText('3 di 4 completati')).toBeVisible();
      await salva(page, 'guida', formato);
    });
  }
});

test.describe('bulk import', () => {
  const MARCHE = [
    ['Fiat', 'Punto', 'Benzina'],
    ['Volkswagen', 'Golf', 'Diesel'],
    ['Renault', 'Clio', 'GPL'],
    ['Ford', 'Fiesta', 'Benzina'],
  ] as const;

  for (const { nome: formato, viewport } of formati) {
    test(`preview, progress and end at ${formato} width`, async ({ page, request }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      const email = emailUnica(`schermate-import-${formato}`);
      await registra(page, { nome: 'Autodemolizioni Emilia', email, password: 'segretissima1', ruolo: 'venditore' });
      await compraGettoniApi(request, await accessToken(request, email, 'segretissima1'), 250);
      await page.goto('/venditore/importa');
      const intestazioni = (await testoScaricato(await scarica(page, 'Scarica il modello CSV'))).split(/\r?\n/)[0].split(';');

      // Forty cars with a photo each, and two rows a yard's sheet typically gets wrong.
      const foto = await Promise.all(Array.from({ length: 40 }, (_, i) => fotoAuto(`E-${i + 1}.jpg`, `hsl(${i * 9}, 70%, 45%)`)));
      const righe = foto.map((_, i) => {
        const [marca, modello, carburante] = MARCHE[i % MARCHE.length];
        return {
          'codice interno': `E-${i + 1}`,
          marca,
          modello,
          anno: String(2005 + (i % 15)),
          km: String(80_000 + i * 3_500),
          cv: '90',
          kw: '66',
          cilindrata: '1368',
          carburante,
          'foto 1': `E-${i + 1}.jpg`,
          'Cambio prezzo': '280,00',
          'Cambio spedizione': '25',
          'Centralina ECU prezzo': '150',
          'Centralina ECU spedizione': '10',
        };
      });
      righe.push({ ...righe[0], 'codice interno': 'E-41', anno: '1850', 'foto 1': 'E-41.jpg' });
      righe.push({ ...righe[1], 'codice interno': 'E-42', km: '-100' });
      await page.getByLabel('File con le auto').setInputFiles({ name: 'magazzino.csv', mimeType: 'text/csv', buffer: compila(intestazioni, righe) });
      await page.getByLabel('Foto (facoltativo)').setInputFiles({ name: 'foto.zip', mimeType: 'application/zip', buffer: await zipFoto(foto) });
      await page.getByRole('button', { name: 'Analizza il file' }).click();
      await expect(page.getByText('Costo: 200 gettoni')).toBeVisible();
      await salva(page, 'importa-anteprima', formato);

      await page.getByRole('button', { name: 'Conferma importazione' }).click();
      const barra = page.getByRole('progressbar', { name: "Avanzamento dell'importazione" });
      await expect(barra).toBeVisible();
      await expect.poll(async () => Number(await barra.getAttribute('aria-valuenow'))).toBeGreaterThan(5);
      await salva(page, 'importa-avanzamento', formato);

      await expect(page.getByRole('heading', { name: 'Importazione completata' })).toBeVisible({ timeout: 120_000 });
      await salva(page, 'importa-completata', formato);
    });
  }
});

test.describe('fit screens', () => {
  const acquirente = { email: emailUnica('schermate-fit'), password: 'segretissima1' };
  const venditore = { email: emailUnica('schermate-fit-venditore'), password: 'segretissima1' };
  const auto = { panda: '', idea: '' };

  // A yard with a Panda of the buyer's engine, a diesel Panda, a Punto and an Idea whose door the Panda's shares an OEM
  // code with; a buyer with "Fiat Panda 2012 1.2 benzina 169A4000" active, who asked about the Idea's door and whose
  // question about the Punto's seat the seller answered.
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    const contesto = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const pagina = await contesto.newPage();
    const request = contesto.request;
    await registra(pagina, { nome: 'Ricambi Felsina', email: venditore.email, password: venditore.password, ruolo: 'venditore' });
    const tokenVenditore = await accessToken(request, venditore.email, venditore.password);
    await compraGettoniApi(request, tokenVenditore, 100);
    const foto = async (nome: string, colore: string, sfondo?: [string, string]) => caricaFotoApi(request, tokenVenditore, await fotoAuto(nome, colore, sfondo));
    const crea = async (dati: NuovaAuto) => creaInserzioneApi(request, tokenVenditore, dati);
    const pezzo = (nome: string, prezzo: number, codiceOem?: string) => ({ nome, prezzoCentesimi: prezzo, spedizioneCentesimi: 2_500, grado: 'B' as const, codiceOem });
    const base = { km: 120_000, cv: 69, kw: 51, cilindrata: 1242, carburante: 'benzina' as const };
    auto.panda = await crea({
      ...base, marca: 'Fiat', modello: 'Panda', anno: 2011, codiceMotore: '169A4000', immagini: [await foto('panda-fit.jpg', '#1d4ed8')],
      ricambi: [pezzo('Motore completo', 65_000), pezzo('Porta laterale anteriore sinistra', 11_000, '51762381'), pezzo('Centralina ECU', 9_000, '55195817')],
    });
    await crea({
      ...base, marca: 'Fiat', modello: 'Panda', anno: 2013, carburante: 'diesel', cilindrata: 1248, kw: 55, cv: 75, codiceMotore: '199A2000',
      immagini: [await foto('panda-diesel.jpg', '#0f766e', ['#99f6e4', '#f0fdfa'])],
      ricambi: [pezzo('Cambio', 30_000), pezzo('Paraurti posteriore', 8_000)],
    });
    await crea({
      ...base, marca: 'Fiat', modello: 'Panda', anno: 2014, immagini: [await foto('panda-gialla.jpg', '#eab308', ['#fef08a', '#fefce8'])],
      ricambi: [pezzo('Bagagliaio', 14_000), pezzo('Musata', 42_000)],
    });
    auto.idea = await crea({
      ...base, marca: 'Fiat', modello: 'Idea', anno: 2008, codiceMotore: '188A4000', immagini: [await foto('idea.jpg', '#7c3aed', ['#ddd6fe', '#f5f3ff'])],
      ricambi: [pezzo('Porta laterale anteriore sinistra', 9_500, '51762381'), pezzo('Centralina ECU', 8_500, '55195817'), pezzo('Motore completo', 55_000), pezzo('Porta posteriore destra', 9_000)],
    });

    await registra(pagina, { nome: 'Sara Conti', email: acquirente.email, password: acquirente.password });
    const tokenAcquirente = await accessToken(request, acquirente.email, acquirente.password);
    const panda = { marca: 'Fiat', modello: 'Panda', anno: 2012, carburante: 'benzina', cilindrata: 1242, kw: 51, codiceMotore: '169A4000' };
    await graphql(request, tokenAcquirente, 'mutation Aggiungi($input: NuovoVeicoloInput!) { aggiungiVeicolo(input: $input) { id } }', { input: panda });
    const ricambi = await idRicambiApi(request, auto.idea);
    const chiedi = (ricambioId: string, domanda: string) =>
      graphql<{ chiediVerificaCompatibilita: { id: string } }>(
        request,
        tokenAcquirente,
        'mutation Chiedi($input: ChiediVerificaCompatibilitaInput!) { chiediVerificaCompatibilita(input: $input) { id } }',
        { input: { ricambioId, veicolo: panda, telaioOTarga: 'AB123CD', domanda } },
      );
    const risposta = await chiedi(ricambi['Porta posteriore destra'], 'La porta posteriore monta sulla Panda 2012 a cinque porte?');
    await graphql(request, tokenVenditore, 'mutation Rispondi($input: RispondiVerificaCompatibilitaInput!) { rispondiVerificaCompatibilita(input: $input) { id } }', {
      input: { verificaId: risposta.chiediVerificaCompatibilita.id, esito: 'non_compatibile', nota: "La Idea ha l'attacco delle cerniere diverso." },
    });
    await chiedi(ricambi['Motore completo'], 'Il 188A4000 si può montare al posto del mio 169A4000 con il cablaggio originale?');
    await contesto.close();
  });

  for (const { nome: formato, viewport } of formati) {
    test(`home, listing, check and seller's checks at ${formato} width`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await accedi(page, acquirente.email, acquirente.password);
      await expect(page).toHaveURL('/');
      await page.goto('/?q=Fiat');
      await page.getByRole('button', { name: 'Filtri Avanzati' }).click();
      await page.getByRole('checkbox', { name: 'Solo compatibili con la mia Panda 1.2' }).check();
      await page.getByRole('button', { name: 'Applica Filtri' }).click();
      await expect(page.getByTestId('badge-compatibilita').first()).toBeVisible();
      await salva(page, 'home-compatibili', formato);

      await page.goto(`/inserzione/${auto.idea}`);
      await expect(page.getByTestId('compatibile-anche-con').first()).toBeVisible();
      await expect(page.getByTestId('stato-verifica').first()).toBeVisible();
      await salva(page, 'inserzione-compatibilita', formato);

      await page.getByRole('row', { name: /Centralina ECU/ }).getByRole('button', { name: 'Chiedi verifica compatibilità' }).click();
      const dialogo = page.getByRole('dialog', { name: 'Chiedi al venditore se il ricambio è compatibile' });
      await dialogo.getByLabel('Numero di telaio o targa').fill('ZFA16900000123456');
      await dialogo.getByLabel('Domanda').fill('La centralina è già sbloccata per un altro immobilizer?');
      await salva(page, 'verifica-compatibilita-dialogo', formato, { intera: false });

      const seller = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL, viewport });
      const venditorePagina = await seller.newPage();
      await accedi(venditorePagina, venditore.email, venditore.password);
      await expect(venditorePagina).toHaveURL('/');
      await venditorePagina.goto('/venditore/verifiche');
      await expect(venditorePagina.getByRole('article').first()).toBeVisible();
      await salva(venditorePagina, 'venditore-verifiche', formato);
      await seller.close();
    });
  }
});

test.describe('statistics screens', () => {
  const venditore = { email: emailUnica('schermate-statistiche'), password: 'segretissima1' };

  // A seller of two cars whose orders and views span the 12 weeks: the orders are placed through the API and moved to
  // past weeks in orders' database, and the daily views of past weeks written in catalogue's, as the API counts only
  // today's (docs/architecture.md#seller-statistics).
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    const contesto = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const pagina = await contesto.newPage();
    const request = contesto.request;
    await registra(pagina, { nome: 'Autoricambi Stella', email: venditore.email, password: venditore.password, ruolo: 'venditore' });
    const tokenVenditore = await accessToken(request, venditore.email, venditore.password);
    const idVenditore = await idUtente(request, tokenVenditore);
    await compraGettoniApi(request, tokenVenditore, 25);
    const pezzo = (nome: string, prezzo: number) => ({ nome, prezzoCentesimi: prezzo, spedizioneCentesimi: 1_500, grado: 'B' as const });
    const base = { km: 140_000, cv: 69, kw: 51, cilindrata: 1242, carburante: 'benzina' as const };
    const panda = await creaInserzioneApi(request, tokenVenditore, {
      ...base, marca: 'Fiat', modello: 'Panda', anno: 2012, immagini: [await caricaFotoApi(request, tokenVenditore, await fotoAuto('panda-stat.jpg', '#1d4ed8'))],
      ricambi: [pezzo('Cambio', 32_000), pezzo('Centralina ECU', 9_000), pezzo('Paraurti posteriore', 8_000), pezzo('Porta posteriore destra', 11_000), pezzo('Musata', 38_000)],
    });
    const ypsilon = await creaInserzioneApi(request, tokenVenditore, {
      ...base, marca: 'Lancia', modello: 'Ypsilon', anno: 2014, immagini: [await caricaFotoApi(request, tokenVenditore, await fotoAuto('ypsilon-stat.jpg', '#7c3aed'))],
      ricambi: [pezzo('Cambio', 35_000), pezzo('Centralina ECU', 9_500), pezzo('Bagagliaio', 12_000), pezzo('Porta laterale anteriore sinistra', 10_500)],
    });
    const acquirente = { email: emailUnica('schermate-statistiche-cliente'), password: 'segretissima1' };
    await registra(pagina, { nome: 'Luca Ferri', email: acquirente.email, password: acquirente.password });
    const tokenAcquirente = await accessToken(request, acquirente.email, acquirente.password);
    const idPanda = await idRicambiApi(request, panda);
    const idYpsilon = await idRicambiApi(request, ypsilon);
    // [listing, parts, weeks ago, cancelled]
    const ordini: [string, string[], number, boolean][] = [
      [panda, [idPanda.Cambio], 9, false],
      [ypsilon, [idYpsilon['Centralina ECU']], 7, false],
      [panda, [idPanda['Paraurti posteriore']], 5, true],
      [ypsilon, [idYpsilon.Cambio, idYpsilon.Bagagliaio], 4, false],
      [panda, [idPanda['Centralina ECU']], 2, false],
      [panda, [idPanda['Porta posteriore destra']], 1, false],
      [ypsilon, [idYpsilon['Porta laterale anteriore sinistra']], 0, false],
    ];
    // The stack's databases: npm test's variables, or npm start's databases (libs/backend/config/src/apps.json).
    const database = (variabile: string | undefined, nome: string) => variabile ?? `postgresql://postgres@127.0.0.1:5432/${nome}`;
    const ordiniDb = new Pool({ connectionString: database(process.env.ORDERS_DATABASE_URL, 'ricambiamo_orders'), max: 1 });
    const catalogoDb = new Pool({ connectionString: database(process.env.CATALOGUE_DATABASE_URL, 'ricambiamo_catalogue'), max: 1 });
    try {
      for (const [autoId, ricambiIds, settimaneFa, cancellato] of ordini) {
        const { id } = await ordinaApi(request, tokenAcquirente, { autoId, ricambiIds, nome: 'Luca Ferri', email: acquirente.email });
        if (cancellato) await cambiaStatoApi(request, tokenVenditore, id, 'cancelled');
        await ordiniDb.query(`UPDATE ordini SET created_at = created_at - $2 * interval '1 week' WHERE id = $1`, [id, settimaneFa]);
      }
      // Daily views over the 12 weeks, growing, fewer at weekends; today's come from the API only.
      for (let giorniFa = 83; giorniFa >= 1; giorniFa--) {
        const crescita = Math.round((84 - giorniFa) / 8);
        const weekend = giorniFa % 7 < 2 ? -2 : 0;
        for (const [autoId, peso] of [[panda, 1], [ypsilon, 0]] as const) {
          const conteggio = Math.max(1, 3 + crescita + weekend + peso + ((giorniFa * 7) % 3));
          await catalogoDb.query(
            `INSERT INTO visualizzazioni (auto_id, giorno, venditore_id, conteggio)
             VALUES ($1, (now() AT TIME ZONE 'Europe/Rome')::date - $2::int, $3, $4)
             ON CONFLICT (auto_id, giorno) DO UPDATE SET conteggio = EXCLUDED.conteggio`,
            [autoId, giorniFa, idVenditore, conteggio],
          );
        }
      }
    } finally {
      await Promise.all([ordiniDb.end(), catalogoDb.end()]);
    }
    await contesto.close();
  });

  for (const { nome: formato, viewport } of formati) {
    test(`seller statistics at ${formato} width`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      // The charts drawn at once, not caught half-way through growing into place.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await accedi(page, venditore.email, venditore.password);
      await expect(page).toHaveURL('/');
      await page.goto('/venditore/statistiche');
      await expect(page.getByRole('heading', { name: 'Statistiche', level: 1 })).toBeVisible();
      await expect(page.locator('.recharts-wrapper')).toHaveCount(4);
      // recharts animates the bars and lines in; the picture waits for the drawing to settle.
      await page.waitForTimeout(1_500);
      await salva(page, 'venditore-statistiche', formato);
    });
  }
});

test.describe('review screens', () => {
  const venditore = { email: emailUnica('schermate-recensioni-venditore'), password: 'segretissima1' };
  const acquirenti = ['Giulia Neri', 'Marco Ferri', 'Officina Baldi', 'Paolo Rizzi'].map((nome) => ({
    nome,
    email: emailUnica('schermate-recensioni'),
    password: 'segretissima1',
  }));
  const dati = { venditoreId: '', autoId: '', ordineDaRecensire: '', codiceDaRecensire: '' };

  // A yard with four completed orders, three of them reviewed (one with the seller's reply, one with a phone number
  // the page masks), and a fourth the last buyer has yet to review.
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    const contesto = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const pagina = await contesto.newPage();
    const request = contesto.request;
    await registra(pagina, { nome: 'Autodemolizioni Reno', email: venditore.email, password: venditore.password, ruolo: 'venditore' });
    const tokenVenditore = await accessToken(request, venditore.email, venditore.password);
    dati.venditoreId = await idUtente(request, tokenVenditore);
    await compraGettoniApi(request, tokenVenditore, 25);
    const pezzo = (nome: string, prezzo: number) => ({ nome, prezzoCentesimi: prezzo, spedizioneCentesimi: 1_500 });
    dati.autoId = await creaInserzioneApi(request, tokenVenditore, {
      marca: 'Lancia', modello: 'Ypsilon', anno: 2014, km: 87_000, cv: 69, kw: 51, cilindrata: 1242, carburante: 'benzina',
      immagini: [await caricaFotoApi(request, tokenVenditore, await fotoAuto('ypsilon-recensioni.jpg', '#7c3aed', ['#ddd6fe', '#f5f3ff']))],
      ricambi: [pezzo('Centralina ECU', 15_000), pezzo('Cambio', 38_000), pezzo('Paraurti posteriore', 9_000), pezzo('Porta posteriore destra', 12_500)],
    });
    const perNome = await idRicambiApi(request, dati.autoId, tokenVenditore);
    const ricambi = ['Centralina ECU', 'Cambio', 'Paraurti posteriore', 'Porta posteriore destra'].map((nome) => perNome[nome]);
    const recensioni = [
      { stelle: [5, 5, 5, 5], testo: 'Centralina come da descrizione, imballata bene e arrivata in due giorni. Consigliato.' },
      { stelle: [4, 3, 4, 4], testo: 'Cambio funzionante. Un giorno di ritardo nella spedizione, per urgenze chiamate il 333 1234567.' },
      { stelle: [5, 5, 4, 5], testo: null },
    ];
    for (const [i, acquirente] of acquirenti.entries()) {
      await registra(pagina, { nome: acquirente.nome, email: acquirente.email, password: acquirente.password });
      const token = await accessToken(request, acquirente.email, acquirente.password);
      const ordine = await ordinaApi(request, token, { autoId: dati.autoId, ricambiIds: [ricambi[i]], nome: acquirente.nome, email: acquirente.email });
      await cambiaStatoApi(request, tokenVenditore, ordine.id, 'processing');
      await cambiaStatoApi(request, tokenVenditore, ordine.id, 'completed');
      const recensione = recensioni[i];
      if (!recensione) {
        dati.ordineDaRecensire = ordine.id;
        dati.codiceDaRecensire = ordine.codice;
        continue;
      }
      const [descrizione, comunicazione, spedizione, complessivo] = recensione.stelle;
      await expect
        .poll(async () => {
          try {
            return await graphql<{ recensisciOrdine: { id: string } }>(
              request,
              token,
              'mutation R($ordineId: ID!, $input: RecensioneFormInput!) { recensisciOrdine(ordineId: $ordineId, input: $input) { id } }',
              { ordineId: ordine.id, input: { stelle: { descrizione, comunicazione, spedizione, complessivo }, testo: recensione.testo } },
            );
          } catch {
            return null;
          }
        })
        .not.toBeNull();
      if (i === 0) {
        const { recensioniVenditore } = await graphql<{ recensioniVenditore: { recensioni: { id: string }[] } }>(
          request,
          null,
          'query V($id: ID!) { recensioniVenditore(venditoreId: $id) { recensioni { id } } }',
          { id: dati.venditoreId },
        );
        const [prima] = recensioniVenditore.recensioni;
        await graphql(request, tokenVenditore, 'mutation Rispondi($id: ID!, $testo: String!) { rispondiRecensione(recensioneId: $id, testo: $testo) { id } }', {
          id: prima.id,
          testo: 'Grazie Giulia! Per ogni ricambio facciamo una prova al banco prima della spedizione.',
        });
      }
    }
    await contesto.close();
  });

  for (const { nome: formato, viewport } of formati) {
    test(`seller page with reviews and the review form at ${formato} width`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await page.goto(`/venditore/${dati.venditoreId}/profilo`);
      const sezione = page.getByRole('region', { name: 'Recensioni' });
      await expect(sezione.getByText('3 recensioni')).toBeVisible();
      await expect(sezione.getByRole('article')).toHaveCount(3);
      await immaginiCaricate(page);
      await salva(page, 'vetrina-recensioni', formato, { elemento: sezione });

      await expect(async () => {
        await page.goto(`/inserzione/${dati.autoId}`);
        await expect(page.getByRole('main')).toContainText('(3 recensioni)', { timeout: 2_000 });
      }).toPass({ timeout: 30_000 });

      const ultimo = acquirenti[3];
      await accedi(page, ultimo.email, ultimo.password);
      await expect(page).toHaveURL('/');
      await page.goto('/acquirente/ordini');
      await ordineNellaLista(page, dati.codiceDaRecensire).getByRole('button', { name: 'Lascia una recensione' }).click();
      const dialogo = page.getByRole('dialog', { name: 'Recensisci il tuo ordine' });
      for (const asse of ['Rispondenza alla descrizione', 'Comunicazione', 'Spedizione', 'Valutazione complessiva']) {
        await dialogo.getByRole('group', { name: asse }).getByRole('radio', { name: '5 stelle' }).check({ force: true });
      }
      await dialogo.getByLabel("Racconta com'è andata (facoltativo)").fill('Porta perfetta, anche il colore era identico.');
      await salva(page, 'recensione-dialogo', formato, { intera: false });
    });
  }
});

test.describe('message screens', () => {
  const venditore = { email: emailUnica('schermate-messaggi-venditore'), password: 'segretissima1' };
  const acquirente = { email: emailUnica('schermate-messaggi'), password: 'segretissima1' };
  const dati = { conversazioneId: '' };

  // A buyer's questions about a listing before buying, one with a phone number the thread masks, and the yard's
  // answers; a second listing's conversation in the list beside it.
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    const contesto = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const pagina = await contesto.newPage();
    const request = contesto.request;
    await registra(pagina, { nome: 'Autoricambi Brenta', email: venditore.email, password: venditore.password, ruolo: 'venditore' });
    const tokenVenditore = await accessToken(request, venditore.email, venditore.password);
    await compraGettoniApi(request, tokenVenditore, 25);
    const auto = async (modello: string, anno: number, colore: string) =>
      creaInserzioneApi(request, tokenVenditore, {
        marca: 'Volkswagen', modello, anno, km: 131_000, cv: 105, kw: 77, cilindrata: 1598, carburante: 'diesel',
        immagini: [await caricaFotoApi(request, tokenVenditore, await fotoAuto(`${modello.toLowerCase()}-messaggi.jpg`, colore))],
        ricambi: [{ nome: 'Centralina ECU', prezzoCentesimi: 14_000, spedizioneCentesimi: 1_500 }, { nome: 'Cambio', prezzoCentesimi: 32_000, spedizioneCentesimi: 2_500 }],
      });
    const golf = await auto('Golf', 2012, '#1d4ed8');
    const polo = await auto('Polo', 2010, '#15803d');
    await registra(pagina, { nome: 'Chiara Galli', email: acquirente.email, password: acquirente.password });
    const tokenAcquirente = await accessToken(request, acquirente.email, acquirente.password);
    const apri = async (autoId: string) =>
      (
        await graphql<{ conversazioneInserzione: { id: string } }>(
          request,
          tokenAcquirente,
          'mutation C($autoId: ID!) { conversazioneInserzione(autoId: $autoId) { id } }',
          { autoId },
        )
      ).conversazioneInserzione.id;
    const invia = (token: string, conversazioneId: string, testo: string) =>
      graphql(request, token, 'mutation M($id: ID!, $testo: String!) { inviaMessaggio(conversazioneId: $id, testo: $testo) { id } }', { id: conversazioneId, testo });
    const polo1 = await apri(polo);
    await invia(tokenAcquirente, polo1, 'Il cambio ha già fatto la revisione?');
    await invia(tokenVenditore, polo1, 'No, è come smontata: la proviamo al banco prima di spedirla.');
    dati.conversazioneId = await apri(golf);
    await invia(tokenAcquirente, dati.conversazioneId, 'Buongiorno, la centralina è quella del motore CAYC?\nLa mia Golf è del 2011.');
    await invia(tokenVenditore, dati.conversazioneId, 'Buongiorno Chiara, sì: motore CAYC 1.6 TDI, codice 03L906023.\nVa bene anche per il 2011.');
    await invia(tokenAcquirente, dati.conversazioneId, 'Perfetto. Se serve altro mi chiami al 347 1234567.');
    await invia(tokenVenditore, dati.conversazioneId, 'Meglio scriverci qui. Se la ordina entro le 15 parte oggi stesso.');
    await contesto.close();
  });

  for (const { nome: formato, viewport } of formati) {
    test(`messages with a conversation open at ${formato} width`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      await accedi(page, acquirente.email, acquirente.password);
      await expect(page).toHaveURL('/');
      await page.goto(`/messaggi/${dati.conversazioneId}`);
      const thread = page.getByRole('region', { name: /^Conversazione: / });
      await expect(thread.getByRole('listitem')).toHaveCount(4);
      await expect(thread).toContainText(CONTATTO_NASCOSTO);
      // Read on opening: the navbar counts only the Polo's answer, still unread, before the picture.
      await expect(page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: etichettaMessaggi(1), exact: true })).toBeVisible();
      await salva(page, 'messaggi', formato, { intera: false });
    });
  }
});

test.describe('demand screens', () => {
  const venditore = { email: emailUnica('schermate-domanda-venditore'), password: 'segretissima1' };
  const acquirente = { email: emailUnica('schermate-domanda'), password: 'segretissima1' };
  const dati = { richiestaId: '' };

  // A buyer's saved searches, one with the cars it found since and one paused, and a wanted-part request in Bologna
  // that a yard with a Golf VI answered with its engine; a second request on the board beside it.
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    const contesto = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const pagina = await contesto.newPage();
    const request = contesto.request;
    await registra(pagina, { nome: 'Autodemolizioni Reno', email: venditore.email, password: venditore.password, ruolo: 'venditore' });
    const tokenVenditore = await accessToken(request, venditore.email, venditore.password);
    await compraGettoniApi(request, tokenVenditore, 25);
    await registra(pagina, { nome: 'Marco Fabbri', email: acquirente.email, password: acquirente.password });
    const tokenAcquirente = await accessToken(request, acquirente.email, acquirente.password);
    const salvaRicerca = (nome: string, filtri: object, frequenza: 'subito' | 'giornaliera') =>
      graphql<{ salvaRicerca: { id: string } }>(request, tokenAcquirente, 'mutation S($input: SalvaRicercaInput!) { salvaRicerca(input: $input) { id } }', {
        input: { nome, filtri, frequenza },
      });
    await salvaRicerca('Golf VI motore CAYC', { q: 'Golf VI CAYC' }, 'subito');
    await salvaRicerca('Panda benzina 2010-2014', { marca: 'Fiat', modello: 'Panda', carburante: 'benzina', annoDa: 2010, annoA: 2014 }, 'giornaliera');
    const { salvaRicerca: inPausa } = await salvaRicerca('Ypsilon', { q: 'Ypsilon' }, 'subito');
    await graphql(request, tokenAcquirente, 'mutation M($input: ModificaRicercaInput!) { modificaRicerca(input: $input) { id } }', {
      input: { ricercaId: inPausa.id, attiva: false },
    });
    const auto = async (modello: string, anno: number, codiceMotore: string, colore: string) =>
      creaInserzioneApi(request, tokenVenditore, {
        marca: 'Volkswagen', modello, anno, km: 148_000, cv: 105, kw: 77, cilindrata: 1598, carburante: 'diesel', codiceMotore,
        immagini: [await caricaFotoApi(request, tokenVenditore, await fotoAuto(`${modello.toLowerCase().replace(/\s/g, '-')}-domanda.jpg`, colore))],
        ricambi: [{ nome: 'Motore completo', prezzoCentesimi: 120_000, spedizioneCentesimi: 8_000 }, { nome: 'Cambio', prezzoCentesimi: 38_000, spedizioneCentesimi: 3_000 }],
      });
    const golf = await auto('Golf VI', 2011, 'CAYC', '#1d4ed8');
    await auto('Golf VI', 2010, 'CAYC', '#0f766e');
    const pubblica = (input: object) =>
      graphql<{ pubblicaRichiesta: { id: string } }>(request, tokenAcquirente, 'mutation P($input: PubblicaRichiestaInput!) { pubblicaRichiesta(input: $input) { id } }', { input });
    await pubblica({ marca: 'Fiat', modello: 'Punto', anno: 2012, ricambi: ['Paraurti posteriore'], testo: 'Colore grigio, anche da riverniciare', provincia: 'MO', citta: 'Modena' });
    dati.richiestaId = (
      await pubblica({ marca: 'Volkswagen', modello: 'Golf VI', anno: 2010, codiceMotore: 'CAYC', ricambi: ['Motore completo'], prezzoCentesimi: 110_000, provincia: 'BO', citta: 'Bologna' })
    ).pubblicaRichiesta.id;
    const { ricambi } = (
      await graphql<{ auto: { ricambi: { id: string; nome: string }[] } }>(request, null, 'query A($id: ID!) { auto(id: $id) { ricambi { id nome } } }', { id: golf })
    ).auto;
    await graphql(request, tokenVenditore, 'mutation R($input: RispondiRichiestaInput!) { rispondiRichiesta(input: $input) { id } }', {
      input: { richiestaId: dati.richiestaId, autoId: golf, ricambioId: ricambi.find((r) => r.nome === 'Motore completo')!.id },
    });
    await contesto.close();
  });

  for (const { nome: formato, viewport } of formati) {
    test(`saved searches, the board, a request and the seller's requests at ${formato} width`, async ({ page, browser }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await accedi(page, acquirente.email, acquirente.password);
      await expect(page).toHaveURL('/');
      await page.goto('/acquirente/ricerche');
      await expect(page.getByRole('link', { name: 'Volkswagen Golf VI 2011' })).toBeVisible();
      await immaginiCaricate(page);
      await salva(page, 'ricerche-salvate', formato);

      await page.goto(`/?q=${encodeURIComponent('Golf VI')}`);
      await page.getByRole('button', { name: 'Salva ricerca' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await salva(page, 'salva-ricerca', formato, { intera: false });
      await page.keyboard.press('Escape');

      await page.goto('/cerco');
      await expect(page.getByRole('link', { name: /Volkswagen Golf VI 2010/ }).first()).toBeVisible();
      await salva(page, 'cerco-ricambio', formato);

      await page.goto(`/cerco/${dati.richiestaId}`);
      await expect(page.getByRole('link', { name: 'Ordina questo ricambio' })).toBeVisible();
      await immaginiCaricate(page);
      await salva(page, 'richiesta', formato);

      const seller = await (await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport })).newPage();
      await accedi(seller, venditore.email, venditore.password);
      await expect(seller).toHaveURL('/');
      await seller.goto('/venditore/richieste');
      await expect(seller.getByText('Hai proposto').first()).toBeVisible();
      await salva(seller, 'richieste-venditore', formato);

      // Anyone but its buyer may report a request: the dialog, not sent.
      await seller.goto(`/cerco/${dati.richiestaId}`);
      await seller.getByRole('button', { name: 'Segnala' }).click();
      await expect(seller.getByRole('dialog', { name: 'Segnala la richiesta' })).toBeVisible();
      await salva(seller, 'segnala-richiesta', formato, { intera: false });
      await seller.context().close();
    });
  }
});

test.describe('operator screens', () => {
  for (const { nome: formato, viewport } of formati) {
    test(`the operator's enrolment, recovery codes and console at ${formato} width`, async ({ page }) => {
      const email = emailUnica(`schermate-operatore-${formato}`);
      const password = 'operatore-sicuro-2026';
      await page.setViewportSize(viewport);
      await page.goto(await creaOperatore(email, 'Anna Operatrice'));
      await page.getByLabel('Nuova password').fill(password);
      await page.getByLabel('Conferma password').fill(password);
      await page.getByRole('button', { name: 'Aggiorna password' }).click();
      await expect(page).toHaveURL('/login');

      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Accedi' }).click();
      await expect(page.getByRole('img', { name: "Codice QR per l'app di autenticazione" })).toBeVisible();
      await salva(page, 'operatore-attivazione', formato);

      const chiave = (await page.getByText(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/).textContent())!.replaceAll(' ', '');
      await page.getByLabel('Codice di verifica').fill(codiceTotp(chiave, Date.now()));
      await page.getByRole('button', { name: 'Attiva' }).click();
      await expect(page.getByRole('list', { name: 'I tuoi codici di recupero' })).toBeVisible();
      await salva(page, 'operatore-codici-recupero', formato);

      await page.getByRole('button', { name: 'Ho salvato i codici, continua' }).click();
      await page.getByRole('tab', { name: 'Sicurezza' }).click();
      await expect(page.getByText('Ti restano 10 codici di recupero')).toBeVisible();
      await salva(page, 'operatore-console', formato);
    });
  }
});

test.describe('moderation screens', () => {
  for (const { nome: formato, viewport } of formati) {
    test(`the report form, the console's queue, a statement of reasons, the trader's data and the ranking page at ${formato} width`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(240_000);
      const contesto = { baseURL: test.info().project.use.baseURL, viewport };
      // A yard of its own, which gives its trader's data from the form.
      const venditore = await (await browser.newContext(contesto)).newPage();
      const email = emailUnica(`schermate-moderazione-${formato}`);
      await registra(venditore, { nome: 'Autodemolizioni Reno', email, password: 'segretissima1', ruolo: 'venditore' });
      await compilaDatiVendita(venditore, 'Autodemolizioni Reno Srl');
      await salva(venditore, 'moderazione-dati-vendita', formato);
      const token = await accessToken(request, email, 'segretissima1');
      const modello = `Punto ${formato}`;
      const autoId = await puntoInVenditaApi(request, token, modello, [{ nome: 'Cambio', prezzoCentesimi: 35_000, spedizioneCentesimi: 2_500 }]);

      const visitatore = await (await browser.newContext(contesto)).newPage();
      await visitatore.goto(`/inserzione/${autoId}`);
      await visitatore.getByRole('button', { name: 'Segnala questa inserzione' }).click();
      const dialogo = visitatore.getByRole('dialog', { name: `Segnala: Fiat ${modello} 2012` });
      await dialogo.getByRole('radio', { name: 'Ricambi illegali o di provenienza furtiva' }).check();
      await dialogo.getByLabel('Spiega il problema').fill('Il cambio ha la matricola di uno rubato a Modena il mese scorso.');
      await dialogo.getByLabel('Nome e cognome').fill('Luca Testimone');
      await dialogo.getByLabel('E-mail').fill('testimone@example.it');
      await dialogo.getByRole('checkbox', { name: /buona fede/ }).check();
      await salva(visitatore, 'moderazione-segnala', formato, { intera: false });
      await dialogo.getByRole('button', { name: 'Invia segnalazione' }).click();
      await expect(visitatore.getByText('Grazie: abbiamo ricevuto la segnalazione', { exact: false })).toBeVisible();

      // A buyer's review of an order, reported from the seller's page by the same visitor.
      const emailAcquirente = emailUnica(`schermate-recensione-${formato}`);
      await registra(await (await browser.newContext(contesto)).newPage(), { nome: 'Carla Rossi', email: emailAcquirente, password: 'segretissima1' });
      await ordineRecensitoApi(request, {
        tokenVenditore: token,
        tokenAcquirente: await accessToken(request, emailAcquirente, 'segretissima1'),
        autoId,
        ricambioId: (await idRicambiApi(request, autoId)).Cambio,
        nome: 'Carla Rossi',
        email: emailAcquirente,
        testo: 'Truffatori e incompetenti, ve la farò pagare. Chiamatemi al 333 1234567.',
      });
      await visitatore.goto(`/venditore/${await idUtente(request, token)}/profilo`);
      await visitatore.getByRole('article', { name: 'Recensione di Carla R.' }).getByRole('button', { name: 'Segnala questa recensione' }).click();
      const segnalaRecensione = visitatore.getByRole('dialog', { name: 'Segnala: Recensione di Carla R.' });
      await segnalaRecensione.getByRole('radio', { name: 'Contenuto offensivo' }).check();
      await segnalaRecensione.getByLabel('Spiega il problema').fill('Minaccia il venditore invece di raccontare l’ordine.');
      await segnalaRecensione.getByRole('checkbox', { name: /buona fede/ }).check();
      await segnalaRecensione.getByRole('button', { name: 'Invia segnalazione' }).click();
      await expect(visitatore.getByText('Grazie: abbiamo ricevuto la segnalazione', { exact: false })).toBeVisible();

      const operatore = await (await browser.newContext(contesto)).newPage();
      await attivaOperatore(operatore, emailUnica(`schermate-console-${formato}`), 'Anna Operatrice');
      const caso = operatore.getByRole('article', { name: `Caso: Fiat ${modello} 2012` });
      const decisione = caso.getByRole('form', { name: 'Decisione' });
      await decisione.getByRole('radio', { name: "Nascondi l'inserzione" }).check();
      await decisione.getByLabel('Fondamento').selectOption({ label: 'Condizioni d’uso, art. 4.1: solo ricambi di provenienza lecita' });
      await decisione.getByLabel(/Fatti e circostanze/).fill('La matricola del cambio risulta tra quelle denunciate come rubate.');
      await salva(operatore, 'moderazione-console', formato, { elemento: caso });
      await decisione.getByRole('button', { name: 'Registra la decisione' }).click();
      await expect(caso).toHaveCount(0);
      const casoRecensione = operatore.getByRole('article', { name: 'Caso: Recensione di Carla R.' }).first();
      await casoRecensione.getByRole('form', { name: 'Decisione' }).getByRole('radio', { name: 'Nascondi la recensione' }).check();
      await salva(operatore, 'moderazione-console-recensione', formato, { elemento: casoRecensione });

      await venditore.goto('/provvedimenti');
      await venditore.getByRole('link', { name: new RegExp(`Inserzione nascosta: Fiat ${modello}`) }).click();
      await expect(venditore.getByRole('region', { name: 'Motivazione della decisione' })).toBeVisible();
      await salva(venditore, 'moderazione-provvedimento', formato);

      await visitatore.goto('/come-ordiniamo');
      await expect(visitatore.getByRole('heading', { name: 'Come ordiniamo i risultati', level: 1 })).toBeVisible();
      await salva(visitatore, 'moderazione-come-ordiniamo', formato);
    });
  }
});
