import type { AutoDettaglioDto, FotoResponsive, Giorno, VenditorePubblicoDto } from '@ricambiamo/contracts';
import {
  conteggio,
  escapeHtml,
  formattaEuro,
  fotoPrincipaleAuto,
  GIORNI,
  isImageKey,
  mediaUrl,
  mediumUrl,
  SEGNAPOSTO_FOTO_PRINCIPALE,
} from '@ricambiamo/contracts';

/**
 * What a page's <head> says about it to search engines and link previews (Open Graph, Twitter, schema.org), filled
 * by the server because crawlers and chat apps do not run the web app.
 */
export interface Anteprima {
  titolo: string;
  descrizione: string;
  /** Absolute. */
  url: string;
  tipo: 'product' | 'profile';
  immagine: { url: string; alt: string } | null;
  /** The photo the page paints largest, fetched with the page instead of after its code and data. */
  fotoPrincipale: FotoResponsive | null;
  /** A schema.org object. */
  jsonLd: Record<string, unknown>;
}

const SITO = 'Ricambiamo';
/** Longer descriptions are cut by every search engine anyway. */
const MAX_DESCRIZIONE = 300;


/**
 * JSON inside <script> ends at the first "</script", whatever the quotes; with every "<" written as \u003c (still the
 * same JSON) a value can never close the element. U+2028/9 are escaped for older JSON-in-script parsers.
 */
export const jsonInScript = (valore: unknown): string =>
  JSON.stringify(valore)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const tagliata = (testo: string): string => {
  const compatto = testo.replace(/[ \t\r\n]+/g, ' ').trim();
  return compatto.length <= MAX_DESCRIZIONE ? compatto : `${compatto.slice(0, MAX_DESCRIZIONE - 1).trimEnd()}…`;
};

/** Schema.org wants "123.40", in euros, with a dot. */
const prezzo = (centesimi: number): string => (centesimi / 100).toFixed(2);

const nomeAuto = (auto: AutoDettaglioDto): string => `${auto.marca} ${auto.modello} ${auto.anno}`;

/** "3 ricambi disponibili (Cambio, Musata, Centralina ECU) da 120,00 € a 350,00 €." */
function sintesiRicambi(auto: AutoDettaglioDto): string {
  const disponibili = auto.ricambi.filter((r) => r.disponibile);
  if (disponibili.length === 0) return 'Nessun ricambio disponibile al momento.';
  const prezzi = disponibili.map((r) => r.prezzoCentesimi);
  const [min, max] = [Math.min(...prezzi), Math.max(...prezzi)];
  const nomi = disponibili.map((r) => r.nome).join(', ');
  const fascia = min === max ? formattaEuro(min) : `da ${formattaEuro(min)} a ${formattaEuro(max)}`;
  return `${conteggio(disponibili.length, 'ricambio disponibile', 'ricambi disponibili')} (${nomi}) ${fascia}.`;
}

export const urlInserzione = (origin: string, id: string): string => `${origin}/inserzione/${id}`;
export const urlVenditore = (origin: string, id: string): string => `${origin}/venditore/${id}/profilo`;

