-- The words of the search documents, each once: what an unfinished last word is completed to before the search, so
-- that "Alfa Rom" searches 'alfa' & 'rome' from the GIN index instead of the prefix 'rom':*, which makes the index
-- gather every match of every word it begins into a bitmap first (at 1,000,000 cars, 44 ms against 18; docs/search.md).
-- Words only: a lexeme with a digit is a code (OEM, engine, gearbox), a million of them in a national catalogue, and a
-- code is looked up as a code. In the C collation the primary key's b-tree serves "begins with".
CREATE TABLE "parole_ricerca" (
    "parola" TEXT COLLATE "C" NOT NULL,

    CONSTRAINT "parole_ricerca_pkey" PRIMARY KEY ("parola")
);

-- What a code is, for the words and for the typed word: a lexeme with a digit, or with '#' (a normalised code).
CREATE FUNCTION e_un_codice(p_lessema text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT p_lessema ~ '[0-9#]'
$$;

-- Registers the words among `p_lessemi`, leaving the codes out. In order, so that two listings bringing the same new
-- words wait for each other and never deadlock. A word whose last car is gone stays: completing to it finds nothing
-- more than the prefix would. PL/pgSQL keeps the insert's plan for the session, where a SQL function plans it again at
-- every call, and the row trigger calls it for every listing written.
CREATE FUNCTION registra_parole(p_lessemi text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO parole_ricerca (parola)
  SELECT DISTINCT p FROM unnest(p_lessemi) AS p WHERE NOT e_un_codice(p) ORDER BY p
  ON CONFLICT DO NOTHING;
END $$;

-- Kept where documents are written: the row trigger, as a listing is inserted or its brand, model, engine code or
-- description change, and the function the parts' statement trigger calls, once per statement for all its cars.
CREATE OR REPLACE FUNCTION auto_documento_ricerca() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.documento_ricerca := documento_ricerca(NEW.id, NEW.marca, NEW.modello, NEW.descrizione, NEW.codice_motore, NEW.codice_motore_norm);
  IF TG_OP = 'INSERT' OR NEW.documento_ricerca IS DISTINCT FROM OLD.documento_ricerca THEN
    PERFORM registra_parole(tsvector_to_array(NEW.documento_ricerca));
  END IF;
  RETURN NEW;
END $$;

CREATE OR REPLACE FUNCTION aggiorna_auto_da_ricambi(p_auto uuid[]) RETURNS void LANGUAGE sql AS $$
  WITH aggiornate AS (
    UPDATE auto a SET documento_ricerca = documento_ricerca(a.id, a.marca, a.modello, a.descrizione, a.codice_motore, a.codice_motore_norm),
                      ricambi_disponibili = r.disponibili, ricambi_totali = r.totali
    FROM (
      SELECT ids.id, (count(p.id) FILTER (WHERE p.disponibile))::integer AS disponibili, count(p.id)::integer AS totali
      FROM unnest(p_auto) AS ids(id) LEFT JOIN ricambi p ON p.auto_id = ids.id
      GROUP BY ids.id
    ) r
    WHERE a.id = r.id
    RETURNING a.documento_ricerca)
  SELECT registra_parole(ARRAY(SELECT unnest(tsvector_to_array(documento_ricerca)) FROM aggiornate))
$$;

SELECT registra_parole(ARRAY(SELECT DISTINCT unnest(tsvector_to_array(documento_ricerca)) FROM auto));

-- The completion of `p_parola` as the search runs it: the OR of the catalogue's words it begins, stemmed and
-- accent-folded as the documents are; the prefix itself (to_tsquery's `:*`) when the word is a code, when no word or
-- more than 50 begin with it (the OR would cost the index as much), or when the configuration drops it (a stop word).
CREATE FUNCTION completa_parola(p_parola text) RETURNS tsquery LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_prefisso text := (tsvector_to_array(to_tsvector('catalogo', p_parola)))[1];
  v_parole text[];
BEGIN
  IF NOT e_un_codice(p_parola) AND v_prefisso IS NOT NULL THEN
    -- A range rather than ^@, so that the b-tree serves it in a generic plan too.
    v_parole := ARRAY(SELECT parola FROM parole_ricerca WHERE parola >= v_prefisso AND parola < v_prefisso || chr(1114111)
                      ORDER BY parola LIMIT 51);
    IF cardinality(v_parole) BETWEEN 1 AND 50 THEN
      -- Each word quoted as tsquery's input reads it: a backslash escapes, a quote is doubled.
      RETURN array_to_string(ARRAY(SELECT '''' || replace(replace(w, '\', '\\'), '''', '''''') || '''' FROM unnest(v_parole) w),
                             ' | ')::tsquery;
    END IF;
  END IF;
  RETURN to_tsquery('catalogo', p_parola || ':*');
END $$;
