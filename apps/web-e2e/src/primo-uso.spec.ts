import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Pool } from 'pg';
import { autoDemo, catalogoDiretto } from './support/catalogo-diretto';

/**
 * What a first-time visitor trips on (issue 31), at the two widths the product is checked at: the results of a search,
 * a filter or a page change come into view with their heading, and Back returns to where the visitor was; the "become a
 * seller" links choose the seller's account; the layout details only a browser shows (a clipped placeholder, a
 * shrunken icon). The cars are a make of their own written straight into the catalogue, enough diesel ones for a second
 * page, and removed afterwards.
 */
const MARCA = 'Wartburg';
const DIESEL = 30;
const BENZINA = 4;

let pool: Pool | undefined;

test.beforeAll(async () => {
  pool = await catalogoDiretto(MARCA);
  const demo = await autoDemo(pool, MARCA);
  await pool.query(
    `INSERT INTO auto (id, venditore_id, marca, modello, anno, km, cv, kw, cilindrata, carburante, immagini, created_at, updated_at)
     SELECT gen_random_uuid(), $2, $1, '353', 1985 + i % 5, 120000 + i, 50, 37, 993,
            (CASE WHEN i <= $4 THEN 'diesel' ELSE 'benzina' END)::carburante, $3, now() - make_interval(mins => i), now()
     FROM generate_series(1, $5::int) i`,
    [MARCA, demo.venditore_id, demo.immagini, DIESEL, DIESEL + BENZINA],
  );
  // Each car's parts; the newest also has an airbag kit, which only a repair business may buy. The parts' trigger writes
  // the cars' counts and search documents.
  await pool.query(
    `INSERT INTO ricambi (id, auto_id, nome, prezzo_centesimi, spedizione_centesimi, disponibile, grado, garanzia_giorni)
     SELECT gen_random_uuid(), id, nome, 30000, 2000, true, 'B', 0
     FROM auto, unnest(ARRAY['Motore completo', 'Cambio']) AS nome WHERE marca = $1`,
    [MARCA],
  );
  await pool.query(
    `INSERT INTO ricambi (id, auto_id, nome, prezzo_centesimi, spedizione_centesimi, disponibile, grado, garanzia_giorni)
     SELECT gen_random_uuid(), id, 'Kit Airbag', 18000, 1500, true, 'A', 0
     FROM auto WHERE marca = $1 ORDER BY created_at DESC LIMIT 1`,
    [MARCA],
  );
});

test.afterAll(async () => {
  await pool?.query('DELETE FROM auto WHERE marca = $1', [MARCA]);
  await pool?.end();
});

/** The page's scroll once a smooth scroll has come to rest. */
async function scrollFermo(page: Page): Promise<number> {
  let prima = -1;
  for (;;) {
    const ora = await page.evaluate(() => window.scrollY);
    if (ora === prima) return ora;
    prima = ora;
    await page.waitForTimeout(150);
  }
}