export function anteprimaInserzione(auto: AutoDettaglioDto, origin: string): Anteprima {
  const nome = nomeAuto(auto);
  const url = urlInserzione(origin, auto.id);
  // A record may hold a value written before the one key pattern (docs/security.md, Image keys): the preview leaves it out.
  const chiavi = auto.immagini.filter(isImageKey);
  const immagini = chiavi.map((key) => `${origin}${mediaUrl('auto-images', key)}`);
  const [prima] = chiavi;
  const descrizione = tagliata(`Ricambi usati ${nome}: ${sintesiRicambi(auto)}${auto.descrizione ? ` ${auto.descrizione}` : ''}`);
  const venditore = auto.venditore.nomeAttivita ?? auto.venditore.nome;
  const offerte = auto.ricambi
    .filter((r) => r.disponibile)
    .map((r) => ({
      '@type': 'Offer',
      name: r.nome,
      sku: r.id,
      ...(r.descrizione ? { description: r.descrizione } : {}),
      price: prezzo(r.prezzoCentesimi),
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/UsedCondition',
      url,
      shippingDetails: {
        '@type': 'OfferShippingDetails',
        shippingRate: { '@type': 'MonetaryAmount', value: prezzo(r.spedizioneCentesimi), currency: 'EUR' },
        shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'IT' },
      },
      seller: { '@type': 'AutoPartsStore', name: venditore, url: urlVenditore(origin, auto.venditore.id) },
    }));
  return {
    titolo: `Ricambi ${nome} · ${SITO}`,
    descrizione,
    url,
    tipo: 'product',
    immagine: prima ? { url: `${origin}${mediumUrl('auto-images', prima)}`, alt: nome } : null,
    fotoPrincipale: prima ? fotoPrincipaleAuto(prima) : null,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: `Ricambi ${nome}`,
      brand: { '@type': 'Brand', name: auto.marca },
      model: auto.modello,
      ...(immagini.length > 0 ? { image: immagini } : {}),
      description: auto.descrizione ? tagliata(auto.descrizione) : descrizione,
      url,
      ...(offerte.length > 0 ? { offers: offerte } : {}),
    },
  };
}

const GIORNO_SCHEMA: Record<Giorno, string> = {
  lunedi: 'Monday',
  martedi: 'Tuesday',
  mercoledi: 'Wednesday',
  giovedi: 'Thursday',
  venerdi: 'Friday',
  sabato: 'Saturday',
  domenica: 'Sunday',
};

