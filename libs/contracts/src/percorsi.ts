/** The policy pages (docs/rules.md §3), each under /policies/<name>. */
export const PAGINE_POLICY = ['terms', 'privacy', 'cookies', 'sales', 'shipping', 'warranty'] as const;

/**
 * Every address the web app has a screen for (docs/rules.md §3 route table, plus our development checkout), written the way
 * React Router writes them. The gateway answers anything else with 404 and the not-found page; a web test walks
 * apps/web/src/app/routes.tsx against this list, so the two cannot drift apart.
 */
export const PERCORSI = [
  '/',
  '/login',
  '/registrazione',
  '/reset-password',
  '/update-password',
  '/inserzione/:id',
  '/venditore/:id/profilo',
  '/buyer-benefits',
  '/seller-benefits',
  '/cerco',
  '/cerco/nuova',
  '/cerco/:id',
  ...PAGINE_POLICY.map((pagina) => `/policies/${pagina}` as const),
  '/venditore',
  '/venditore/inserzioni',
  '/venditore/ordini',
  '/venditore/guida',
  '/venditore/parco-macchine',
  '/venditore/nuova-inserzione',
  '/venditore/modifica-inserzione/:id',
  '/venditore/importa',
  '/venditore/verifiche',
  '/venditore/statistiche',
  '/venditore/richieste',
  '/venditore/profilo',
  '/venditore/dati-vendita',
  '/venditore/acquista-gettoni',
  '/venditore/acquista-gettoni/success',
  '/sviluppo/checkout/:sessionId',
  '/acquirente',
  '/acquirente/ordini',
  '/acquirente/profilo',
  '/acquirente/ricerche',
  '/acquirente/richieste',
  '/avvisi/disattiva',
  '/messaggi',
  '/messaggi/:id',
  '/operatore',
  '/provvedimenti',
  '/provvedimenti/:id',
  '/come-ordiniamo',
] as const;
export type Percorso = (typeof PERCORSI)[number];

/** The page an address shows and the values of its `:name` segments, decoded. */
export interface PaginaDelSito {
  percorso: Percorso;
  parametri: Record<string, string>;
}

const segmenti = (path: string) => path.split('/').filter(Boolean);

const decodifica = (segmento: string): string | null => {
  try {
    return decodeURIComponent(segmento);
  } catch {
    return null;
  }
};

function confronta(percorso: Percorso, parti: string[]): Record<string, string> | null {
  const schema = segmenti(percorso);
  if (schema.length !== parti.length) return null;
  const parametri: Record<string, string> = {};
  for (const [i, atteso] of schema.entries()) {
    const parte = decodifica(parti[i]);
    if (parte === null) return null;
    if (atteso.startsWith(':')) parametri[atteso.slice(1)] = parte;
    // React Router matches static segments case-insensitively, so the server does too.
    else if (atteso.toLowerCase() !== parte.toLowerCase()) return null;
  }
  return parametri;
}

/**
 * Which page of the web app a pathname (no query string) shows, or null for an address the app answers with its
 * not-found page. As in React Router, the pattern with more fixed segments wins, then the one written first; a
 * trailing slash is ignored.
 */
export function percorsoDelSito(pathname: string): PaginaDelSito | null {
  const parti = segmenti(pathname);
  let scelta: PaginaDelSito | null = null;
  for (const percorso of PERCORSI) {
    const parametri = confronta(percorso, parti);
    if (parametri && (!scelta || Object.keys(parametri).length < Object.keys(scelta.parametri).length)) {
      scelta = { percorso, parametri };
    }
  }
  return scelta;
}
