import { expect, test, type Locator, type Page } from '@playwright/test';
import { foto } from './support/foto';
import { accedi, DEMO, esci } from './support/utenti';

/**
 * Every screen of apps/web/src/app/routes.tsx under the gateway's Content-Security-Policy: the browser must report no
 * violation. Chromium reports one as a `securitypolicyviolation` event and, mostly, as a console error too; both are
 * collected, and each page load must carry the policy, so a missing header cannot pass for a clean screen.
 */
async function osservaCsp(page: Page): Promise<string[]> {
  const violazioni: string[] = [];
  page.on('console', (messaggio) => {
    if (messaggio.type() === 'error' && messaggio.text().includes('Content Security Policy')) violazioni.push(messaggio.text());
  });
  await page.exposeFunction('segnalaViolazioneCsp', (violazione: string) => violazioni.push(violazione));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (evento) => {
      const segnala = (window as unknown as { segnalaViolazioneCsp: (v: string) => void }).segnalaViolazioneCsp;
      void segnala(`${evento.effectiveDirective} blocked ${evento.blockedURI || 'inline'} at ${evento.sourceFile}:${evento.lineNumber}`);
    });
  });
  return violazioni;
}

/** Loads the screen afresh, under the policy, and waits until it has fetched everything it shows. */
async function visita(page: Page, percorso: string, stato = 200): Promise<void> {
  const risposta = await page.goto(percorso);
  expect(risposta?.status()).toBe(stato);
  expect(risposta?.headers()['content-security-policy']).toContain("script-src 'self'");
  await page.waitForLoadState('networkidle');
  // A protected screen that bounced to /login would be a screen not seen.
  await expect(page).toHaveURL(percorso);
  await expect(page.getByRole('main')).toBeVisible();
}

async function destinazione(link: Locator): Promise<string> {
  const href = await link.first().getAttribute('href');
  expect(href).toMatch(/^\//);
  return href!;
}

test('the public screens load under the CSP without a violation', async ({ page }) => {
  test.setTimeout(90_000);
  const violazioni = await osservaCsp(page);
  for (const percorso of [
    '/',
    '/?carburante=diesel&annoDa=2005',
    '/login',
    '/registrazione',
    '/reset-password',
    '/update-password',
    '/update-password?token=anteprima',
    '/buyer-benefits',
    '/seller-benefits',
    ...['terms', 'privacy', 'cookies', 'sales', 'shipping', 'warranty'].map((policy) => `/policies/${policy}`),
  ]) {
    await visita(page, percorso);
  }
  // The not-found page, which the gateway answers with a 404 (issue 13).
  await visita(page, '/pagina-inesistente', 404);

  // A demo listing, with its photos, and its seller's public profile.
  await visita(page, '/');
  await visita(page, await destinazione(page.getByRole('article').getByRole('link')));
  await visita(page, await destinazione(page.locator('main a[href^="/venditore/"][href$="/profilo"]')));

  expect(violazioni).toEqual([]);
});

test('the buyer screens load under the CSP without a violation', async ({ page }) => {
  const violazioni = await osservaCsp(page);
  await accedi(page, DEMO.acquirente.email, DEMO.acquirente.password);
  await expect(page).toHaveURL('/');
  for (const percorso of ['/acquirente', '/acquirente/ordini', '/acquirente/profilo']) await visita(page, percorso);
  await esci(page);
  expect(violazioni).toEqual([]);
});

test('the seller screens load under the CSP without a violation', async ({ page }) => {
  test.setTimeout(90_000);
  const violazioni = await osservaCsp(page);
  await accedi(page, DEMO.venditore.email, DEMO.venditore.password);
  await expect(page).toHaveURL('/');
  for (const percorso of [
    '/venditore',
    '/venditore/inserzioni',
    '/venditore/ordini',
    '/venditore/guida',
    '/venditore/parco-macchine',
    '/venditore/profilo',
  ]) {
    await visita(page, percorso);
  }

  await visita(page, '/venditore/inserzioni');
  await visita(page, await destinazione(page.getByRole('link', { name: /^Modifica / })));

  // A photo goes through the upload and shows its thumbnail from /media.
  await visita(page, '/venditore/nuova-inserzione');
  await page.getByLabel('Aggiungi foto').setInputFiles([await foto('frontale.jpg', [20, 90, 160])]);
  await expect(page.getByRole('list', { name: 'Foto caricate' }).getByText('Pronta', { exact: true })).toHaveCount(1, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');

  // The development checkout, left unpaid so the demo balance stays as it is, then its outcome screen.
  await visita(page, '/venditore/acquista-gettoni');
  await page.getByRole('article', { name: '100 gettoni' }).getByRole('button', { name: 'Acquista Ora' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento', exact: true })).toBeVisible();
  const sessione = new URL(page.url()).pathname.split('/').at(-1)!;
  await visita(page, `/sviluppo/checkout/${sessione}`);
  await page.getByRole('button', { name: 'Annulla' }).click();
  await expect(page).toHaveURL('/venditore/acquista-gettoni');
  await visita(page, `/venditore/acquista-gettoni/success?session_id=${sessione}`);

  await esci(page);
  expect(violazioni).toEqual([]);
});
