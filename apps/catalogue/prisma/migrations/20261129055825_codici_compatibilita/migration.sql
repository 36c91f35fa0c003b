-- The data of "will it fit my car?" (issue 33): the car's engine code, a part's gearbox code, and a part's OEM codes one
-- by one. The app writes the normalised forms with the codes (normalizzaCodice and codiciOem of @ricambiamo/contracts:
-- spaces, dots and dashes ignored, upper-cased; several OEM codes split at commas, semicolons, slashes and new lines),
-- so one function decides what "the same code" means for the search, the fit rules and the cross-reference.

-- AlterTable
ALTER TABLE "auto" ADD COLUMN     "codice_motore" TEXT,
ADD COLUMN     "codice_motore_norm" TEXT;

-- AlterTable (by hand: NOT NULL, as every list column, so a part without codes is an empty list, never NULL)
ALTER TABLE "ricambi" ADD COLUMN     "codice_cambio" TEXT,
ADD COLUMN     "codici_oem" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[];

-- The fit filter compares normalised engine codes, equal or by prefix: text_pattern_ops serves both.
CREATE INDEX "auto_codice_motore_norm_idx" ON "auto" ("codice_motore_norm" text_pattern_ops);
-- The cross-reference finds the parts sharing an OEM code (codici_oem && ARRAY[...]).
CREATE INDEX "ricambi_codici_oem_idx" ON "ricambi" USING gin ("codici_oem");

-- The search document gains the engine and gearbox codes as words, and every normalised code (the engine's, each OEM
-- code) as a lexeme of its own marked with '#' ('#169A4000', '#46760000'), which the parser never produces from text:
-- a code typed in the home box is looked up exactly or as a prefix ('#169A4':*) from the same GIN index, whatever
-- dots, spaces or dashes either side wrote, and those matches are told apart from the text's to be shown first.
DROP FUNCTION documento_ricerca(uuid, text, text, text);
CREATE FUNCTION documento_ricerca(p_auto uuid, p_marca text, p_modello text, p_descrizione text, p_codice_motore text,
                                  p_codice_motore_norm text) RETURNS tsvector
LANGUAGE sql STABLE AS $$
  SELECT to_tsvector('catalogo', concat_ws(' ', p_marca, p_modello, p_codice_motore, p_descrizione,
                                           string_agg(concat_ws(' ', r.nome, r.codice_oem, r.codice_cambio, r.descrizione), ' ')))
      || array_to_tsvector(ARRAY(
           SELECT DISTINCT '#' || c.codice
           FROM (SELECT p_codice_motore_norm UNION ALL SELECT unnest(p.codici_oem) FROM ricambi p WHERE p.auto_id = p_auto) c(codice)
           WHERE c.codice <> ''))
  FROM ricambi r WHERE r.auto_id = p_auto
$$;

CREATE OR REPLACE FUNCTION auto_documento_ricerca() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.documento_ricerca := documento_ricerca(NEW.id, NEW.marca, NEW.modello, NEW.descrizione, NEW.codice_motore, NEW.codice_motore_norm);
  RETURN NEW;
END $$;

DROP TRIGGER auto_documento_ricerca ON auto;
CREATE TRIGGER auto_documento_ricerca BEFORE INSERT OR UPDATE OF marca, modello, descrizione, codice_motore, codice_motore_norm ON auto
FOR EACH ROW EXECUTE FUNCTION auto_documento_ricerca();

CREATE OR REPLACE FUNCTION aggiorna_auto_da_ricambi(p_auto uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE auto a SET documento_ricerca = documento_ricerca(a.id, a.marca, a.modello, a.descrizione, a.codice_motore, a.codice_motore_norm),
                    ricambi_disponibili = r.disponibili, ricambi_totali = r.totali
  FROM (
    SELECT ids.id, (count(p.id) FILTER (WHERE p.disponibile))::integer AS disponibili, count(p.id)::integer AS totali
    FROM unnest(p_auto) AS ids(id) LEFT JOIN ricambi p ON p.auto_id = ids.id
    GROUP BY ids.id
  ) r
  WHERE a.id = r.id
$$;

-- The OEM codes already written, split and normalised as codiciOem does, each once in the order written. The parts'
-- statement trigger rebuilds the documents of their cars with the codes; the others' documents are as they were, no
-- car having an engine code yet.
UPDATE ricambi r SET codici_oem = ARRAY(
  SELECT codici.codice
  FROM (SELECT upper(regexp_replace(t.parte, '[\s.-]+', '', 'g')) AS codice, min(t.n) AS n
        FROM regexp_split_to_table(r.codice_oem, '[,;/\r\n]+') WITH ORDINALITY AS t(parte, n)
        GROUP BY 1) codici
  WHERE codici.codice <> ''
  ORDER BY codici.n)
WHERE r.codice_oem IS NOT NULL;
