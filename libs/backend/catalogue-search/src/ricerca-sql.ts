import type { Sql } from '@prisma/client/runtime/client';
import { empty, join, sqltag as sql } from '@prisma/client/runtime/client';
import type { DatiAuto, RegoleFiltroCompatibile, searchListingsRequest } from '@ricambiamo/contracts';
import {
  MAX_TOTALE_RICERCA,
  normalizzaCodice,
  regoleFiltroCompatibile,
  RICAMBI_DI_SICUREZZA,
  VIN_PATTERN,
} from '@ricambiamo/contracts';
import type { QueryResult } from 'pg';
import type { z } from 'zod';

export type FiltriRicerca = z.output<typeof searchListingsRequest>;

/** `%`, `_` and `\` typed by a user are literal characters, not LIKE wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The user's words as a tsquery (web-search syntax: quotes, OR, -), stemmed and accent-folded by the `catalogo`
 * configuration, then widened by the synonym groups (faro → faro | fanale | proiettore), in its text form. Computed
 * by a query of its own and sent back as a constant: the planner then estimates the matches from the GIN index's
 * statistics (a common word on most cars, a rare one on few), where for a value computed inside the search it can
 * only guess.
 *
 * When the words may be a code (`codice`, codiceCercato), the same query looks it up among the cars' codes, exactly or
 * as a prefix (`'#169A4':*`, the '#'-marked lexemes of catalogue's search document), and counts the cars that have
 * such a code up to one past MAX_TOTALE_RICERCA (`codici_contate`; conParole). Collected apart in a materialized CTE:
 * the planner guesses a prefix's matches (2% of the cars, however rare), and asked only whether one exists it would
 * read the cars one by one, all of them for a code nobody has.
 */
export function espansioneSql(q: string, codice: string | null = null): Sql {
  const parole = sql`espandi_sinonimi(websearch_to_tsquery('catalogo', ${q}))::text AS query`;
  if (codice === null) return sql`SELECT ${parole}`;
  const codici = prefissoCodice(codice);
  return sql`
    WITH codici AS MATERIALIZED (SELECT 1 FROM auto a WHERE a.documento_ricerca @@ ${codici}::tsquery)
    SELECT ${parole}, ${codici} AS codici,
           (SELECT count(*) FROM (SELECT 1 FROM codici LIMIT ${MAX_TOTALE_RICERCA + 1}) contate)::int AS codici_contate`;
}

/** Shorter codes would begin too many others to tell anything apart. */
const LUNGHEZZA_MINIMA_CODICE = 3;

/**
 * The words as the one engine or OEM code they may be: only letters, digits, spaces, dots and dashes, with a digit,
 * normalised as catalogue stores codes (normalizzaCodice: "46.760.000" and "46 760 000" are 46760000), at least three
 * characters. Null for anything else, searched as text only: words ("alfa rom" is no code), and the few codes made of
 * letters alone (CAYC), which the text finds as a word, or as a prefix when the words find nothing.
 */
export function codiceCercato(q: string): string | null {
  const testo = q.trim();
  if (!/^[A-Za-z0-9][A-Za-z0-9 .-]*$/.test(testo) || !/[0-9]/.test(testo)) return null;
  const codice = normalizzaCodice(testo);
  return codice.length >= LUNGHEZZA_MINIMA_CODICE ? codice : null;
}

/** Every code beginning with `codice`, as catalogue's search document holds codes: '#'-marked lexemes. */
const prefissoCodice = (codice: string): string => `'#${codice}':*`;

/**
 * The codes the words may be as a tsquery (their prefix), whether or not a car has one yet: a saved search keeps them,
 * since once a car with the code is listed the search finds it by them (docs/architecture.md#saved-searches).
 */
export function codiciDelleParole(q: string): string | null {
  const codice = codiceCercato(q);
  return codice === null ? null : prefissoCodice(codice);
}

/** A word of letters or digits, long enough for its completions to be few; shorter ones stay whole words. */
const PAROLA_DA_COMPLETARE = /^[\p{L}\p{N}]{3,}$/u;

/**
 * The words split before the last one, when that one may be unfinished ("Alfa Rom"): a bare word of three or more
 * letters or digits, not negated, not inside quotes, not after OR. Null when there is nothing to complete.
 */
