-- The words of the search documents, each once: what an unfinished last word is completed to before the search, so
-- that "Alfa Rom" searches 'alfa' & 'rome' from the GIN index instead of the prefix 'rom':*, which makes the index
-- gather every match of every word it begins into a bitmap first (at 1,000,000 cars, 44 ms against 18; docs/search.md).
-- Words only: a lexeme with a digit is a code (OEM, engine, gearbox), a million of them in a national catalogue, and a
-- code is looked up as a code. In the C collation the primary key's b-tree serves "begins with".
CREATE TABLE "parole_ricerca" (
    "parola" TEXT COLLATE "C" NOT NULL,

    CONSTRAINT "parole_ricerca_pkey" PRIMARY KEY ("parola")
);

-- Kept by the statements that write documents, once per statement: a listing's insert, the row trigger's rewrite after
-- a change of brand, model, engine code or description, the parts' statement trigger (aggiorna_auto_da_ricambi). Only
-- documents that changed are read, so the updates that touch other columns of many cars (a seller's rating) cost a
-- comparison each. Words are inserted in order, so two listings bringing the same new words wait for each other, never
-- deadlock. A word whose last car is gone stays: completing to it finds nothing more than the prefix would.
CREATE FUNCTION registra_parole_ricerca() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO parole_ricerca (parola)
    SELECT DISTINCT p.parola FROM nuove n, unnest(tsvector_to_array(n.documento_ricerca)) AS p(parola)
    WHERE p.parola !~ '[0-9#]'
    ORDER BY p.parola
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO parole_ricerca (parola)
    SELECT DISTINCT p.parola
    FROM nuove n JOIN vecchie v ON v.id = n.id, unnest(tsvector_to_array(n.documento_ricerca)) AS p(parola)
    WHERE n.documento_ricerca IS DISTINCT FROM v.documento_ricerca AND p.parola !~ '[0-9#]'
    ORDER BY p.parola
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER auto_parole_ricerca_inserite AFTER INSERT ON auto
REFERENCING NEW TABLE AS nuove FOR EACH STATEMENT EXECUTE FUNCTION registra_parole_ricerca();
CREATE TRIGGER auto_parole_ricerca_aggiornate AFTER UPDATE ON auto
REFERENCING OLD TABLE AS vecchie NEW TABLE AS nuove FOR EACH STATEMENT EXECUTE FUNCTION registra_parole_ricerca();

INSERT INTO parole_ricerca (parola)
SELECT DISTINCT p.parola FROM auto a, unnest(tsvector_to_array(a.documento_ricerca)) AS p(parola)
WHERE p.parola !~ '[0-9#]'
ON CONFLICT DO NOTHING;

-- The completion of `p_parola` as the search runs it: the OR of the catalogue's words it begins, stemmed and
-- accent-folded as the documents are; the prefix itself (to_tsquery's `:*`) when the word has a digit, when no word or
-- more than 50 begin with it (the OR would cost the index as much), or when the configuration drops it (a stop word).
CREATE FUNCTION completa_parola(p_parola text) RETURNS tsquery LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_prefisso text := (tsvector_to_array(to_tsvector('catalogo', p_parola)))[1];
  v_parole text[];
BEGIN
  IF p_parola !~ '[0-9]' AND v_prefisso IS NOT NULL THEN
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
