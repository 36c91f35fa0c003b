import { expect, test } from '@playwright/test';
import { AZIENDA } from '@ricambiamo/contracts';

/** Each benefit and policy page of docs/rules.md §3 at its route: its heading, a sentence it exists for, its own tab title. */
const PAGINE = [
  {
    percorso: '/buyer-benefits',
    titolo: 'Ricambi usati dai demolitori certificati, a una frazione del prezzo del nuovo',
    documento: 'Vantaggi per chi acquista · Ricambiamo',
    frase: /Paghi con bonifico bancario sull'IBAN del venditore entro 24 ore/,
  },
  {
    percorso: '/seller-benefits',
    titolo: 'Vendi i ricambi del tuo piazzale, senza commissioni',
    documento: 'Vantaggi per chi vende · Ricambiamo',
    frase: /5 gettoni pubblicano un’inserzione completa/,
  },
  {
    percorso: '/policies/terms',
    titolo: 'Termini e condizioni',
    documento: 'Termini e condizioni · Ricambiamo',
    frase: 'Per acquistare ricambi serve un account come acquirente',
  },
  {
    percorso: '/policies/privacy',
    titolo: 'Informativa sulla privacy',
    documento: 'Informativa sulla privacy · Ricambiamo',
    frase: /rimuoviamo i metadati EXIF, compresa la posizione GPS/,
  },
  {
    percorso: '/policies/cookies',
    titolo: 'Cookie policy',
    documento: 'Cookie policy · Ricambiamo',
    frase: 'un solo cookie: ricambiamo_refresh',
  },
  {
    percorso: '/policies/sales',
    titolo: 'Condizioni di vendita',
    documento: 'Condizioni di vendita · Ricambiamo',
    frase: 'Ricambiamo non trattiene alcuna commissione sulle vendite',
  },
  {
    percorso: '/policies/shipping',
    titolo: 'Spedizioni',
    documento: 'Spedizioni · Ricambiamo',
    frase: /dopo aver ricevuto il bonifico, che va fatto entro 24 ore/,
  },
  {
    percorso: '/policies/warranty',
    titolo: 'Garanzia e resi',
    documento: 'Garanzia e resi · Ricambiamo',
    frase: 'recedere dal contratto entro 14 giorni dal ricevimento dei ricambi',
  },
];

for (const { percorso, titolo, documento, frase } of PAGINE) {
  test(`${percorso} shows its heading, its key sentence and its own title`, async ({ page }) => {
    await page.goto(percorso);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(titolo);
    await expect(main.getByText(frase)).toBeVisible();
    await expect(page).toHaveTitle(documento);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
  });
}

test('a policy page jumps to a section from its table of contents', async ({ page }) => {
  await page.goto('/policies/warranty');
  await page.getByRole('navigation', { name: 'Indice' }).getByRole('link', { name: 'Spese di restituzione' }).click();
  await expect(page).toHaveURL('/policies/warranty#spese-reso');
  await expect(page.getByRole('heading', { name: '4. Spese di restituzione' })).toBeInViewport();
});

test('the footer links the policies and shows the company details', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(`${AZIENDA.ragioneSociale} · P.IVA ${AZIENDA.partitaIva}`)).toBeVisible();
  await footer.getByRole('link', { name: 'Condizioni di Vendita' }).click();
  await expect(page).toHaveURL('/policies/sales');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Condizioni di vendita');
});

test('the buyer benefits lead to the search and the seller benefits to registration', async ({ page }) => {
  await page.goto('/buyer-benefits');
  await page.getByRole('main').getByRole('link', { name: 'Cerca ricambi' }).first().click();
  await expect(page).toHaveURL('/');

  await page.goto('/seller-benefits');
  await page.getByRole('main').getByRole('link', { name: 'Registrati come venditore' }).first().click();
  // A yard that signs up from here registers as a seller (issue 31).
  await expect(page).toHaveURL('/registrazione?ruolo=venditore');
  await expect(page.getByRole('radio', { name: /Venditore \(Demolitore\)/ })).toBeChecked();
});
