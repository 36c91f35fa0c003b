import type { MappaInserzioniDto } from '@ricambiamo/contracts';
import { escapeHtml, PAGINE_POLICY } from '@ricambiamo/contracts';
import { urlInserzione, urlVenditore } from './anteprime';

/** One sitemap file holds at most 50,000 addresses (sitemaps.org). */
const MAX_INDIRIZZI = 50_000;

/** The public pages that are the same for everyone, worth a search result (login and registration are not). */
export const PAGINE_FISSE = ['/', '/buyer-benefits', '/seller-benefits', '/cerco', '/come-ordiniamo', ...PAGINE_POLICY.map((pagina) => `/policies/${pagina}`)];

/**
 * Kept from crawlers: the dashboards, the request form and the development checkout (behind a login, they only show the
 * login page), the password pages and the API. Rules are path prefixes; `$` ends the seller dashboard's own address,
 * because /venditore/<id>/profilo under it is public.
 */
export const DISALLOW = [
  '/venditore$',
  '/venditore/inserzioni',
  '/venditore/ordini',
  '/venditore/guida',
  '/venditore/parco-macchine',
  '/venditore/nuova-inserzione',
  '/venditore/modifica-inserzione/',
  '/venditore/profilo',
  '/venditore/dati-vendita',
  '/venditore/acquista-gettoni',
  '/venditore/importa',
  '/venditore/verifiche',
  '/venditore/statistiche',
  '/venditore/richieste',
  '/acquirente',
  '/cerco/nuova',
  '/messaggi',
  '/operatore',
  '/provvedimenti',
  '/avvisi/',
  '/sviluppo/',
  '/reset-password',
  '/update-password',
  '/graphql',
  '/uploads',
];

export const robotsTxt = (origin: string): string =>
  ['User-agent: *', 'Allow: /', ...DISALLOW.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  );

interface Indirizzo {
  loc: string;
  lastmod?: string;
}

/**
 * The fixed pages, every listing (with when it last changed) and the profile of each seller with a listing (as recent
 * as their latest listing), up to the file's limit.
 */
export function sitemapXml(origin: string, { inserzioni }: MappaInserzioniDto): string {
  const venditori = new Map<string, string>();
  for (const { venditoreId, updatedAt } of inserzioni) {
    if (!venditori.has(venditoreId)) venditori.set(venditoreId, updatedAt);
  }
  const indirizzi: Indirizzo[] = [
    ...PAGINE_FISSE.map((path) => ({ loc: `${origin}${path}` })),
    ...[...venditori].map(([id, lastmod]) => ({ loc: urlVenditore(origin, id), lastmod })),
    ...inserzioni.map(({ id, updatedAt }) => ({ loc: urlInserzione(origin, id), lastmod: updatedAt })),
  ].slice(0, MAX_INDIRIZZI);
  const url = ({ loc, lastmod }: Indirizzo) =>
    `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...indirizzi.map(url),
    '</urlset>',
    '',
  ].join('\n');
}
