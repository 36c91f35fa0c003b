-- Each car carries the count of its parts and of those still available, kept by the trigger that already rewrites
-- its search document when its parts change. "Only cars with parts available" was an EXISTS over the parts, which
-- for a count of the whole catalogue hashed all 200k part rows (0.14 s at 20k cars); cards counted them per row.
ALTER TABLE "auto" ADD COLUMN     "ricambi_disponibili" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "ricambi_totali" INTEGER NOT NULL DEFAULT 0;

CREATE FUNCTION aggiorna_auto_da_ricambi(p_auto uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE auto a SET documento_ricerca = documento_ricerca(a.id, a.marca, a.modello, a.descrizione),
                    ricambi_disponibili = r.disponibili, ricambi_totali = r.totali
  FROM (
    SELECT ids.id, (count(p.id) FILTER (WHERE p.disponibile))::integer AS disponibili, count(p.id)::integer AS totali
    FROM unnest(p_auto) AS ids(id) LEFT JOIN ricambi p ON p.auto_id = ids.id
    GROUP BY ids.id
  ) r
  WHERE a.id = r.id
$$;

-- Statement-level like the trigger it replaces; plpgsql plans each branch only when it runs, so the INSERT branch
-- never meets the missing OLD TABLE.
CREATE FUNCTION ricambi_aggiorna_auto() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM aggiorna_auto_da_ricambi(ARRAY(SELECT DISTINCT auto_id FROM nuovi));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM aggiorna_auto_da_ricambi(ARRAY(SELECT DISTINCT auto_id FROM vecchi));
  ELSE
    PERFORM aggiorna_auto_da_ricambi(ARRAY(SELECT auto_id FROM nuovi UNION SELECT auto_id FROM vecchi));
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER ricambi_documento_ricerca_insert ON ricambi;
DROP TRIGGER ricambi_documento_ricerca_update ON ricambi;
DROP TRIGGER ricambi_documento_ricerca_delete ON ricambi;
DROP FUNCTION ricambi_documento_ricerca();

CREATE TRIGGER ricambi_aggiorna_auto_insert AFTER INSERT ON ricambi
REFERENCING NEW TABLE AS nuovi FOR EACH STATEMENT EXECUTE FUNCTION ricambi_aggiorna_auto();
CREATE TRIGGER ricambi_aggiorna_auto_update AFTER UPDATE ON ricambi
REFERENCING OLD TABLE AS vecchi NEW TABLE AS nuovi FOR EACH STATEMENT EXECUTE FUNCTION ricambi_aggiorna_auto();
CREATE TRIGGER ricambi_aggiorna_auto_delete AFTER DELETE ON ricambi
REFERENCING OLD TABLE AS vecchi FOR EACH STATEMENT EXECUTE FUNCTION ricambi_aggiorna_auto();

SELECT aggiorna_auto_da_ricambi(ARRAY(SELECT id FROM auto));

-- The filter now reads the car row; newest first among cars with something left to sell.
DROP INDEX ricambi_disponibili_idx;
CREATE INDEX auto_con_ricambi_disponibili_idx ON auto (created_at DESC, id DESC) WHERE ricambi_disponibili > 0;
