import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mediumUrl, ORARI_DEFAULT } from '@ricambiamo/contracts';
import { publishListing, registerUser, type Utente } from './ordini-fixtures';
import { listingInput, type Stack, startStack, STACK_START_MS, PER_PUBBLICARE } from './stack';

/** The head of the built web app as Vite leaves it: a generic title and description the pages replace. */
const INDEX_HTML = `<!doctype html>
<html lang="it">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Ricambiamo: ricambi auto usati dai demolitori certificati, spediti in tutta Italia." />
    <title>Ricambiamo · Ricambi auto usati dai demolitori certificati</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const CREATE = `mutation ($input: CreateListingInput!) { creaAuto(input: $input) { id } }`;
const SELLER_PROFILE = `mutation ($input: SellerProfileInput!) { aggiornaProfiloVenditore(input: $input) { id } }`;

const profilo = {
  nome: 'Mario Rossi',
  telefono: '011 654321',
  nomeAttivita: 'Demolizioni Po',
  partitaIva: '03018291207',
  iban: 'IT60 X054 2811 1010 0000 0123 456',
  descrizione: 'Ricambi garantiti dal 1985',
  orari: { ...ORARI_DEFAULT, sabato: { apertura: '08:00', chiusura: '12:00', chiuso: true } },
  indirizzo: 'Via Po 12',
  citta: 'Torino',
  cap: '10121',
  provincia: 'TO',
};

const metaContent = (html: string, chiave: string) =>
  new RegExp(`<meta (?:name|property)="${chiave.replace(/[.+]/g, '\\$&')}" content="([^"]*)" />`).exec(html)?.[1];

const jsonLdOf = (html: string) => {
  const blocchi = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(blocchi).toHaveLength(1);
  return JSON.parse(blocchi[0][1]) as Record<string, unknown>;
};

/**
 * The public pages as a crawler or a chat app's link preview reads them: the gateway fills the head of index.html
 * for listings and sellers from the real services, answers 404 for what does not exist, and serves robots.txt and
 * a sitemap that follows what is published.
 */
