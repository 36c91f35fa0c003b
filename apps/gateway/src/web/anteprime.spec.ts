import type { AutoDettaglioDto, NomeRicambio, RicambioDto, VenditorePubblicoDto } from '@ricambiamo/contracts';
import { ORARI_DEFAULT } from '@ricambiamo/contracts';
import { DATI_PUNTO } from '../../test/fixtures/auto';
import { anteprimaInserzione, anteprimaVenditore, conFotoPrincipale, conTesta, jsonInScript, NOINDEX, tagAnteprima } from './anteprime';

const ORIGIN = 'https://ricambiamo.example';
const K1 = 'd3e0c001-0000-4000-8000-000000000001';
const K2 = 'd3e0c001-0000-4000-8000-000000000002';

const ricambio = (nome: NomeRicambio, prezzoCentesimi: number, disponibile = true): RicambioDto => ({
  id: `id-${nome}`,
  nome,
  descrizione: null,
  prezzoCentesimi,
  spedizioneCentesimi: 900,
  disponibile,
  grado: null,
  garanziaGiorni: 0,
  codiceOem: null,
  codiceCambio: null,
});

const auto = (extra: Partial<AutoDettaglioDto> = {}): AutoDettaglioDto => ({
  id: 'a1',
  ...DATI_PUNTO,
  ricambiDisponibili: 2,
  ricambiSoloOfficine: 0,
  ricambiTotali: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  venditore: { id: 'v1', nome: 'Mario Rossi', nomeAttivita: 'Demolizioni Rossi' },
  numeroTelaio: null,
  telaioVerificato: false,
  descrizione: null,
  immagini: [`${K1}.jpg`, `${K2}.jpg`],
  ricambi: [ricambio('Cambio', 35000), ricambio('Centralina ECU', 12050), ricambio('Musata', 9000, false)],
  ...extra,
});

const venditore: VenditorePubblicoDto = {
  id: 'v1',
  nome: 'Mario Rossi',
  nomeAttivita: 'Demolizioni Rossi',
  email: 'mario@example.it',
  telefono: '011 123456',
  indirizzo: 'Via Po 1',
  citta: 'Torino',
  cap: '10121',
  provincia: 'TO',
  descrizione: null,
  orari: ORARI_DEFAULT,
  bannerImage: null,
  logoImage: `${K1}.png`,
  createdAt: '2024-03-15T10:00:00.000Z',
  commerciante: null,
};

describe('a listing’s preview', () => {
  it('names the car, its available parts and their price range, with the first photo', () => {
    const anteprima = anteprimaInserzione(auto(), ORIGIN);
    expect(anteprima.titolo).toBe('Ricambi Fiat Punto 2008 · Ricambiamo');
    expect(anteprima.descrizione).toBe(
      'Ricambi usati Fiat Punto 2008: 2 ricambi disponibili (Cambio, Centralina ECU) da 120,50\u00a0€ a 350,00\u00a0€.',
    );
    expect(anteprima.url).toBe(`${ORIGIN}/inserzione/a1`);
    // The medium WebP: a link preview does not need the 1920 px JPEG.
    expect(anteprima.immagine).toEqual({ url: `${ORIGIN}/media/auto-images/${K1}.medium.webp`, alt: 'Fiat Punto 2008' });
    expect(anteprima.fotoPrincipale).toEqual({
      src: `/media/auto-images/${K1}.jpg`,
      srcSet: `/media/auto-images/${K1}.medium.webp 960w, /media/auto-images/${K1}.jpg 1920w`,
      sizes: expect.stringContaining('100vw'),
    });
  });

  it('is a Product with one Offer per available part, in euros with two decimals', () => {
    const { jsonLd } = anteprimaInserzione(auto(), ORIGIN);
    expect(jsonLd).toMatchObject({ '@type': 'Product', brand: { name: 'Fiat' }, image: [`${ORIGIN}/media/auto-images/${K1}.jpg`, `${ORIGIN}/media/auto-images/${K2}.jpg`] });
    const offers = jsonLd.offers as Record<string, unknown>[];
    expect(offers.map((o) => [o.name, o.price])).toEqual([
      ['Cambio', '350.00'],
      ['Centralina ECU', '120.50'],
    ]);
    expect(offers[0]).toMatchObject({
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/UsedCondition',
      seller: { name: 'Demolizioni Rossi', url: `${ORIGIN}/venditore/v1/profilo` },
    });
  });

  it('says when no part is left, and one price when there is one part', () => {
    const nessuno = anteprimaInserzione(auto({ ricambi: [ricambio('Cambio', 100, false)] }), ORIGIN);
    expect(nessuno.descrizione).toContain('Nessun ricambio disponibile al momento.');
    expect(nessuno.jsonLd.offers).toBeUndefined();
    expect(anteprimaInserzione(auto({ ricambi: [ricambio('Cambio', 100)] }), ORIGIN).descrizione).toContain(
      '1 ricambio disponibile (Cambio) 1,00\u00a0€.',
    );
  });
});

