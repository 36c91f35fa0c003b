import { MAX_TOTALE_RICERCA, searchListingsRequest, VIN_PATTERN } from '@ricambiamo/contracts';
import type { SearchListingsRequest } from '@ricambiamo/contracts';
import type { Ricerca } from './ricerca-sql';
import type { Sql } from '@prisma/client/runtime/client';
import {
  cardsSql,
  codiceCercato,
  completamentoSql,
  conParole,
  espansioneSql,
  paginaSql,
  parolaDaCompletare,
  totaleSql,
  venditoreSql,
} from './ricerca-sql';

const ricerca = (filtri: SearchListingsRequest, tsquery: string | null = null, codici: Ricerca['codici'] = null): Ricerca => ({
  ...searchListingsRequest.parse(filtri),
  tsquery,
  codici,
});

/** What every search asks first: a listing the operator hid, or of a suspended seller, is never found. */
const VISIBILE = 'NOT (a.nascosta OR a.venditore_sospeso)';

/** The WHERE clause of the count after the visibility every search starts with, with the whitespace of the template folded. */
const where = (filtri: Ricerca) => {
  const clausola = totaleSql(filtri)
    .text.replace(/\s+/g, ' ')
    .split(' WHERE ')[1]
    .replace(/ LIMIT \$\d+\) trovate$/, '');
  expect(clausola.startsWith(VISIBILE)).toBe(true);
  return clausola.slice(VISIBILE.length).replace(/^ AND /, '');
};

