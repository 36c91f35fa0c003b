-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "ricerche_salvate" (
    "id" UUID NOT NULL,
    "acquirente_id" UUID NOT NULL,
    "nome" TEXT NOT NULL,
    "filtri" JSONB NOT NULL,
    "frequenza" TEXT NOT NULL,
    "attiva" BOOLEAN NOT NULL DEFAULT true,
    "parole_query" tsquery,
    "completamento_query" tsquery,
    "codici_query" tsquery,
    "chiave" TEXT,
    "marca_like" TEXT,
    "modello_like" TEXT,
    "carburante" TEXT,
    "anno_da" INTEGER,
    "anno_a" INTEGER,
    "km_da" INTEGER,
    "km_a" INTEGER,
    "cv_da" INTEGER,
    "cv_a" INTEGER,
    "kw_da" INTEGER,
    "kw_a" INTEGER,
    "cilindrata" INTEGER,
    "solo_disponibili" BOOLEAN NOT NULL DEFAULT false,
    "compatibile" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ricerche_salvate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "corrispondenze" (
    "ricerca_id" UUID NOT NULL,
    "auto_id" UUID NOT NULL,
    "acquirente_id" UUID NOT NULL,
    "titolo" TEXT NOT NULL,
    "immagine" TEXT,
    "trovata_il" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "da_riepilogare" BOOLEAN NOT NULL,
    "riepilogata_il" TIMESTAMPTZ(3),

    CONSTRAINT "corrispondenze_pkey" PRIMARY KEY ("ricerca_id","auto_id")
);

-- CreateTable
CREATE TABLE "riepiloghi" (
    "id" INTEGER NOT NULL,
    "prossimo_il" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "riepiloghi_pkey" PRIMARY KEY ("id")
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
CREATE INDEX "ricerche_salvate_acquirente_id_created_at_idx" ON "ricerche_salvate"("acquirente_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "ricerche_salvate_chiave_idx" ON "ricerche_salvate"("chiave");

-- CreateIndex
CREATE INDEX "corrispondenze_ricerca_id_trovata_il_idx" ON "corrispondenze"("ricerca_id", "trovata_il" DESC);

-- CreateIndex
CREATE INDEX "outbox_events_published_at_occurred_at_idx" ON "outbox_events"("published_at", "occurred_at");

-- CreateIndex
CREATE INDEX "processed_events_processed_at_idx" ON "processed_events"("processed_at");

-- AddForeignKey
ALTER TABLE "corrispondenze" ADD CONSTRAINT "corrispondenze_ricerca_id_fkey" FOREIGN KEY ("ricerca_id") REFERENCES "ricerche_salvate"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The morning digest reads only the matches it has still to send.
CREATE INDEX "corrispondenze_da_riepilogare_idx" ON "corrispondenze" ("acquirente_id", "trovata_il")
  WHERE "da_riepilogare" AND "riepilogata_il" IS NULL;

-- The digest's schedule: due at the first sweep, which sends nothing yet and sets the next 8:00 Italian time.
INSERT INTO "riepiloghi" ("id", "prossimo_il") VALUES (1, '2000-01-01T00:00:00Z');