export function anteprimaVenditore(venditore: VenditorePubblicoDto, origin: string): Anteprima {
  const nome = venditore.nomeAttivita ?? venditore.nome;
  const url = urlVenditore(origin, venditore.id);
  const luogo = [venditore.citta, venditore.provincia && `(${venditore.provincia})`].filter(Boolean).join(' ');
  const indirizzo = [venditore.indirizzo, [venditore.cap, luogo].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const urlProfilo = (key: string | null) => (key && isImageKey(key) ? `${origin}${mediaUrl('profile-images', key)}` : null);
  const logo = urlProfilo(venditore.logoImage);
  const banner = urlProfilo(venditore.bannerImage);
  const immagine = logo ?? banner;
  const presentazione = `${nome}: ricambi auto usati${venditore.citta ? ` a ${venditore.citta}` : ''} su ${SITO}.`;
  return {
    titolo: `${nome}${venditore.citta ? ` · Ricambi auto usati a ${venditore.citta}` : ''} · ${SITO}`,
    descrizione: tagliata([presentazione, indirizzo && `${indirizzo}.`, venditore.descrizione].filter(Boolean).join(' ')),
    url,
    tipo: 'profile',
    immagine: immagine ? { url: immagine, alt: nome } : null,
    fotoPrincipale: null,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'AutoPartsStore',
      name: nome,
      url,
      ...(immagine ? { image: immagine } : {}),
      ...(logo ? { logo } : {}),
      ...(venditore.descrizione ? { description: tagliata(venditore.descrizione) } : {}),
      ...(venditore.telefono ? { telephone: venditore.telefono } : {}),
      ...(venditore.email ? { email: venditore.email } : {}),
      address: {
        '@type': 'PostalAddress',
        ...(venditore.indirizzo ? { streetAddress: venditore.indirizzo } : {}),
        ...(venditore.citta ? { addressLocality: venditore.citta } : {}),
        ...(venditore.cap ? { postalCode: venditore.cap } : {}),
        ...(venditore.provincia ? { addressRegion: venditore.provincia } : {}),
        addressCountry: 'IT',
      },
      openingHoursSpecification: GIORNI.filter((giorno) => !venditore.orari[giorno].chiuso).map((giorno) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${GIORNO_SCHEMA[giorno]}`,
        opens: venditore.orari[giorno].apertura,
        closes: venditore.orari[giorno].chiusura,
      })),
    },
  };
}

const meta = (attributo: 'name' | 'property', chiave: string, valore: string) =>
  `<meta ${attributo}="${chiave}" content="${escapeHtml(valore)}" />`;

/** The tags the page's <head> gets, the <title> first. */
export function tagAnteprima(anteprima: Anteprima): string[] {
  const { titolo, descrizione, url, tipo, immagine, fotoPrincipale } = anteprima;
  return [
    `<title>${escapeHtml(titolo)}</title>`,
    meta('name', 'description', descrizione),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', tipo),
    meta('property', 'og:site_name', SITO),
    meta('property', 'og:locale', 'it_IT'),
    meta('property', 'og:title', titolo),
    meta('property', 'og:description', descrizione),
    meta('property', 'og:url', url),
    ...(immagine ? [meta('property', 'og:image', immagine.url), meta('property', 'og:image:alt', immagine.alt)] : []),
    meta('name', 'twitter:card', immagine ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', titolo),
    meta('name', 'twitter:description', descrizione),
    ...(immagine ? [meta('name', 'twitter:image', immagine.url), meta('name', 'twitter:image:alt', immagine.alt)] : []),
    `<script type="application/ld+json">${jsonInScript(anteprima.jsonLd)}</script>`,
    ...(fotoPrincipale
      ? [
          `<link rel="preload" as="image" href="${escapeHtml(fotoPrincipale.src)}" imagesrcset="${escapeHtml(fotoPrincipale.srcSet)}" ` +
            `imagesizes="${escapeHtml(fotoPrincipale.sizes)}" fetchpriority="high" />`,
        ]
      : []),
  ];
}

export const NOINDEX = meta('name', 'robots', 'noindex');

const TITOLO = /<title>[\s\S]*?<\/title>/i;
const DESCRIZIONE = /<meta\s+name="description"[^>]*>\s*/i;

/**
 * index.html with these tags in its <head>. A <title> among them replaces the page's own and a description meta the
 * page's own, so neither is ever there twice; the rest goes where the page's title was, else before </head>.
 */
export function conTesta(html: string, tag: string[]): string {
  const titolo = tag.find((t) => t.startsWith('<title>'));
  const altri = tag.filter((t) => t !== titolo);
  const pagina = altri.some((t) => t.startsWith('<meta name="description"')) ? html.replace(DESCRIZIONE, '') : html;
  const originale = pagina.match(TITOLO)?.[0];
  const blocco = [titolo ?? originale, ...altri].filter(Boolean).join('\n    ');
  if (originale) return pagina.replace(TITOLO, () => blocco);
  if (pagina.includes('</head>')) return pagina.replace('</head>', () => `${blocco}\n  </head>`);
  return pagina.replace(/^(<!doctype[^>]*>)?/i, (doctype) => `${doctype}${blocco}`);
}

const POSTO_FOTO = new RegExp(`<div ${SEGNAPOSTO_FOTO_PRINCIPALE}=""[^>]*></div>`);

/**
 * The page with its main photo in the place its first render keeps for it (a listing's, while the data is on the way),
 * as the carousel then shows it: the photo is the page's largest paint, and it no longer waits for the code and the
 * data. A page without that place is sent as it is.
 */
export function conFotoPrincipale(html: string, anteprima: Anteprima): string {
  const { fotoPrincipale, immagine } = anteprima;
  if (!fotoPrincipale) return html;
  const img =
    `<img src="${escapeHtml(fotoPrincipale.src)}" srcset="${escapeHtml(fotoPrincipale.srcSet)}" sizes="${escapeHtml(fotoPrincipale.sizes)}" ` +
    `alt="${escapeHtml(immagine?.alt ?? '')}" fetchpriority="high" class="aspect-[4/3] w-full object-contain">`;
  return html.replace(POSTO_FOTO, () => img);
}