describe('a record holding values that are no image keys', () => {
  const NOT_A_KEY = '0123456789abcdef0123456789abcdef0123.png';

  it('previews a listing with the photos that are keys, and none when no photo is', () => {
    const mista = anteprimaInserzione(auto({ immagini: [NOT_A_KEY, `${K2}.jpg`, 'foto.jpg'] }), ORIGIN);
    expect(mista.immagine).toEqual({ url: `${ORIGIN}/media/auto-images/${K2}.medium.webp`, alt: 'Fiat Punto 2008' });
    expect(mista.jsonLd.image).toEqual([`${ORIGIN}/media/auto-images/${K2}.jpg`]);
    const senza = anteprimaInserzione(auto({ immagini: [NOT_A_KEY] }), ORIGIN);
    expect(senza).toMatchObject({ immagine: null, fotoPrincipale: null });
    expect(senza.jsonLd.image).toBeUndefined();
  });

  it('previews a seller without a logo or banner that is no key', () => {
    const anteprima = anteprimaVenditore({ ...venditore, logoImage: NOT_A_KEY, bannerImage: '../banner.jpg' }, ORIGIN);
    expect(anteprima.immagine).toBeNull();
    expect(anteprima.jsonLd.image).toBeUndefined();
    expect(anteprima.jsonLd.logo).toBeUndefined();
  });
});

describe('a seller’s preview', () => {
  it('is an AutoPartsStore with its address, contacts, logo and the days it is open', () => {
    const anteprima = anteprimaVenditore(venditore, ORIGIN);
    expect(anteprima.titolo).toBe('Demolizioni Rossi · Ricambi auto usati a Torino · Ricambiamo');
    expect(anteprima.descrizione).toContain('Via Po 1, 10121 Torino (TO).');
    expect(anteprima.jsonLd).toMatchObject({
      '@type': 'AutoPartsStore',
      name: 'Demolizioni Rossi',
      url: `${ORIGIN}/venditore/v1/profilo`,
      image: `${ORIGIN}/media/profile-images/${K1}.png`,
      telephone: '011 123456',
      email: 'mario@example.it',
      address: { '@type': 'PostalAddress', streetAddress: 'Via Po 1', addressLocality: 'Torino', postalCode: '10121', addressRegion: 'TO', addressCountry: 'IT' },
    });
    const orari = anteprima.jsonLd.openingHoursSpecification as Record<string, string>[];
    expect(orari.map((o) => [o.dayOfWeek, o.opens, o.closes])).toEqual([
      ...['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((d) => [`https://schema.org/${d}`, '08:00', '18:00']),
      ['https://schema.org/Saturday', '08:00', '12:00'],
    ]);
  });
});

describe('the head of index.html', () => {
  const INDEX = `<!doctype html>
<html lang="it">
  <head>
    <meta name="description" content="Ricambiamo: generica." />
    <title>Ricambiamo · Ricambi auto usati</title>
  </head>
  <body></body>
</html>`;

  it('replaces the title and the description instead of adding a second one', () => {
    const html = conTesta(INDEX, tagAnteprima(anteprimaInserzione(auto(), ORIGIN)));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<title>Ricambi Fiat Punto 2008 · Ricambiamo</title>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/inserzione/a1" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html.indexOf('application/ld+json')).toBeLessThan(html.indexOf('</head>'));
    // The photo comes with the page, as the listing's carousel will ask for it (same srcset and sizes).
    expect(html).toMatch(
      new RegExp(`<link rel="preload" as="image" href="/media/auto-images/${K1}\\.jpg" imagesrcset="[^"]+960w[^"]+" imagesizes="[^"]+" fetchpriority="high" />`),
    );
  });

  it('keeps the page’s title when only adding noindex', () => {
    const html = conTesta(INDEX, [NOINDEX]);
    expect(html).toContain('<title>Ricambiamo · Ricambi auto usati</title>\n    <meta name="robots" content="noindex" />');
    expect(html).toContain('Ricambiamo: generica.');
  });

  it('escapes every value, in the tags and in the JSON-LD', () => {
    const cattiva = auto({ marca: 'Fiat"><script>alert(1)</script>', descrizione: '</script><script>alert(2)</script> & “ok”' });
    const html = conTesta(INDEX, tagAnteprima(anteprimaInserzione(cattiva, ORIGIN)));
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('Fiat&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(html)![1];
    expect((JSON.parse(json) as { description: string }).description).toBe('</script><script>alert(2)</script> & “ok”');
  });

  it('writes JSON that cannot close its script element', () => {
    expect(jsonInScript({ a: '</script>\u2028' })).toBe('{"a":"\\u003c/script>\\u2028"}');
  });
});

describe('the main photo in a listing’s page', () => {
  // As the listing page's first render keeps the photo's place (DettaglioInserzioneScheletro).
  const PAGINA = '<div id="root"><div class="relative"><div data-foto-principale="" class="aspect-[4/3] w-full"></div></div></div>';

  it('takes the place the first render keeps for it, as the carousel and the preload ask for it', () => {
    const html = conFotoPrincipale(PAGINA, anteprimaInserzione(auto({ marca: 'Fiat "Nuova"' }), ORIGIN));
    expect(html).toBe(
      '<div id="root"><div class="relative">' +
        `<img src="/media/auto-images/${K1}.jpg" srcset="/media/auto-images/${K1}.medium.webp 960w, /media/auto-images/${K1}.jpg 1920w" ` +
        'sizes="(min-width: 1280px) 690px, (min-width: 1024px) 56vw, 100vw" alt="Fiat &quot;Nuova&quot; Punto 2008" fetchpriority="high" ' +
        'class="aspect-[4/3] w-full object-contain"></div></div>',
    );
  });

  it('leaves the place empty for a listing without photos, and any page without the place as it is', () => {
    expect(conFotoPrincipale(PAGINA, anteprimaInserzione(auto({ immagini: [] }), ORIGIN))).toBe(PAGINA);
    const senzaPosto = '<div id="root"><main></main></div>';
    expect(conFotoPrincipale(senzaPosto, anteprimaInserzione(auto(), ORIGIN))).toBe(senzaPosto);
    expect(conFotoPrincipale(PAGINA, anteprimaVenditore(venditore, ORIGIN))).toBe(PAGINA);
  });
});