export function parolaDaCompletare(q: string): { resto: string; parola: string } | null {
  // Composed first: an accent typed as a combining mark ("citta\u0300") is no letter of its own.
  const parole = q.normalize('NFC').trim().split(/\s+/);
  const parola = parole.at(-1) ?? '';
  const virgolette = (q.match(/"/g) ?? []).length;
  if (!PAROLA_DA_COMPLETARE.test(parola) || virgolette % 2 !== 0 || /^or$/i.test(parole.at(-2) ?? '')) return null;
  return { resto: parole.slice(0, -1).join(' '), parola };
}

/**
 * As `espansioneSql`, with the last word a prefix (`'pun':*`, stemmed and accent-folded like the others) and without
 * its synonyms, which name whole words. With `vocabolario` (the search itself) the prefix is first completed into the
 * catalogue's words it begins (`completa_parola`: 'rom':* becomes 'rome'), which the GIN index finds at the cost of
 * whole words; a saved search keeps the prefix, to match the words of cars listed later too.
 */
export function completamentoSql({ resto, parola }: { resto: string; parola: string }, { vocabolario = false } = {}): Sql {
  const prefisso = vocabolario ? sql`completa_parola(${parola})` : sql`to_tsquery('catalogo', ${`${parola}:*`})`;
  return resto
    ? sql`SELECT (espandi_sinonimi(websearch_to_tsquery('catalogo', ${resto})) && ${prefisso})::text AS query`
    : sql`SELECT ${prefisso}::text AS query`;
}

/** The codes the words may be, when some car has one: their tsquery, and whether more than MAX_TOTALE_RICERCA cars do. */
export interface CodiciCercati {
  tsquery: string;
  molti: boolean;
}

/**
 * The filters with the free text already turned into a tsquery (null without words), and the codes the words may be
 * (null when no car has one): a car matches the words or the codes, and those the codes match come first.
 */
export type Ricerca = FiltriRicerca & { tsquery: string | null; codici: CodiciCercati | null };

/**
 * "Solo compatibili" (docs/search.md#solo-compatibili): rispettaFiltroCompatibile in SQL, one meaning for the filter and
 * the badges. The buyer's names come as chiaveNome keyed them; the cars' are keyed by chiave_nome, its SQL twin, which
 * the expression index on (marca, modello, anno, carburante, cilindrata) holds; the engine code has its own index, and
 * the planner ors the two. Carburante and cilindrata are never missing on a car here (NOT NULL), so "equal or missing"
 * is "equal" for them.
 */
export function filtroCompatibileSql({ codiceMotore, stessoModello: r }: RegoleFiltroCompatibile): Sql {
  const modello = [sql`a.anno BETWEEN ${r.annoDa} AND ${r.annoA}`];
  if (r.carburante !== null) modello.push(sql`a.carburante = ${r.carburante}::carburante`);
  if (r.cilindrata !== null) modello.push(sql`a.cilindrata = ${r.cilindrata}`);
  // The app writes no empty code, only NULL for none.
  if (r.codiceMotore !== null) modello.push(sql`(a.codice_motore_norm IS NULL OR a.codice_motore_norm = ${r.codiceMotore})`);
  // Last: rows are checked in this order, and a name's key (unaccent, a regular expression) costs most.
  modello.push(sql`chiave_nome(a.marca) = ${r.marca}`, sql`chiave_nome(a.modello) = ${r.modello}`);
  const stessoModello = sql`(${join(modello, ' AND ')})`;
  return codiceMotore === null ? stessoModello : sql`(a.codice_motore_norm = ${codiceMotore} OR ${stessoModello})`;
}

/** Shown to the public: not hidden by the operator, its seller not suspended. */
const VISIBILE = sql`NOT (a.nascosta OR a.venditore_sospeso)`;

/** Every filter of docs/rules.md §3 Home; each one has an index (see the catalogue's migrations). */
function condizioni(filtri: Ricerca): Sql {
  // A listing the operator hid, or whose seller is suspended, is found by no search (docs/architecture.md#moderation).
  const c: Sql[] = [VISIBILE];
  // The OR of two constants is folded before planning: the planner estimates the matches as for one tsquery.
  if (filtri.tsquery !== null && filtri.codici !== null) {
    c.push(sql`a.documento_ricerca @@ (${filtri.tsquery}::tsquery || ${filtri.codici.tsquery}::tsquery)`);
  } else if (filtri.tsquery !== null) {
    c.push(sql`a.documento_ricerca @@ ${filtri.tsquery}::tsquery`);
  }
  if (filtri.marca) c.push(sql`a.marca ILIKE ${`%${escapeLike(filtri.marca)}%`}`);
  if (filtri.modello) c.push(sql`a.modello ILIKE ${`%${escapeLike(filtri.modello)}%`}`);
  if (filtri.carburante) c.push(sql`a.carburante = ${filtri.carburante}::carburante`);
  const range = (column: Sql, da?: number | null, a?: number | null) => {
    if (da != null) c.push(sql`${column} >= ${da}`);
    if (a != null) c.push(sql`${column} <= ${a}`);
  };
  range(sql`a.anno`, filtri.annoDa, filtri.annoA);
  range(sql`a.km`, filtri.kmDa, filtri.kmA);
  range(sql`a.cv`, filtri.cvDa, filtri.cvA);
  range(sql`a.kw`, filtri.kwDa, filtri.kwA);
  if (filtri.cilindrata != null) c.push(sql`a.cilindrata = ${filtri.cilindrata}`);
  if (filtri.soloDisponibili) c.push(sql`a.ricambi_disponibili > 0`);
  if (filtri.compatibileCon) c.push(filtroCompatibileSql(regoleFiltroCompatibile(filtri.compatibileCon)));
  return join(c, ' AND ');
}

/**
 * Newest first, with or without words: every result contains all the words (or their synonyms) anyway, and ranking
 * would score every match before the first page could be cut, a cost that grows with the catalogue. The one
 * distinction: cars a code the words may be matches come before the others (paginaCodiciPrimaSql). Sorted by the
 * seller's rating (`ordinamento: 'valutazione'`), the best rated sellers' cars come first, those without reviews
 * last, each group newest first, along the index on (valutazione_venditore, created_at, id)
 * (docs/search.md#sort-by-rating).
 */
const RECENTI = sql`a.created_at DESC, a.id DESC`;
const PER_VALUTAZIONE = sql`a.valutazione_venditore DESC NULLS LAST, a.created_at DESC, a.id DESC`;
const perValutazione = (filtri: Pick<FiltriRicerca, 'ordinamento'>) => filtri.ordinamento === 'valutazione';
const ordineDi = (filtri: Pick<FiltriRicerca, 'ordinamento'>): Sql => (perValutazione(filtri) ? PER_VALUTAZIONE : RECENTI);
/** The columns a page is sorted by, carried through the CTEs that collect the matches. */
const colonneDi = (filtri: Pick<FiltriRicerca, 'ordinamento'>): Sql =>
  perValutazione(filtri) ? sql`a.id, a.created_at, a.valutazione_venditore` : sql`a.id, a.created_at`;

/**
 * The page's ids and positions; kept apart from the card columns so the planner sorts narrow rows. With words, how the
 * matches are found depends on how many there are, which the capped count (`totaleSql`) has told:
 * - few (up to MAX_TOTALE_RICERCA): collected first from the GIN index (a materialized CTE is planned on its own,
 *   without the LIMIT), then sorted. Left to itself, the planner cannot tell a rare word's one match from fifty and
 *   walks the newest-first index testing every car's document until the page is full: all of them for an OEM code
 *   that one car has (36 ms at 20k cars, growing with the catalogue, against 7 ms from the GIN index).
 * - many: the newest cars are walked in order and tested until the page is full, which a common word does within a
 *   few dozen cars; collecting and sorting all of its matches would grow with the catalogue (most of 200k cars).
 */
export function paginaSql(filtri: Ricerca, { molte }: { molte: boolean }): Sql {
  if (filtri.tsquery !== null && filtri.codici !== null) return paginaCodiciPrimaSql(filtri, filtri.codici, { molte });
  const materializzata = (filtri.tsquery !== null && !molte) || filtri.compatibileCon ? sql`MATERIALIZED` : sql`NOT MATERIALIZED`;
  const ordine = ordineDi(filtri);
  return sql`
    WITH trovate AS ${materializzata} (SELECT ${colonneDi(filtri)} FROM auto a WHERE ${condizioni(filtri)})
    SELECT a.id, row_number() OVER (ORDER BY ${ordine}) AS posizione FROM trovate a
    ORDER BY ${ordine} LIMIT ${filtri.pageSize} OFFSET ${(filtri.page - 1) * filtri.pageSize}`;
}

/**
 * As paginaSql, with the cars matched by a code (`codici`) first and the others after, each group newest first: whoever
 * types 169A4 wants the engines coded 169A4000 before a description that mentions one. With few matches they are
 * collected from the GIN index as usual, and which of them a code matched is tested on those rows only. With many,
 * sorting them all by group would read every match; instead
 * - the codes' group is found as paginaSql finds matches, by its own count: collected from the GIN index when few,
 *   walking the newest cars when many, up to the page's end;
 * - the others are the newest matches of the words or codes walked up to twice the page's end, less the codes'
 *   matches among them: when the codes fill less than the page's end, fewer than that many of these are codes', so
 *   enough are left; when they fill it, the others are not on the page.
 */
function paginaCodiciPrimaSql(filtri: Ricerca, codici: CodiciCercati, { molte }: { molte: boolean }): Sql {
  const perCodice = sql`a.documento_ricerca @@ ${codici.tsquery}::tsquery`;
  const base = ordineDi(filtri);
  const colonne = colonneDi(filtri);
  const ordine = sql`a.per_codice DESC, ${base}`;
  const pagina = sql`ORDER BY ${ordine} LIMIT ${filtri.pageSize} OFFSET ${(filtri.page - 1) * filtri.pageSize}`;
  if (!molte) {
    return sql`
    WITH trovate AS MATERIALIZED (SELECT ${colonne}, ${perCodice} AS per_codice FROM auto a WHERE ${condizioni(filtri)})
    SELECT a.id, row_number() OVER (ORDER BY ${ordine}) AS posizione FROM trovate a
    ${pagina}`;
  }
  const fine = filtri.page * filtri.pageSize;
  const materializzata = codici.molti ? sql`NOT MATERIALIZED` : sql`MATERIALIZED`;
  return sql`
    WITH per_codice AS ${materializzata} (
      SELECT ${colonne} FROM auto a WHERE ${condizioni({ ...filtri, tsquery: codici.tsquery, codici: null })}),
    tutte AS NOT MATERIALIZED (
      SELECT ${colonne}, ${perCodice} AS per_codice FROM auto a WHERE ${condizioni(filtri)}
      ORDER BY ${base} LIMIT ${2 * fine}),
    trovate AS (
      (SELECT ${colonne}, TRUE AS per_codice FROM per_codice a ORDER BY ${base} LIMIT ${fine})
      UNION ALL
      SELECT ${colonne}, FALSE AS per_codice FROM tutte a WHERE NOT a.per_codice)
    SELECT a.id, row_number() OVER (ORDER BY ${ordine}) AS posizione FROM trovate a
    ${pagina}`;
}

/** The matches counted up to one past MAX_TOTALE_RICERCA: more than that reads as "oltre 1.000". */
export function totaleSql(filtri: Ricerca): Sql {
  return sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM auto a WHERE ${condizioni(filtri)} LIMIT ${MAX_TOTALE_RICERCA + 1}) trovate`;
}

/**
 * A seller's listings, newest first; `q` narrows them by brand, model or chassis number (the dashboard's box). Their
 * public page leaves out those the operator hid; the seller's own list keeps them.
 */
export function venditoreSql(venditoreId: string, q?: string | null, { pubblica = false }: { pubblica?: boolean } = {}): Sql {
  const testo = q
    ? sql`AND (a.marca ILIKE ${`%${escapeLike(q)}%`} OR a.modello ILIKE ${`%${escapeLike(q)}%`}
      OR a.numero_telaio ILIKE ${`%${escapeLike(q)}%`})`
    : empty;
  return sql`
    SELECT a.id, row_number() OVER (ORDER BY ${RECENTI}) AS posizione
    FROM auto a WHERE a.venditore_id = ${venditoreId}::uuid ${pubblica ? sql`AND ${VISIBILE}` : empty} ${testo}`;
}

/** A row of `cardsSql`, as `pg` returns it. */
export interface CardRow extends DatiAuto {
  id: string;
  immagine: string | null;
  telaio_verificato: boolean;
  ricambi_disponibili: number;
  ricambi_solo_officine: number;
  ricambi_totali: number;
  created_at: Date;
  venditore_id: string;
  venditore_nome: string | null;
  venditore_nome_attivita: string | null;
  venditore_media_stelle: number | null;
  venditore_numero_recensioni: number | null;
  venditore_affidabile: boolean | null;
}

/**
 * The available safety parts of car `a`: at most two rows of the (auto_id, nome) unique index per card, read for the
 * page's cards only, never by the search itself.
 */
const soloOfficineSql = sql`(SELECT count(*)::int FROM ricambi r
    WHERE r.auto_id = a.id AND r.nome IN (${join([...RICAMBI_DI_SICUREZZA])}) AND r.disponibile)`;

/** Card columns for the listings `ids` selects (id, posizione: `paginaSql` or `venditoreSql`), in that order. */
export const cardsSql = (ids: Sql): Sql => sql`
  SELECT a.id, a.marca, a.modello, a.anno, a.km, a.cv, a.kw, a.cilindrata, a.carburante::text AS carburante,
         a.codice_motore AS "codiceMotore", coalesce(a.numero_telaio ~ ${VIN_PATTERN.source}, FALSE) AS telaio_verificato,
         a.immagini[1] AS immagine, a.created_at, a.ricambi_disponibili, a.ricambi_totali,
         ${soloOfficineSql} AS ricambi_solo_officine,
         a.venditore_id, v.nome AS venditore_nome, v.nome_attivita AS venditore_nome_attivita,
         v.media_stelle AS venditore_media_stelle, v.numero_recensioni AS venditore_numero_recensioni,
         v.affidabile AS venditore_affidabile
  FROM (${ids}) p
  JOIN auto a ON a.id = p.id
  LEFT JOIN venditori v ON v.id = a.venditore_id
  ORDER BY p.posizione`;

/** Runs one query and returns its rows. */
export type Esegui = <T>(query: Sql) => Promise<T[]>;

/** What eseguiSuPool needs of pg: a Pool or a Client. */
interface PgQueryable {
  query(text: string, values: unknown[]): Promise<QueryResult>;
}

/**
 * The queries run straight on a pg pool (or one client, as the plan tests hold): the rows as pg reads them (the
 * columns' types match CardRow's), without the conversion through Prisma's result format, which took a tenth of
 * catalogue's time per search.
 */
export const eseguiSuPool =
  (pool: PgQueryable): Esegui =>
  async <T>(query: Sql) =>
    (await pool.query(query.text, query.values)).rows as T[];

export interface Trovate {
  rows: CardRow[];
  /** Exact up to MAX_TOTALE_RICERCA; past it, MAX_TOTALE_RICERCA with `totaleEsatto` false. */
  total: number;
  totaleEsatto: boolean;
}

/** The matches counted up to one past the cap (totaleSql). */
const contaFinoAlTetto = async (esegui: Esegui, ricerca: Ricerca): Promise<number> =>
  (await esegui<{ total: number }>(totaleSql(ricerca)))[0].total;

/** A search with words: the tsquery it runs and how many cars match it, counted up to one past the cap. */
export interface ParoleContate {
  ricerca: Ricerca;
  contate: number;
  /** The last word is taken as a prefix: as they are, and as codes, the words find no car. */
  completata: boolean;
}

/**
 * The words as a tsquery, with the codes they may be (codiceCercato) when some car has one, and the capped count of the
 * cars either finds. Words that find no car and end in what may be an unfinished word
 * are tried once more with that word as a prefix, so "Alfa Rom" finds the Romeo. Only then: a word that finds cars
 * finds them as itself and its synonyms, never as every longer word it begins ("punto" is not "puntale"). The price:
 * when an unfinished word happens to be a whole word too ("Rom" is the stem of "Roma"), it is taken as one.
 */
export async function conParole(esegui: Esegui, filtri: FiltriRicerca & { q: string }): Promise<ParoleContate> {
  const risolvi = async (espansione: Sql, completata: boolean): Promise<ParoleContate> => {
    const [riga] = await esegui<{ query: string; codici?: string; codici_contate?: number }>(espansione);
    const codici: CodiciCercati | null =
      riga.codici && riga.codici_contate ? { tsquery: riga.codici, molti: riga.codici_contate > MAX_TOTALE_RICERCA } : null;
    const ricerca: Ricerca = { ...filtri, tsquery: riga.query, codici };
    return { ricerca, contate: await contaFinoAlTetto(esegui, ricerca), completata };
  };
  const esatte = await risolvi(espansioneSql(filtri.q, codiceCercato(filtri.q)), false);
  const daCompletare = parolaDaCompletare(filtri.q);
  return esatte.contate > 0 || daCompletare === null ? esatte : risolvi(completamentoSql(daCompletare, { vocabolario: true }), true);
}



/**
 * The home search (docs/rules.md §3): without words the page and the capped count run at once; with words the count comes
 * first (conParole), because how many match decides how the page is best found (paginaSql).
 */
export async function cerca(esegui: Esegui, filtri: FiltriRicerca): Promise<Trovate> {
  const pagina = (ricerca: Ricerca, molte: boolean) => esegui<CardRow>(cardsSql(paginaSql(ricerca, { molte })));
  let rows: CardRow[];
  let contate: number;
  if (filtri.q) {
    const parole = await conParole(esegui, { ...filtri, q: filtri.q });
    contate = parole.contate;
    rows = await pagina(parole.ricerca, contate > MAX_TOTALE_RICERCA);
  } else {
    const ricerca: Ricerca = { ...filtri, tsquery: null, codici: null };
    [rows, contate] = await Promise.all([pagina(ricerca, false), contaFinoAlTetto(esegui, ricerca)]);
  }
  return { rows, total: Math.min(contate, MAX_TOTALE_RICERCA), totaleEsatto: contate <= MAX_TOTALE_RICERCA };
}
