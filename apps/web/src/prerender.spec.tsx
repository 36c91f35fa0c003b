/**
 * @jest-environment node
 */
import { PERCORSI } from '@ricambiamo/contracts';
import { paginaPrerenderizzata, PERCORSI_DEL_SITO, schermateDelPercorso } from './prerender';

// Rendered as the build does, in Node without a DOM: a screen that touches the browser while rendering fails here.
describe('the pages prerendered at build time', () => {
  it('renders the home hero and the search form before any code runs', async () => {
    const html = await paginaPrerenderizzata('/');
    expect(html).toContain('Il ricambio giusto per la tua auto, a una frazione del prezzo del nuovo.');
    expect(html).toContain('Cerca');
    expect(html).toMatch(/^<title>Ricambiamo · Ricambi auto usati dai demolitori certificati<\/title>/);
  });

  it("puts a page's own title and description first, where the build moves them into <head>", async () => {
    expect(await paginaPrerenderizzata('/login')).toMatch(/^<title>Accedi · Ricambiamo<\/title>/);
    expect(await paginaPrerenderizzata('/seller-benefits')).toMatch(
      /^<title>[^<]+<\/title><meta name="description" content="Vendi i ricambi del tuo piazzale senza commissioni/,
    );
  });

  it('renders the not-found page for the catch-all, and every route of the site', async () => {
    expect(await paginaPrerenderizzata('*')).toContain('Pagina non trovata');
    expect(PERCORSI_DEL_SITO).toEqual([...PERCORSI, '*']);
    for (const percorso of PERCORSI_DEL_SITO) {
      expect([percorso, await paginaPrerenderizzata(percorso)]).toEqual([percorso, expect.stringContaining('<header')]);
    }
  });

  it('names the screens a route loads on demand, which the build preloads', () => {
    expect(schermateDelPercorso('/')).toEqual([]);
    expect(schermateDelPercorso('/login')).toEqual(['LoginPage']);
    expect(schermateDelPercorso('/inserzione/:id')).toEqual(['DettaglioInserzionePage']);
    expect(schermateDelPercorso('/venditore/ordini')).toEqual(['DashboardLayout', 'VenditoreDashboardPage']);
  });
});