describe('page previews, robots.txt and sitemap.xml (real identity and catalogue)', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'web-dist-anteprime-'));
  let stack: Stack;
  let origin: string;
  let venditore: Utente;
  let listing: { id: string };
  let foto: string[];

  beforeAll(async () => {
    writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
    stack = await startStack({ WEB_DIST: webDist }, PER_PUBBLICARE);
    origin = new URL(stack.config.PUBLIC_ORIGIN).origin;
    venditore = await registerUser(stack, 'venditore', 'Mario Rossi');
    await venditore.browser.gql(SELLER_PROFILE, { input: profilo }, venditore.token);
    foto = await stack.readyPhotos(venditore.id, 2);
    const created = await venditore.browser.gql<{ creaAuto: { id: string } }>(
      CREATE,
      { input: { ...listingInput('Fiat', foto), descrizione: 'Motore ok </script><script>alert("x")</script> & altro' } },
      venditore.token,
    );
    if (created.errors) throw new Error(JSON.stringify(created.errors));
    listing = created.data!.creaAuto;
  }, STACK_START_MS);

  afterAll(async () => {
    await stack?.stop();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = async (path: string) => {
    const response = await fetch(`${stack.url}${path}`);
    return { status: response.status, headers: response.headers, body: await response.text() };
  };

  it('fills a listing’s head: title, description, canonical, Open Graph with its first photo, and a Product', async () => {
    const { status, headers, body } = await get(`/inserzione/${listing.id}`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(headers.get('content-type')).toContain('text/html');
    expect(body.match(/<title>/g)).toHaveLength(1);
    expect(body).toContain('<title>Ricambi Fiat Punto 2008 · Ricambiamo</title>');
    expect(body.match(/name="description"/g)).toHaveLength(1);
    expect(metaContent(body, 'description')).toContain(
      'Ricambi usati Fiat Punto 2008: 2 ricambi disponibili (Cambio, Centralina ECU) da 120,00\u00a0€ a 350,00\u00a0€.',
    );
    expect(body).toContain(`<link rel="canonical" href="${origin}/inserzione/${listing.id}" />`);
    expect(metaContent(body, 'og:type')).toBe('product');
    expect(metaContent(body, 'og:url')).toBe(`${origin}/inserzione/${listing.id}`);
    // The medium WebP the media worker makes beside each photo: a preview needs no 1920 px JPEG.
    expect(metaContent(body, 'og:image')).toBe(`${origin}${mediumUrl('auto-images', foto[0])}`);
    expect(metaContent(body, 'og:image:alt')).toBe('Fiat Punto 2008');
    expect(metaContent(body, 'og:locale')).toBe('it_IT');
    expect(metaContent(body, 'og:site_name')).toBe('Ricambiamo');
    expect(metaContent(body, 'twitter:card')).toBe('summary_large_image');
    expect(body).toContain('<div id="root"></div>');

    const product = jsonLdOf(body);
    expect(product).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', brand: { name: 'Fiat' } });
    expect(product.image).toEqual(foto.map((key) => `${origin}/media/auto-images/${key}`));
    const offers = product.offers as Record<string, unknown>[];
    expect(offers.map((o) => [o.name, o.price, o.priceCurrency, o.availability, o.itemCondition])).toEqual([
      ['Cambio', '350.00', 'EUR', 'https://schema.org/InStock', 'https://schema.org/UsedCondition'],
      ['Centralina ECU', '120.00', 'EUR', 'https://schema.org/InStock', 'https://schema.org/UsedCondition'],
    ]);
    expect(offers[0].seller).toMatchObject({ name: 'Demolizioni Po', url: `${origin}/venditore/${venditore.id}/profilo` });
  }, 30_000);

  it('escapes the seller’s text: a description with a script never becomes one', async () => {
    const { body } = await get(`/inserzione/${listing.id}`);
    expect(body).not.toContain('<script>alert');
    expect(metaContent(body, 'description')).toContain('Motore ok &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; altro');
    expect(body).toContain('\\u003c/script>\\u003cscript>alert');
    expect(jsonLdOf(body).description).toBe('Motore ok </script><script>alert("x")</script> & altro');
  }, 30_000);

  it('fills a seller’s head with an AutoPartsStore with address and opening hours', async () => {
    const { status, body } = await get(`/venditore/${venditore.id}/profilo`);
    expect(status).toBe(200);
    expect(body).toContain('<title>Demolizioni Po · Ricambi auto usati a Torino · Ricambiamo</title>');
    expect(body).toContain(`<link rel="canonical" href="${origin}/venditore/${venditore.id}/profilo" />`);
    expect(metaContent(body, 'description')).toContain('Via Po 12, 10121 Torino (TO).');
    const negozio = jsonLdOf(body);
    expect(negozio).toMatchObject({
      '@type': 'AutoPartsStore',
      name: 'Demolizioni Po',
      telephone: '011 654321',
      email: venditore.email,
      url: `${origin}/venditore/${venditore.id}/profilo`,
      address: { '@type': 'PostalAddress', streetAddress: 'Via Po 12', addressLocality: 'Torino', postalCode: '10121', addressRegion: 'TO', addressCountry: 'IT' },
    });
    const orari = negozio.openingHoursSpecification as { dayOfWeek: string; opens: string; closes: string }[];
    // Saturday and Sunday are closed.
    expect(orari.map((o) => o.dayOfWeek.replace('https://schema.org/', ''))).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    expect(orari[0]).toMatchObject({ '@type': 'OpeningHoursSpecification', opens: '08:00', closes: '18:00' });
  }, 30_000);

  it('answers 404 with the app’s page, not to be indexed, for a missing listing or seller, a malformed id or an unknown address', async () => {
    const buyer = await registerUser(stack, 'acquirente', 'Giulia Verdi');
    for (const path of [
      `/inserzione/${randomUUID()}`,
      `/venditore/${randomUUID()}/profilo`,
      // A buyer is no seller.
      `/venditore/${buyer.id}/profilo`,
      '/inserzione/non-un-id',
      '/venditore/42/profilo',
      '/non-esiste',
      '/venditore/non-esiste',
    ]) {
      const { status, headers, body } = await get(path);
      expect([path, status]).toEqual([path, 404]);
      expect(headers.get('cache-control')).toBe('no-cache');
      expect(body).toContain('<div id="root"></div>');
      expect(body).toContain('<title>Ricambiamo · Ricambi auto usati dai demolitori certificati</title>');
      expect(body).toContain('<meta name="robots" content="noindex" />');
      expect(body).not.toContain('application/ld+json');
    }
  }, 30_000);

  it('answers the app’s other pages with index.html as it is', async () => {
    for (const path of ['/', '/login', '/venditore/parco-macchine', '/policies/privacy', '/acquirente/ordini']) {
      const { status, body } = await get(path);
      expect([path, status]).toEqual([path, 200]);
      expect(body).toBe(INDEX_HTML);
    }
  }, 30_000);

  it('serves robots.txt: the dashboards closed, the public pages open, and the sitemap', async () => {
    const { status, headers, body } = await get('/robots.txt');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('text/plain');
    const righe = body.split('\n');
    expect(righe).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /venditore$', 'Disallow: /venditore/profilo', 'Disallow: /acquirente', 'Disallow: /graphql']));
    expect(righe.some((riga) => riga === 'Disallow: /venditore/' || riga === 'Disallow: /inserzione')).toBe(false);
    expect(righe).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it('lists a newly published listing and its seller in the sitemap', async () => {
    const altro = await registerUser(stack, 'venditore', 'Anna Neri');
    const nuova = await publishListing(stack, altro, [{ nome: 'Cambio', prezzoCentesimi: 20_000, spedizioneCentesimi: 1_000 }]);
    const { status, headers, body } = await get('/sitemap.xml');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('application/xml');
    const loc = [...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(loc).toEqual(
      expect.arrayContaining([
        `${origin}/`,
        `${origin}/seller-benefits`,
        `${origin}/policies/terms`,
        `${origin}/inserzione/${nuova.id}`,
        `${origin}/inserzione/${listing.id}`,
        `${origin}/venditore/${altro.id}/profilo`,
        `${origin}/venditore/${venditore.id}/profilo`,
      ]),
    );
    expect(body).toMatch(new RegExp(`<loc>${origin}/inserzione/${nuova.id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[^<]+</lastmod>`));
    expect(loc.filter((l) => l === `${origin}/venditore/${venditore.id}/profilo`)).toHaveLength(1);
  }, 60_000);
});
