-- "Will it fit my car?" (issue 33), docs/architecture.md#cross-reference: the cross-reference read model, rebuilt per
-- listing by catalogue's listing events and joined by the sellers' confirmed checks, and the checks themselves.

-- CreateEnum
CREATE TYPE "esito_verifica" AS ENUM ('compatibile', 'non_compatibile');

-- CreateTable
CREATE TABLE "riferimenti" (
    "id" BIGSERIAL NOT NULL,
    "auto_id" UUID NOT NULL,
    "ricambio_id" UUID,
    "nome_ricambio" TEXT,
    "codici_oem" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "codice_cambio_norm" TEXT,
    "marca" TEXT NOT NULL,
    "modello" TEXT NOT NULL,
    "marca_chiave" TEXT NOT NULL,
    "modello_chiave" TEXT NOT NULL,
    "anno" INTEGER NOT NULL,
    "carburante" "carburante",
    "cilindrata" INTEGER,
    "codice_motore_norm" TEXT,
    "confermato" BOOLEAN NOT NULL DEFAULT false,
    "verifica_id" UUID,

    CONSTRAINT "riferimenti_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "verifiche" (
    "id" UUID NOT NULL,
    "ricambio_id" UUID NOT NULL,
    "auto_id" UUID NOT NULL,
    "venditore_id" UUID NOT NULL,
    "acquirente_id" UUID NOT NULL,
    "nome_ricambio" TEXT NOT NULL,
    "titolo_auto" TEXT NOT NULL,
    "marca" TEXT NOT NULL,
    "modello" TEXT NOT NULL,
    "anno" INTEGER NOT NULL,
    "carburante" "carburante",
    "cilindrata" INTEGER,
    "kw" INTEGER,
    "codice_motore" TEXT,
    "telaio_o_targa" TEXT NOT NULL,
    "domanda" TEXT NOT NULL,
    "esito" "esito_verifica",
    "nota" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "risposta_il" TIMESTAMPTZ(3),

    CONSTRAINT "verifiche_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "riferimenti_verifica_id_key" ON "riferimenti"("verifica_id");

-- CreateIndex
CREATE INDEX "riferimenti_auto_id_idx" ON "riferimenti"("auto_id");

-- CreateIndex
CREATE INDEX "riferimenti_marca_chiave_modello_chiave_anno_idx" ON "riferimenti"("marca_chiave", "modello_chiave", "anno");

-- CreateIndex
CREATE INDEX "riferimenti_codice_motore_norm_idx" ON "riferimenti"("codice_motore_norm");

-- CreateIndex
CREATE INDEX "riferimenti_codice_cambio_norm_idx" ON "riferimenti"("codice_cambio_norm");

-- CreateIndex
CREATE INDEX "verifiche_venditore_id_created_at_idx" ON "verifiche"("venditore_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "verifiche_acquirente_id_auto_id_idx" ON "verifiche"("acquirente_id", "auto_id");

-- "Compatibile anche con" finds the rows sharing an OEM code with a part (codici_oem && ARRAY[...]).
CREATE INDEX "riferimenti_codici_oem_idx" ON "riferimenti" USING gin ("codici_oem");

-- The listings published before the read model, as its consumer writes them: a row per car with an engine code, a row
-- per part with OEM or gearbox codes. The names' keys as chiaveNome computes them (accents, case and any run of other
-- characters ignored); the engine codes written so far are already normalised.
INSERT INTO "riferimenti" ("auto_id", "ricambio_id", "nome_ricambio", "codici_oem", "codice_cambio_norm", "marca", "modello",
                           "marca_chiave", "modello_chiave", "anno", "carburante", "cilindrata", "codice_motore_norm")
SELECT a.id, r.id, r.nome, coalesce(r.codici_oem, ARRAY[]::TEXT[]),
       nullif(upper(regexp_replace(r.codice_cambio, '[\s.-]+', '', 'g')), ''),
       a.marca, a.modello,
       trim(regexp_replace(lower(unaccent(a.marca)), '[^[:alnum:]]+', ' ', 'g')),
       trim(regexp_replace(lower(unaccent(a.modello)), '[^[:alnum:]]+', ' ', 'g')),
       a.anno, a.carburante, a.cilindrata, a.codice_motore_norm
FROM auto a
JOIN LATERAL (
  SELECT NULL::uuid AS id, NULL::text AS nome, ARRAY[]::TEXT[] AS codici_oem, NULL::text AS codice_cambio
  WHERE a.codice_motore_norm IS NOT NULL
  UNION ALL
  SELECT p.id, p.nome, p.codici_oem, p.codice_cambio FROM ricambi p
  WHERE p.auto_id = a.id AND (cardinality(p.codici_oem) > 0 OR p.codice_cambio IS NOT NULL)
) r ON TRUE;

-- One unanswered check per buyer and part: two requests racing both pass the service's check, the second insert fails.
CREATE UNIQUE INDEX "verifiche_aperta_key" ON "verifiche" ("acquirente_id", "ricambio_id") WHERE "esito" IS NULL;