/** The heading is on screen below the sticky navbar, focused for a screen reader, and the page has stopped moving. */
async function risultatiInVista(page: Page, titolo: Locator): Promise<void> {
  await expect(titolo).toBeInViewport();
  await expect(titolo).toBeFocused();
  await scrollFermo(page);
  const navbar = await page.locator('header').first().boundingBox();
  const box = await titolo.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(navbar!.y + navbar!.height - 1);
  expect(box!.y + box!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
}

const formati = [
  // Smooth scrolling on the desktop, none where the system asks for reduced motion.
  { nome: 'desktop', viewport: { width: 1280, height: 900 }, reducedMotion: 'no-preference' },
  { nome: 'phone', viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' },
] as const;

for (const { nome, viewport, reducedMotion } of formati) {
  test.describe(`first use, ${nome}`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ reducedMotion });
    });

    test('Cerca, Applica Filtri and Successiva bring the results into view; Back returns to where the visitor was', async ({
      page,
    }) => {
      const titolo = page.getByRole('heading', { level: 2, name: 'Risultati Ricerca' });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 2, name: 'Veicoli Disponibili' })).toBeAttached();

      await page.getByRole('searchbox', { name: 'Cerca per marca, modello o ricambio' }).fill(MARCA);
      await page.getByRole('button', { name: 'Cerca', exact: true }).click();
      await expect(page).toHaveURL(`/?q=${MARCA}`);
      await expect(page.getByText(`${DIESEL + BENZINA} veicoli`)).toBeVisible();
      await risultatiInVista(page, titolo);

      // The visitor goes back up to the filters.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.getByRole('button', { name: 'Filtri Avanzati' }).click();
      await page.getByLabel('Carburante').selectOption('diesel');
      await page.getByRole('button', { name: 'Applica Filtri' }).click();
      await expect(page).toHaveURL(`/?q=${MARCA}&carburante=diesel`);
      await expect(page.getByText(`${DIESEL} veicoli`)).toBeVisible();
      await risultatiInVista(page, titolo);

      const successiva = page.getByRole('button', { name: 'Successiva' });
      await successiva.scrollIntoViewIfNeeded();
      const sottoLeSchede = await scrollFermo(page);
      await successiva.click();
      await expect(page).toHaveURL(`/?q=${MARCA}&carburante=diesel&page=2`);
      await expect(page.getByText('Pagina 2 di 3')).toBeVisible();
      await risultatiInVista(page, titolo);

      await page.goBack();
      await expect(page).toHaveURL(`/?q=${MARCA}&carburante=diesel`);
      await expect(page.getByText('Pagina 1 di 3')).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeCloseTo(sottoLeSchede, -1);
    });

    test('a card counts apart the parts only a repair business may buy', async ({ page }) => {
      await page.goto(`/?marca=${MARCA}`);
      const prima = page.getByRole('article', { name: `${MARCA} 353` }).first();
      await expect(prima.getByText('3 ricambi disponibili · 1 solo per officine')).toBeVisible();
      await prima.getByRole('link').click();
      await expect(page.getByText('3 ricambi disponibili · 1 solo per officine')).toBeVisible();
      const airbag = page.getByRole('row', { name: /Kit Airbag/ });
      await expect(airbag.getByRole('checkbox')).toBeDisabled();
      await expect(airbag.getByText(/^Non selezionabile: la legge non ne permette la vendita ai privati/)).toBeVisible();
    });

    test('the range placeholders of Filtri Avanzati fit their fields', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Filtri Avanzati' }).click();
      for (const etichetta of ['Anno', 'Chilometri', 'CV', 'kW']) {
        for (const lato of ['da', 'a']) {
          const campo = page.getByLabel(`${etichetta} ${lato}`, { exact: true });
          await expect(campo).toBeVisible();
          // The placeholder as the field draws it, beside Chromium's spin buttons (about 15 px), inside the padding.
          const { testo, spazio, segnaposto } = await campo.evaluate((el: HTMLInputElement) => {
            const stile = getComputedStyle(el);
            const contesto = document.createElement('canvas').getContext('2d')!;
            contesto.font = stile.font;
            return {
              segnaposto: el.placeholder,
              testo: contesto.measureText(el.placeholder).width + 16,
              spazio: el.clientWidth - parseFloat(stile.paddingLeft) - parseFloat(stile.paddingRight),
            };
          });
          expect(testo, `${etichetta} ${lato}: "${segnaposto}"`).toBeLessThanOrEqual(spazio);
          // Typed, the same number is not scrolled inside the field either.
          await campo.fill(segnaposto);
          expect(await campo.evaluate((el) => el.scrollWidth <= el.clientWidth), `${etichetta} ${lato}`).toBe(true);
          await campo.fill('');
        }
      }
    });

    test('every "become a seller" link opens registration with Venditore (Demolitore) chosen, its icon full size', async ({
      page,
    }) => {
      const venditore = page.getByRole('radio', { name: /Venditore \(Demolitore\)/ });
      const acquirente = page.getByRole('radio', { name: /Acquirente/ });

      await page.goto('/');
      await page.getByRole('link', { name: 'Inizia a vendere' }).click();
      await expect(page).toHaveURL('/registrazione?ruolo=venditore');
      await expect(venditore).toBeChecked();
      // The wrench beside the title keeps its 16 px when the title wraps in a narrow column.
      const icona = page.locator('label', { has: venditore }).locator('svg');
      const box = await icona.boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(15.5);
      expect(box!.height).toBeGreaterThanOrEqual(15.5);

      await page.goto('/seller-benefits');
      await page.getByRole('link', { name: 'Registrati come venditore' }).first().click();
      await expect(venditore).toBeChecked();

      await page.goto('/buyer-benefits');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Diventa venditore' }).click();
      await expect(page).toHaveURL('/registrazione?ruolo=venditore');
      await expect(venditore).toBeChecked();

      // Anywhere else registration starts as a buyer.
      await page.goto('/login');
      await page.getByRole('main').getByRole('link', { name: 'Registrati' }).click();
      await expect(page).toHaveURL('/registrazione');
      await expect(acquirente).toBeChecked();
    });
  });
}
