import { Injectable } from '@nestjs/common';
import type { AutoCardDto, Carburante, SearchListingsDto, searchListingsRequest } from '@ricambiamo/contracts';
import type { z } from 'zod';
import { Prisma } from '../generated/prisma/client';
import { PrismaService } from '../prisma/prisma.service';
import { sconosciuto } from '../venditore/venditore.repository';

export type FiltriRicerca = z.output<typeof searchListingsRequest>;

/** `%`, `_` and `\` typed by a user are literal characters, not LIKE wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The user's words as a tsquery (web-search syntax: quotes, OR, -), stemmed and accent-folded by the `catalogo`
 * configuration, then widened by the synonym groups (faro → faro | fanale | proiettore), in its text form. Computed
 * by a query of its own and sent back as a constant: the planner then estimates the matches from the GIN index's
 * statistics (a common word on most cars, a rare one on few), where for a value computed inside the search it can
 * only guess.
 */
export const espansioneSql = (q: string) =>
  Prisma.sql`SELECT espandi_sinonimi(websearch_to_tsquery('catalogo', ${q}))::text AS query`;

/** The filters with the free text already turned into a tsquery (null without words). */
export type Ricerca = FiltriRicerca & { tsquery: string | null };

/** Every filter of spec §2 Home; each one has an index (see the migrations). */
function condizioni(filtri: Ricerca): Prisma.Sql {
  const c: Prisma.Sql[] = [];
  if (filtri.tsquery !== null) c.push(Prisma.sql`a.documento_ricerca @@ ${filtri.tsquery}::tsquery`);
  if (filtri.marca) c.push(Prisma.sql`a.marca ILIKE ${`%${escapeLike(filtri.marca)}%`}`);
  if (filtri.modello) c.push(Prisma.sql`a.modello ILIKE ${`%${escapeLike(filtri.modello)}%`}`);
  if (filtri.carburante) c.push(Prisma.sql`a.carburante = ${filtri.carburante}::carburante`);
  const range = (column: Prisma.Sql, da?: number | null, a?: number | null) => {
    if (da != null) c.push(Prisma.sql`${column} >= ${da}`);
    if (a != null) c.push(Prisma.sql`${column} <= ${a}`);
  };
  range(Prisma.sql`a.anno`, filtri.annoDa, filtri.annoA);
  range(Prisma.sql`a.km`, filtri.kmDa, filtri.kmA);
  range(Prisma.sql`a.cv`, filtri.cvDa, filtri.cvA);
  range(Prisma.sql`a.kw`, filtri.kwDa, filtri.kwA);
  if (filtri.cilindrata != null) c.push(Prisma.sql`a.cilindrata = ${filtri.cilindrata}`);
  if (filtri.soloDisponibili) c.push(Prisma.sql`a.ricambi_disponibili > 0`);
  return c.length > 0 ? Prisma.join(c, ' AND ') : Prisma.sql`TRUE`;
}

/**
 * Newest first, with or without words: every result contains all the words (or their synonyms) anyway, and ranking
 * would score every match before the first page could be cut, a cost that grows with the catalogue.
 */
const ORDINE = Prisma.sql`a.created_at DESC, a.id DESC`;

/**
 * The page's ids and positions; kept apart from the card columns so the planner sorts narrow rows. With words, the
 * matches are collected first (a materialized CTE is planned on its own, without the LIMIT): for a rare word the
 * planner cannot tell one match from fifty, and would walk the newest-first index testing every car's document
 * until the page is full — all of them for an OEM code that one car has (36 ms at 20k cars, growing with the
 * catalogue, against 7 ms from the GIN index). Collected first, the cost follows the number of matches instead.
 */
export function paginaSql(filtri: Ricerca): Prisma.Sql {
  const materializzata = filtri.tsquery === null ? Prisma.sql`NOT MATERIALIZED` : Prisma.sql`MATERIALIZED`;
  return Prisma.sql`
    WITH trovate AS ${materializzata} (SELECT a.id, a.created_at FROM auto a WHERE ${condizioni(filtri)})
    SELECT a.id, row_number() OVER (ORDER BY ${ORDINE}) AS posizione FROM trovate a
    ORDER BY ${ORDINE} LIMIT ${filtri.pageSize} OFFSET ${(filtri.page - 1) * filtri.pageSize}`;
}

