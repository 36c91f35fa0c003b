-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- Trusted extensions from PostgreSQL contrib: accent folding for the search, trigrams for "contains" filters.
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateEnum
CREATE TYPE "carburante" AS ENUM ('benzina', 'diesel', 'ibrida', 'elettrica', 'metano', 'gpl');

-- CreateEnum
CREATE TYPE "grado" AS ENUM ('A', 'B', 'C');

-- CreateTable
CREATE TABLE "auto" (
    "id" UUID NOT NULL,
    "venditore_id" UUID NOT NULL,
    "marca" TEXT NOT NULL,
    "modello" TEXT NOT NULL,
    "anno" INTEGER NOT NULL,
    "km" INTEGER NOT NULL,
    "cv" INTEGER NOT NULL,
    "kw" INTEGER NOT NULL,
    "cilindrata" INTEGER NOT NULL,
    "carburante" "carburante" NOT NULL,
    "numero_telaio" TEXT,
    "descrizione" TEXT,
    "immagini" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "documento_ricerca" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "auto_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ricambi" (
    "id" UUID NOT NULL,
    "auto_id" UUID NOT NULL,
    "nome" TEXT NOT NULL,
    "descrizione" TEXT,
    "prezzo_centesimi" INTEGER NOT NULL,
    "spedizione_centesimi" INTEGER NOT NULL,
    "disponibile" BOOLEAN NOT NULL DEFAULT true,
    "grado" "grado",
    "garanzia_giorni" INTEGER NOT NULL DEFAULT 0,
    "codice_oem" TEXT,

    CONSTRAINT "ricambi_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "venditori" (
    "id" UUID NOT NULL,
    "nome" TEXT NOT NULL,
    "nome_attivita" TEXT,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "venditori_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sinonimi" (
    "termine" TEXT NOT NULL,
    "gruppo" TEXT NOT NULL,

    CONSTRAINT "sinonimi_pkey" PRIMARY KEY ("termine")
);

-- CreateTable
CREATE TABLE "outbox_events" (
    "id" UUID NOT NULL,
    "subject" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "occurred_at" TIMESTAMPTZ(3) NOT NULL,
    "published_at" TIMESTAMPTZ(3),

    CONSTRAINT "outbox_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "processed_events" (
    "consumer" TEXT NOT NULL,
    "event_id" UUID NOT NULL,
    "processed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "processed_events_pkey" PRIMARY KEY ("consumer","event_id")
);

-- CreateIndex
CREATE INDEX "auto_venditore_id_created_at_id_idx" ON "auto"("venditore_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "auto_created_at_id_idx" ON "auto"("created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "auto_carburante_idx" ON "auto"("carburante");

-- CreateIndex
CREATE INDEX "auto_anno_idx" ON "auto"("anno");

-- CreateIndex
CREATE INDEX "auto_km_idx" ON "auto"("km");

-- CreateIndex
CREATE INDEX "auto_cv_idx" ON "auto"("cv");

-- CreateIndex
CREATE INDEX "auto_kw_idx" ON "auto"("kw");

-- CreateIndex
CREATE INDEX "auto_cilindrata_idx" ON "auto"("cilindrata");

-- CreateIndex (by hand: deferred, so one edit may swap two parts' names; its index also serves lookups by car)
ALTER TABLE "ricambi" ADD CONSTRAINT "ricambi_auto_id_nome_key" UNIQUE ("auto_id", "nome") DEFERRABLE INITIALLY DEFERRED;

-- CreateIndex
CREATE INDEX "sinonimi_gruppo_idx" ON "sinonimi"("gruppo");

-- CreateIndex
CREATE INDEX "outbox_events_published_at_occurred_at_idx" ON "outbox_events"("published_at", "occurred_at");

-- AddForeignKey
ALTER TABLE "ricambi" ADD CONSTRAINT "ricambi_auto_id_fkey" FOREIGN KEY ("auto_id") REFERENCES "auto"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Search ---------------------------------------------------------------------------------------------------------

-- Italian stemming after accent folding: "unità" and "unita", "perché" and "perche" meet.
CREATE TEXT SEARCH CONFIGURATION catalogo (COPY = pg_catalog.italian);
ALTER TEXT SEARCH CONFIGURATION catalogo ALTER MAPPING FOR hword, hword_part, word WITH unaccent, italian_stem;

-- The listing's document: brand and model weigh most, then part names and OEM codes, then descriptions.
CREATE FUNCTION documento_ricerca(p_auto uuid, p_marca text, p_modello text, p_descrizione text) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT (
    setweight(to_tsvector('catalogo', concat_ws(' ', p_marca, p_modello)), 'A') ||
    setweight(to_tsvector('catalogo', coalesce(string_agg(concat_ws(' ', r.nome, r.codice_oem), ' '), '')), 'B') ||
    setweight(to_tsvector('catalogo', concat_ws(' ', p_descrizione, string_agg(r.descrizione, ' '))), 'C')
  )::text
  FROM ricambi r WHERE r.auto_id = p_auto
$$;

CREATE FUNCTION auto_documento_ricerca() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.documento_ricerca := documento_ricerca(NEW.id, NEW.marca, NEW.modello, NEW.descrizione);
  RETURN NEW;
END $$;

CREATE TRIGGER auto_documento_ricerca BEFORE INSERT OR UPDATE OF marca, modello, descrizione ON auto
FOR EACH ROW EXECUTE FUNCTION auto_documento_ricerca();

-- Per statement, so inserting a listing's twelve parts (or a bulk seed) rewrites each car's document once.
CREATE FUNCTION ricambi_documento_ricerca() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE auto a SET documento_ricerca = documento_ricerca(a.id, a.marca, a.modello, a.descrizione)
    WHERE a.id IN (SELECT auto_id FROM nuovi);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE auto a SET documento_ricerca = documento_ricerca(a.id, a.marca, a.modello, a.descrizione)
    WHERE a.id IN (SELECT auto_id FROM vecchi);
  ELSE
    UPDATE auto a SET documento_ricerca = documento_ricerca(a.id, a.marca, a.modello, a.descrizione)
    WHERE a.id IN (SELECT auto_id FROM nuovi UNION SELECT auto_id FROM vecchi);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER ricambi_documento_ricerca_insert AFTER INSERT ON ricambi
REFERENCING NEW TABLE AS nuovi FOR EACH STATEMENT EXECUTE FUNCTION ricambi_documento_ricerca();
CREATE TRIGGER ricambi_documento_ricerca_update AFTER UPDATE ON ricambi
REFERENCING OLD TABLE AS vecchi NEW TABLE AS nuovi FOR EACH STATEMENT EXECUTE FUNCTION ricambi_documento_ricerca();
CREATE TRIGGER ricambi_documento_ricerca_delete AFTER DELETE ON ricambi
REFERENCING OLD TABLE AS vecchi FOR EACH STATEMENT EXECUTE FUNCTION ricambi_documento_ricerca();

CREATE INDEX auto_documento_ricerca_idx ON auto USING gin ((documento_ricerca::tsvector));
CREATE INDEX auto_marca_trgm_idx ON auto USING gin (marca gin_trgm_ops);
CREATE INDEX auto_modello_trgm_idx ON auto USING gin (modello gin_trgm_ops);
-- "Only cars with parts available" is an EXISTS on this: the part rows of a car that can still be bought.
CREATE INDEX ricambi_disponibili_idx ON ricambi (auto_id) WHERE disponibile;

-- Synonyms are applied to the query, not the documents (a synonym dictionary needs a file on the server): every
-- term of a group is rewritten into the OR of the whole group by ts_rewrite, stemmed by the same configuration,
-- so plurals ("fari", "centraline") match too.
CREATE AGGREGATE tsquery_or_agg(tsquery) (SFUNC = tsquery_or, STYPE = tsquery);

CREATE VIEW sinonimi_ricerca AS
  SELECT plainto_tsquery('catalogo', s.termine) AS target, g.alternative AS substitute
  FROM sinonimi s
  JOIN (SELECT gruppo, tsquery_or_agg(plainto_tsquery('catalogo', termine)) AS alternative FROM sinonimi GROUP BY gruppo) g
    USING (gruppo);

INSERT INTO sinonimi (gruppo, termine) VALUES
  ('faro', 'faro'), ('faro', 'fanale'), ('faro', 'proiettore'),
  ('centralina', 'centralina'), ('centralina', 'ECU'), ('centralina', 'unità di controllo'),
  ('musata', 'musata'), ('musata', 'frontale'), ('musata', 'muso'),
  ('cambio', 'cambio'), ('cambio', 'trasmissione'),
  ('paraurti', 'paraurti'), ('paraurti', 'paracolpi'),
  ('bagagliaio', 'bagagliaio'), ('bagagliaio', 'portellone'), ('bagagliaio', 'cofano posteriore'),
  ('airbag', 'airbag'), ('airbag', 'air bag'),
  ('abs', 'ABS'), ('abs', 'antibloccaggio');
