import type { FiltriRicercaSalvata, QueryParoleDto, RegoleFiltroCompatibile } from '@ricambiamo/contracts';
import { regoleFiltroCompatibile } from '@ricambiamo/contracts';

/**
 * A saved search made ready for matching (docs/architecture.md#saved-searches): each filter as the home search writes
 * it in SQL (libs/backend/catalogue-search), so that a car matches the alert exactly when the search would find it.
 */
export interface ColonneRicerca {
  paroleQuery: string | null;
  completamentoQuery: string | null;
  codiciQuery: string | null;
  chiave: string | null;
  marcaLike: string | null;
  modelloLike: string | null;
  carburante: string | null;
  annoDa: number | null;
  annoA: number | null;
  kmDa: number | null;
  kmA: number | null;
  cvDa: number | null;
  cvA: number | null;
  kwDa: number | null;
  kwA: number | null;
  cilindrata: number | null;
  soloDisponibili: boolean;
  compatibile: RegoleFiltroCompatibile | null;
}

/** `%`, `_` and `\` typed by a user are literal characters, as in the search's ILIKE. */
const like = (testo: string | null | undefined): string | null =>
  testo ? `%${testo.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;

/**
 * The top-level operands of a tsquery's text form joined by AND (`'a' & ( 'b' | 'c' ) & 'd':*`), split outside quotes
 * and parentheses.
 */
function operandiInAnd(tsquery: string): string[] {
  const operandi: string[] = [];
  let profondita = 0;
  let traApici = false;
  let inizio = 0;
  for (let i = 0; i < tsquery.length; i++) {
    const c = tsquery[i];
    if (c === "'") traApici = !traApici;
    else if (!traApici && c === '(') profondita++;
    else if (!traApici && c === ')') profondita--;
    else if (!traApici && profondita === 0 && c === '&') {
      operandi.push(tsquery.slice(inizio, i).trim());
      inizio = i + 1;
    }
  }
  operandi.push(tsquery.slice(inizio).trim());
  return operandi;
}

const LESSEMA = /^'((?:[^']|'')+)'$/;

/** The lexemes a tsquery requires on its own: its top-level operands joined by AND that are one plain lexeme. */
const lessemiRichiesti = (tsquery: string): string[] =>
  operandiInAnd(tsquery)
    .map((operando) => LESSEMA.exec(operando)?.[1].replaceAll("''", "'"))
    .filter((lessema): lessema is string => lessema !== undefined);

/**
 * The key a saved search is found by: the longest lexeme its words require in each form the search may run them, which
 * every car it matches has in its search document (a longer word is rarer, so fewer cars try the search). None when a
 * car may match without one: no words, words joined by OR or negated, only a prefix, or codes, which match apart.
 */
export function chiaveDi(query: QueryParoleDto | null): string | null {
  if (!query || query.codici !== null || !query.esatta) return null;
  const completamento = query.completamento === null ? null : new Set(lessemiRichiesti(query.completamento));
  return lessemiRichiesti(query.esatta)
    .filter((lessema) => completamento === null || completamento.has(lessema))
    .reduce<string | null>((piuLungo, lessema) => (piuLungo === null || lessema.length > piuLungo.length ? lessema : piuLungo), null);
}

export function colonneDiRicerca(filtri: FiltriRicercaSalvata, query: QueryParoleDto | null): ColonneRicerca {
  return {
    paroleQuery: query?.esatta ?? null,
    completamentoQuery: query?.completamento ?? null,
    codiciQuery: query?.codici ?? null,
    chiave: chiaveDi(query),
    marcaLike: like(filtri.marca),
    modelloLike: like(filtri.modello),
    carburante: filtri.carburante ?? null,
    annoDa: filtri.annoDa ?? null,
    annoA: filtri.annoA ?? null,
    kmDa: filtri.kmDa ?? null,
    kmA: filtri.kmA ?? null,
    cvDa: filtri.cvDa ?? null,
    cvA: filtri.cvA ?? null,
    kwDa: filtri.kwDa ?? null,
    kwA: filtri.kwA ?? null,
    cilindrata: filtri.cilindrata ?? null,
    soloDisponibili: filtri.soloDisponibili,
    compatibile: filtri.compatibileCon ? regoleFiltroCompatibile(filtri.compatibileCon) : null,
  };
}