export function totaleSql(filtri: Ricerca): Prisma.Sql {
  return Prisma.sql`SELECT count(*)::int AS total FROM auto a WHERE ${condizioni(filtri)}`;
}

interface CardRow {
  id: string;
  marca: string;
  modello: string;
  anno: number;
  km: number;
  cv: number;
  kw: number;
  cilindrata: number;
  carburante: Carburante;
  immagine: string | null;
  ricambi_disponibili: number;
  ricambi_totali: number;
  created_at: Date;
  venditore_id: string;
  venditore_nome: string | null;
  venditore_nome_attivita: string | null;
}

function toCard(row: CardRow): AutoCardDto {
  return {
    id: row.id,
    marca: row.marca,
    modello: row.modello,
    anno: row.anno,
    km: row.km,
    cv: row.cv,
    kw: row.kw,
    cilindrata: row.cilindrata,
    carburante: row.carburante,
    immagine: row.immagine,
    ricambiDisponibili: row.ricambi_disponibili,
    ricambiTotali: row.ricambi_totali,
    createdAt: row.created_at.toISOString(),
    venditore:
      row.venditore_nome === null
        ? sconosciuto(row.venditore_id)
        : { id: row.venditore_id, nome: row.venditore_nome, nomeAttivita: row.venditore_nome_attivita },
  };
}

/** Card columns for the listings `ids` selects (id, posizione), in that order. */
const cardsSql = (ids: Prisma.Sql) => Prisma.sql`
  SELECT a.id, a.marca, a.modello, a.anno, a.km, a.cv, a.kw, a.cilindrata, a.carburante::text AS carburante,
         a.immagini[1] AS immagine, a.created_at, a.ricambi_disponibili, a.ricambi_totali,
         a.venditore_id, v.nome AS venditore_nome, v.nome_attivita AS venditore_nome_attivita
  FROM (${ids}) p
  JOIN auto a ON a.id = p.id
  LEFT JOIN venditori v ON v.id = a.venditore_id
  ORDER BY p.posizione`;

@Injectable()
export class RicercaRepository {
  constructor(private readonly prisma: PrismaService) {}

  async search(filtri: FiltriRicerca): Promise<SearchListingsDto> {
    const ricerca: Ricerca = { ...filtri, tsquery: filtri.q ? await this.espandi(filtri.q) : null };
    const [rows, [{ total }]] = await Promise.all([
      this.prisma.$queryRaw<CardRow[]>(cardsSql(paginaSql(ricerca))),
      this.prisma.$queryRaw<{ total: number }[]>(totaleSql(ricerca)),
    ]);
    return { items: rows.map(toCard), total, page: filtri.page, pageSize: filtri.pageSize };
  }

  async espandi(q: string): Promise<string> {
    const [{ query }] = await this.prisma.$queryRaw<{ query: string }[]>(espansioneSql(q));
    return query;
  }

  /** A seller's listings, newest first; `q` narrows them by brand, model or chassis number (the dashboard's box). */
  async bySeller(venditoreId: string, q?: string | null): Promise<AutoCardDto[]> {
    const testo = q ? Prisma.sql`AND (a.marca ILIKE ${`%${escapeLike(q)}%`} OR a.modello ILIKE ${`%${escapeLike(q)}%`}
      OR a.numero_telaio ILIKE ${`%${escapeLike(q)}%`})` : Prisma.empty;
    const ids = Prisma.sql`
      SELECT a.id, row_number() OVER (ORDER BY ${ORDINE}) AS posizione
      FROM auto a WHERE a.venditore_id = ${venditoreId}::uuid ${testo}`;
    return (await this.prisma.$queryRaw<CardRow[]>(cardsSql(ids))).map(toCard);
  }
}
