import type { Sql } from '@prisma/client/runtime/client';
import { sqltag as sql } from '@prisma/client/runtime/client';
import type { InserzionePerAvvisiDto } from '@ricambiamo/contracts';

/**
 * The active saved searches a car meets, "Solo compatibili" aside (docs/architecture.md#saved-searches). Each condition
 * is the search's own (libs/backend/catalogue-search condizioni) with the car's value in place of its column and the
 * search's in place of the constant. The words match as they are, as codes, or completed; `solo_completamento` says the
 * car matched only completed, which the search runs only while the words find no car (asked of catalogue). Only the searches keyed by one of the car's lexemes, or by none, are read: the
 * index on `chiave`, with the lexemes folded into a constant list when the statement is planned.
 */
export const candidateSql = (a: InserzionePerAvvisiDto): Sql => sql`
  SELECT s.id, s.acquirente_id, s.nome, s.frequenza, s.compatibile, s.filtri,
         s.parole_query IS NOT NULL AND NOT ${a.documento}::tsvector @@ s.parole_query
           AND NOT coalesce(${a.documento}::tsvector @@ s.codici_query, FALSE) AS solo_completamento
  FROM ricerche_salvate s
  WHERE (s.chiave IS NULL OR s.chiave = ANY (tsvector_to_array(${a.documento}::tsvector)))
    AND s.attiva
    AND (s.parole_query IS NULL OR ${a.documento}::tsvector @@ s.parole_query
         OR coalesce(${a.documento}::tsvector @@ s.codici_query, FALSE)
         OR coalesce(${a.documento}::tsvector @@ s.completamento_query, FALSE))
    AND (s.marca_like IS NULL OR ${a.marca} ILIKE s.marca_like)
    AND (s.modello_like IS NULL OR ${a.modello} ILIKE s.modello_like)
    AND (s.carburante IS NULL OR s.carburante = ${a.carburante})
    AND (s.anno_da IS NULL OR ${a.anno} >= s.anno_da) AND (s.anno_a IS NULL OR ${a.anno} <= s.anno_a)
    AND (s.km_da IS NULL OR ${a.km} >= s.km_da) AND (s.km_a IS NULL OR ${a.km} <= s.km_a)
    AND (s.cv_da IS NULL OR ${a.cv} >= s.cv_da) AND (s.cv_a IS NULL OR ${a.cv} <= s.cv_a)
    AND (s.kw_da IS NULL OR ${a.kw} >= s.kw_da) AND (s.kw_a IS NULL OR ${a.kw} <= s.kw_a)
    AND (s.cilindrata IS NULL OR s.cilindrata = ${a.cilindrata})
    AND (NOT s.solo_disponibili OR ${a.ricambiDisponibili} > 0)`;
