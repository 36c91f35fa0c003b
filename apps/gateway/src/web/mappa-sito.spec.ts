import { PERCORSI } from '@ricambiamo/contracts';
import { DISALLOW, PAGINE_FISSE, robotsTxt, sitemapXml } from './mappa-sito';

/** How a crawler reads our rules: path prefixes, `$` for the end of the path. */
const escluso = (path: string) =>
  DISALLOW.some((regola) => (regola.endsWith('$') ? path === regola.slice(0, -1) : path.startsWith(regola)));

const PUBBLICHE = ['/', '/login', '/registrazione', '/inserzione/:id', '/venditore/:id/profilo', '/cerco/:id', ...PAGINE_FISSE];

describe('robots.txt', () => {
  it('keeps crawlers out of every page that is not public, and lets them into every public one', () => {
    for (const percorso of PERCORSI) {
      const path = percorso.replace(/:\w+/g, '4b1c2f0e-0000-4000-8000-000000000000');
      const atteso = !PUBBLICHE.includes(percorso) || ['/reset-password', '/update-password'].includes(percorso);
      expect([percorso, escluso(path)]).toEqual([percorso, atteso]);
    }
    expect(escluso('/graphql')).toBe(true);
  });

  it('names the sitemap', () => {
    expect(robotsTxt('https://ricambiamo.example')).toContain('\nSitemap: https://ricambiamo.example/sitemap.xml\n');
    expect(robotsTxt('https://ricambiamo.example')).toMatch(/^User-agent: \*\nAllow: \/\nDisallow: \/venditore\$\n/);
  });
});

describe('sitemap.xml', () => {
  it('lists the fixed pages, each seller with a listing once, and every listing with its last change', () => {
    const xml = sitemapXml('https://r.example', {
      inserzioni: [
        { id: 'a2', venditoreId: 'v1', updatedAt: '2026-02-02T00:00:00.000Z' },
        { id: 'a1', venditoreId: 'v1', updatedAt: '2026-01-01T00:00:00.000Z' },
      ],
    });
    const loc = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(loc).toEqual([
      'https://r.example/',
      'https://r.example/buyer-benefits',
      'https://r.example/seller-benefits',
      'https://r.example/cerco',
      'https://r.example/come-ordiniamo',
      ...['terms', 'privacy', 'cookies', 'sales', 'shipping', 'warranty'].map((p) => `https://r.example/policies/${p}`),
      'https://r.example/venditore/v1/profilo',
      'https://r.example/inserzione/a2',
      'https://r.example/inserzione/a1',
    ]);
    expect(xml).toContain('<url><loc>https://r.example/venditore/v1/profilo</loc><lastmod>2026-02-02T00:00:00.000Z</lastmod></url>');
    expect(xml).toContain('<url><loc>https://r.example/inserzione/a1</loc><lastmod>2026-01-01T00:00:00.000Z</lastmod></url>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
  });
});