describe('search SQL', () => {
  it('expands the words by a query of its own, the words as a parameter', () => {
    const sql = espansioneSql("faro'; DROP TABLE auto --");
    expect(sql.text).toBe("SELECT espandi_sinonimi(websearch_to_tsquery('catalogo', $1))::text AS query");
    expect(sql.values).toEqual(["faro'; DROP TABLE auto --"]);
  });

  it('looks the words up as a code too when they may be one, counting the cars that have one apart', () => {
    const sql = espansioneSql('169 a4', '169A4');
    expect(sql.text.replace(/\s+/g, ' ').trim()).toBe(
      'WITH codici AS MATERIALIZED (SELECT 1 FROM auto a WHERE a.documento_ricerca @@ $1::tsquery) ' +
        "SELECT espandi_sinonimi(websearch_to_tsquery('catalogo', $2))::text AS query, $3 AS codici, " +
        '(SELECT count(*) FROM (SELECT 1 FROM codici LIMIT $4) contate)::int AS codici_contate',
    );
    expect(sql.values).toEqual(["'#169A4':*", '169 a4', "'#169A4':*", MAX_TOTALE_RICERCA + 1]);
  });

  it('reads the words as a code when they are letters, digits, spaces, dots and dashes, normalised as codes are stored', () => {
    expect(codiceCercato('46.760.000')).toBe('46760000');
    expect(codiceCercato(' 46 760 000 ')).toBe('46760000');
    expect(codiceCercato('169a4')).toBe('169A4');
    expect(codiceCercato('8200-123-abc')).toBe('8200123ABC');
    expect(codiceCercato('K9K 608')).toBe('K9K608');
    // Too short to tell codes apart, not a code's characters, or words without a digit: text only.
    for (const q of ['55', '5.5', '"169A4000"', '-169A4', 'città 1', "169A4'", '46/760', 'alfa rom', 'CAYC']) {
      expect(codiceCercato(q)).toBeNull();
    }
  });

  it('completes the last word only when it is a bare word of three or more letters or digits', () => {
    expect(parolaDaCompletare('Alfa Rom')).toEqual({ resto: 'Alfa', parola: 'Rom' });
    expect(parolaDaCompletare('  pun ')).toEqual({ resto: '', parola: 'pun' });
    expect(parolaDaCompletare('città')).toEqual({ resto: '', parola: 'città' });
    expect(parolaDaCompletare('citta\u0300')).toEqual({ resto: '', parola: 'città' });
    expect(parolaDaCompletare('golf 552')).toEqual({ resto: 'golf', parola: '552' });
    // Too short to narrow anything, negated, inside an open quote, the alternative of an OR, or a code with punctuation.
    expect(parolaDaCompletare('fiat pu')).toBeNull();
    expect(parolaDaCompletare('faro -pun')).toBeNull();
    expect(parolaDaCompletare('"alfa rom')).toBeNull();
    expect(parolaDaCompletare('faro OR fan')).toBeNull();
    expect(parolaDaCompletare('1K0-907')).toBeNull();
  });

  it('turns the last word into a prefix, the words before it expanded as usual', () => {
    const sql = completamentoSql({ resto: 'Alfa', parola: 'Rom' });
    expect(sql.text).toBe(
      "SELECT (espandi_sinonimi(websearch_to_tsquery('catalogo', $1)) && to_tsquery('catalogo', $2))::text AS query",
    );
    expect(sql.values).toEqual(['Alfa', 'Rom:*']);
    const sola = completamentoSql({ resto: '', parola: 'pun' });
    expect(sola.text).toBe("SELECT to_tsquery('catalogo', $1)::text AS query");
    expect(sola.values).toEqual(['pun:*']);
  });

  it('completes the prefix into the catalogue’s words for the search itself', () => {
    const sql = completamentoSql({ resto: 'Alfa', parola: 'Rom' }, { vocabolario: true });
    expect(sql.text).toBe("SELECT (espandi_sinonimi(websearch_to_tsquery('catalogo', $1)) && completa_parola($2))::text AS query");
    expect(sql.values).toEqual(['Alfa', 'Rom']);
  });

  describe('the words resolved and counted', () => {
    /** Words expand to 'esatte', or to 'prefisso' with the last word completed; a tsquery finds `contate[tsquery]` cars. */
    const database = (contate: Record<string, number>, codiciContate = 0) => {
      const eseguite: Sql[] = [];
      const esegui = <T>(sql: Sql): Promise<T[]> => {
        eseguite.push(sql);
        const prefisso = sql.text.includes('completa_parola');
        const codici = sql.text.includes('AS codici') ? { codici: sql.values[0], codici_contate: codiciContate } : {};
        const righe = sql.text.includes('AS query')
          ? [{ query: prefisso ? 'prefisso' : 'esatte', ...codici }]
          : [{ total: contate[String(sql.values[0])] ?? 0 }];
        return Promise.resolve(righe as T[]);
      };
      return { esegui, eseguite };
    };
    const filtri = (q: string) => ({ ...searchListingsRequest.parse({ q }), q });

    it('keeps the words as typed when they find cars, without trying a prefix', async () => {
      const { esegui, eseguite } = database({ esatte: 3 });
      expect(await conParole(esegui, filtri('alfa rom'))).toMatchObject({ ricerca: { tsquery: 'esatte' }, contate: 3 });
      expect(eseguite).toHaveLength(2);
    });

    it('tries the last word completed once when the words find nothing', async () => {
      const { esegui, eseguite } = database({ prefisso: 1200 });
      expect(await conParole(esegui, filtri('alfa rom'))).toMatchObject({ ricerca: { tsquery: 'prefisso' }, contate: 1200 });
      expect(eseguite.map((sql) => sql.values)).toEqual([['alfa rom'], ['esatte', MAX_TOTALE_RICERCA + 1], ['alfa', 'rom'], ['prefisso', MAX_TOTALE_RICERCA + 1]]);
    });

    it('takes the codes the words may be when some car has one, and counts their matches with the words’', async () => {
      const { esegui, eseguite } = database({ esatte: 2 }, 2);
      const { ricerca: trovata, contate } = await conParole(esegui, filtri('169A4'));
      expect(trovata).toMatchObject({ tsquery: 'esatte', codici: { tsquery: "'#169A4':*", molti: false } });
      expect(contate).toBe(2);
      expect(eseguite[1].values).toEqual(['esatte', "'#169A4':*", MAX_TOTALE_RICERCA + 1]);
      expect((await conParole(database({ esatte: 2 }, MAX_TOTALE_RICERCA + 1).esegui, filtri('169A4'))).ricerca.codici).toEqual({
        tsquery: "'#169A4':*",
        molti: true,
      });
      const senza = database({ esatte: 2 }, 0);
      expect((await conParole(senza.esegui, filtri('169A4'))).ricerca.codici).toBeNull();
      expect(senza.eseguite[1].values).toEqual(['esatte', MAX_TOTALE_RICERCA + 1]);
    });

    it('answers nothing found when there is no word to complete', async () => {
      const { esegui, eseguite } = database({ prefisso: 5 });
      expect(await conParole(esegui, filtri('faro OR fa'))).toMatchObject({ ricerca: { tsquery: 'esatte' }, contate: 0 });
      expect(eseguite).toHaveLength(2);
    });
  });

  it('counts every car without filters', () => {
    const sql = totaleSql(ricerca({}));
    expect(sql.text).toBe('SELECT count(*)::int AS total FROM (SELECT 1 FROM auto a WHERE NOT (a.nascosta OR a.venditore_sospeso) LIMIT $1) trovate');
    expect(sql.values).toEqual([MAX_TOTALE_RICERCA + 1]);
  });

  it('joins the filters with AND, every value a parameter, LIKE wildcards typed by the user kept literal', () => {
    const filtri = ricerca(
      { marca: 'alfa_100%', carburante: 'diesel', annoDa: 2005, annoA: 2015, cilindrata: 1600, soloDisponibili: true },
      "'cambi' | 'trasmission'",
    );
    expect(where(filtri)).toBe(
      'a.documento_ricerca @@ $1::tsquery AND a.marca ILIKE $2 AND a.carburante = $3::carburante AND a.anno >= $4 ' +
        'AND a.anno <= $5 AND a.cilindrata = $6 AND a.ricambi_disponibili > 0',
    );
    expect(totaleSql(filtri).values).toEqual(["'cambi' | 'trasmission'", '%alfa\\_100\\%%', 'diesel', 2005, 2015, 1600, MAX_TOTALE_RICERCA + 1]);
  });

  it("keeps the cars with the buyer's engine code or of their model, years and engine, names as chiaveNome keys them", () => {
    const panda = { marca: 'FIAT', modello: ' Panda', anno: 2012, carburante: 'benzina', cilindrata: 1242, codiceMotore: '169a4.000' } as const;
    const filtri = ricerca({ soloDisponibili: true, compatibileCon: panda });
    expect(where(filtri)).toBe(
      'a.ricambi_disponibili > 0 AND (a.codice_motore_norm = $1 OR (a.anno BETWEEN $2 AND $3 AND a.carburante = $4::carburante ' +
        'AND a.cilindrata = $5 AND (a.codice_motore_norm IS NULL OR a.codice_motore_norm = $6) ' +
        'AND chiave_nome(a.marca) = $7 AND chiave_nome(a.modello) = $8))',
    );
    expect(totaleSql(filtri).values).toEqual(['169A4000', 2010, 2014, 'benzina', 1242, '169A4000', 'fiat', 'panda', MAX_TOTALE_RICERCA + 1]);
    // What the buyer did not give puts no condition.
    const senzaMotore = ricerca({ compatibileCon: { ...panda, carburante: null, cilindrata: null, codiceMotore: null } });
    expect(where(senzaMotore)).toBe('(a.anno BETWEEN $1 AND $2 AND chiave_nome(a.marca) = $3 AND chiave_nome(a.modello) = $4)');
  });

  it('keeps an open range open and a zero bound a bound', () => {
    expect(where(ricerca({ kmDa: 0, cvA: 150 }))).toBe('a.km >= $1 AND a.cv <= $2');
    expect(totaleSql(ricerca({ kmDa: 0, cvA: 150 })).values).toEqual([0, 150, MAX_TOTALE_RICERCA + 1]);
  });

  it('pages newest first, collecting the matches first only for words with few of them', () => {
    const senza = paginaSql(ricerca({ modello: 'giulia', page: 3, pageSize: 12 }), { molte: false });
    expect(senza.text).toContain('WITH trovate AS NOT MATERIALIZED (SELECT a.id, a.created_at FROM auto a WHERE NOT (a.nascosta OR a.venditore_sospeso) AND a.modello ILIKE $1)');
    expect(senza.text).toContain('ORDER BY a.created_at DESC, a.id DESC LIMIT $2 OFFSET $3');
    expect(senza.values).toEqual(['%giulia%', 12, 24]);

    const con = paginaSql(ricerca({ q: 'fanale' }, "'faro' | 'fanal'"), { molte: false });
    expect(con.text).toContain('WITH trovate AS MATERIALIZED (SELECT a.id, a.created_at FROM auto a WHERE NOT (a.nascosta OR a.venditore_sospeso) AND a.documento_ricerca @@ $1::tsquery)');
    expect(con.values).toEqual(["'faro' | 'fanal'", 12, 0]);

    // A common word: the newest cars are walked in order until the page is full.
    const comune = paginaSql(ricerca({ q: 'centralina' }, "'centralin'"), { molte: true });
    expect(comune.text).toContain('WITH trovate AS NOT MATERIALIZED (SELECT a.id, a.created_at FROM auto a WHERE NOT (a.nascosta OR a.venditore_sospeso) AND a.documento_ricerca @@ $1::tsquery)');
  });

  it('collects the cars that fit the buyer’s vehicle before sorting them, with words or without, however many match', () => {
    const panda = { marca: 'Fiat', modello: 'Panda', anno: 2012, carburante: 'benzina', cilindrata: 1242, codiceMotore: '169A4000' } as const;
    for (const [filtri, tsquery, molte] of [
      [{ compatibileCon: panda }, null, false],
      [{ compatibileCon: panda, q: 'centralina' }, "'centralin'", true],
    ] as const) {
      expect(paginaSql(ricerca(filtri, tsquery), { molte }).text).toMatch(/^\s*WITH trovate AS MATERIALIZED \(.* AND \(a\.codice_motore_norm = \$\d+ OR /s);
    }
  });

  it('sorts by the seller’s rating, sellers without reviews last, each group newest first', () => {
    const tutte = paginaSql(ricerca({ ordinamento: 'valutazione' }), { molte: false });
    expect(tutte.text.replace(/\s+/g, ' ')).toContain(
      'WITH trovate AS NOT MATERIALIZED (SELECT a.id, a.created_at, a.valutazione_venditore FROM auto a WHERE NOT (a.nascosta OR a.venditore_sospeso)) ' +
        'SELECT a.id, row_number() OVER (ORDER BY a.valutazione_venditore DESC NULLS LAST, a.created_at DESC, a.id DESC) AS posizione ' +
        'FROM trovate a ORDER BY a.valutazione_venditore DESC NULLS LAST, a.created_at DESC, a.id DESC LIMIT $1 OFFSET $2',
    );
    const codici = paginaSql(ricerca({ q: '169A4', ordinamento: 'valutazione' }, "'169a4'", { tsquery: "'#169A4':*", molti: true }), { molte: true });
    expect(codici.text.replace(/\s+/g, ' ')).toContain(
      'SELECT a.id, a.created_at, a.valutazione_venditore, TRUE AS per_codice FROM per_codice a ' +
        'ORDER BY a.valutazione_venditore DESC NULLS LAST, a.created_at DESC, a.id DESC LIMIT $',
    );
    expect(codici.text).toContain('ORDER BY a.per_codice DESC, a.valutazione_venditore DESC NULLS LAST, a.created_at DESC, a.id DESC LIMIT');
  });

  it('finds a car by the words or by a code they may be, the codes’ matches first', () => {
    const filtri = ricerca({ q: '169A4', page: 2 }, "'169a4'", { tsquery: "'#169A4':*", molti: false });
    expect(where(filtri)).toBe('a.documento_ricerca @@ ($1::tsquery || $2::tsquery)');
    const poche = paginaSql(filtri, { molte: false });
    expect(poche.text.replace(/\s+/g, ' ')).toContain(
      'WITH trovate AS MATERIALIZED (SELECT a.id, a.created_at, a.documento_ricerca @@ $1::tsquery AS per_codice FROM auto a ' +
        'WHERE NOT (a.nascosta OR a.venditore_sospeso) AND a.documento_ricerca @@ ($2::tsquery || $3::tsquery)) SELECT a.id, row_number() OVER ' +
        '(ORDER BY a.per_codice DESC, a.created_at DESC, a.id DESC) AS posizione FROM trovate a ' +
        'ORDER BY a.per_codice DESC, a.created_at DESC, a.id DESC LIMIT $4 OFFSET $5',
    );
    expect(poche.values).toEqual(["'#169A4':*", "'169a4'", "'#169A4':*", 12, 12]);
  });

  it('pages many matches group by group: the codes’ as their own count says, the rest walked up to twice the page’s end', () => {
    const filtri = ricerca({ q: '2012', page: 2 }, "'2012'", { tsquery: "'#2012':*", molti: false });
    const testo = (sql: Sql) => sql.text.replace(/\s+/g, ' ');
    const poche = paginaSql(filtri, { molte: true });
    expect(testo(poche)).toContain(
      'WITH per_codice AS MATERIALIZED ( SELECT a.id, a.created_at FROM auto a WHERE NOT (a.nascosta OR a.venditore_sospeso) AND a.documento_ricerca @@ $1::tsquery), ' +
        'tutte AS NOT MATERIALIZED ( SELECT a.id, a.created_at, a.documento_ricerca @@ $2::tsquery AS per_codice FROM auto a ' +
        'WHERE NOT (a.nascosta OR a.venditore_sospeso) AND a.documento_ricerca @@ ($3::tsquery || $4::tsquery) ORDER BY a.created_at DESC, a.id DESC LIMIT $5), ' +
        'trovate AS ( (SELECT a.id, a.created_at, TRUE AS per_codice FROM per_codice a ORDER BY a.created_at DESC, a.id DESC LIMIT $6) ' +
        'UNION ALL SELECT a.id, a.created_at, FALSE AS per_codice FROM tutte a WHERE NOT a.per_codice)',
    );
    expect(poche.values).toEqual(["'#2012':*", "'#2012':*", "'2012'", "'#2012':*", 48, 24, 12, 12]);
    const molti = paginaSql({ ...filtri, codici: { tsquery: "'#2012':*", molti: true } }, { molte: true });
    expect(testo(molti)).toContain('WITH per_codice AS NOT MATERIALIZED (');
  });

  it('counts the matches only up to one past the cap', () => {
    const sql = totaleSql(ricerca({ cilindrata: 1230 }));
    expect(sql.text.replace(/\s+/g, ' ')).toBe(
      'SELECT count(*)::int AS total FROM (SELECT 1 FROM auto a WHERE NOT (a.nascosta OR a.venditore_sospeso) AND a.cilindrata = $1 LIMIT $2) trovate',
    );
    expect(sql.values).toEqual([1230, MAX_TOTALE_RICERCA + 1]);
  });

  it('wraps a page in the card columns, keeping its parameters', () => {
    const sql = cardsSql(paginaSql(ricerca({ cilindrata: 1230 }), { molte: false }));
    expect(sql.text).toMatch(/^\s*SELECT a\.id, a\.marca, .* FROM \(\s*WITH trovate AS NOT MATERIALIZED/s);
    expect(sql.text).toContain('LEFT JOIN venditori v ON v.id = a.venditore_id');
    // The available safety parts, counted per card (docs/rules.md §3.3).
    expect(sql.text.replace(/\s+/g, ' ')).toContain(
      '(SELECT count(*)::int FROM ricambi r WHERE r.auto_id = a.id AND r.nome IN ($2,$3) AND r.disponibile) AS ricambi_solo_officine',
    );
    // The engine code as written, and whether the VIN has a VIN's shape, never the VIN itself.
    expect(sql.text).toContain('a.codice_motore AS "codiceMotore", coalesce(a.numero_telaio ~ $1, FALSE) AS telaio_verificato');
    expect(sql.values).toEqual([VIN_PATTERN.source, 'Pompa ABS', 'Kit Airbag', 1230, 12, 0]);
  });

  it("narrows a seller's listings by brand, model or chassis number", () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(venditoreSql(id).values).toEqual([id]);
    expect(venditoreSql(id).text).not.toContain('ILIKE');
    const sql = venditoreSql(id, 'zfa');
    expect(sql.text.replace(/\s+/g, ' ')).toContain(
      'a.venditore_id = $1::uuid AND (a.marca ILIKE $2 OR a.modello ILIKE $3 OR a.numero_telaio ILIKE $4)',
    );
    expect(sql.values).toEqual([id, '%zfa%', '%zfa%', '%zfa%']);
  });
});
