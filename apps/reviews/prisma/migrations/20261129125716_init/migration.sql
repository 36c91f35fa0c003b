-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "ordini" (
    "id" UUID NOT NULL,
    "codice" TEXT NOT NULL,
    "venditore_id" UUID NOT NULL,
    "acquirente_id" UUID NOT NULL,
    "autore" TEXT NOT NULL,
    "ricambi" TEXT[] NOT NULL,
    "creato_il" TIMESTAMPTZ(3),
    "in_lavorazione_il" TIMESTAMPTZ(3),
    "completato_il" TIMESTAMPTZ(3),
    "cancellato_il" TIMESTAMPTZ(3),
    "cancellato_da" TEXT,
    "reso_errore_venditore" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "ordini_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "recensioni" (
    "id" UUID NOT NULL,
    "ordine_id" UUID NOT NULL,
    "venditore_id" UUID NOT NULL,
    "acquirente_id" UUID NOT NULL,
    "descrizione" SMALLINT NOT NULL,
    "comunicazione" SMALLINT NOT NULL,
    "spedizione" SMALLINT NOT NULL,
    "complessivo" SMALLINT NOT NULL,
    "testo" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modificata_il" TIMESTAMPTZ(3),
    "risposta" TEXT,
    "risposta_il" TIMESTAMPTZ(3),

    CONSTRAINT "recensioni_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "segnalazioni" (
    "id" UUID NOT NULL,
    "recensione_id" UUID NOT NULL,
    "autore_id" UUID NOT NULL,
    "motivo" TEXT NOT NULL,
    "dettagli" TEXT,
    "istantanea" JSONB NOT NULL,
    "stato" TEXT NOT NULL DEFAULT 'aperta',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "segnalazioni_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reputazioni" (
    "venditore_id" UUID NOT NULL,
    "ultimi_12_mesi" JSONB NOT NULL,
    "sempre" JSONB NOT NULL,
    "distribuzione" INTEGER[] NOT NULL,
    "affidabile" BOOLEAN NOT NULL,
    "calcolata_il" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "reputazioni_pkey" PRIMARY KEY ("venditore_id")
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
CREATE INDEX "ordini_venditore_id_idx" ON "ordini"("venditore_id");

-- CreateIndex
CREATE UNIQUE INDEX "recensioni_ordine_id_key" ON "recensioni"("ordine_id");

-- CreateIndex
CREATE INDEX "recensioni_venditore_id_created_at_idx" ON "recensioni"("venditore_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "segnalazioni_stato_created_at_idx" ON "segnalazioni"("stato", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "segnalazioni_recensione_id_autore_id_key" ON "segnalazioni"("recensione_id", "autore_id");

-- CreateIndex
CREATE INDEX "reputazioni_calcolata_il_idx" ON "reputazioni"("calcolata_il");

-- CreateIndex
CREATE INDEX "outbox_events_published_at_occurred_at_idx" ON "outbox_events"("published_at", "occurred_at");

-- CreateIndex
CREATE INDEX "processed_events_processed_at_idx" ON "processed_events"("processed_at");

-- AddForeignKey
ALTER TABLE "recensioni" ADD CONSTRAINT "recensioni_ordine_id_fkey" FOREIGN KEY ("ordine_id") REFERENCES "ordini"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "segnalazioni" ADD CONSTRAINT "segnalazioni_recensione_id_fkey" FOREIGN KEY ("recensione_id") REFERENCES "recensioni"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Stars are whole numbers from 1 to 5 on every axis (docs/rules.md §3.16).
ALTER TABLE "recensioni" ADD CONSTRAINT "recensioni_stelle_check" CHECK (
    "descrizione" BETWEEN 1 AND 5 AND "comunicazione" BETWEEN 1 AND 5 AND "spedizione" BETWEEN 1 AND 5 AND "complessivo" BETWEEN 1 AND 5
);
-- A reply is its text and its time together.
ALTER TABLE "recensioni" ADD CONSTRAINT "recensioni_risposta_check" CHECK (("risposta" IS NULL) = ("risposta_il" IS NULL));
