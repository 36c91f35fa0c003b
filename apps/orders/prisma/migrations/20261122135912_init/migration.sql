-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "stato_ordine" AS ENUM ('pending', 'processing', 'completed', 'cancelled');

-- CreateEnum
CREATE TYPE "autore_stato" AS ENUM ('acquirente', 'venditore', 'scadenza-pagamento');

-- CreateTable
CREATE TABLE "ordini" (
    "id" UUID NOT NULL,
    "codice" TEXT NOT NULL,
    "acquirente_id" UUID NOT NULL,
    "venditore_id" UUID NOT NULL,
    "auto_id" UUID NOT NULL,
    "stato" "stato_ordine" NOT NULL DEFAULT 'pending',
    "stato_il" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "totale_centesimi" INTEGER NOT NULL,
    "scadenza_pagamento" TIMESTAMPTZ(3) NOT NULL,
    "avviso_inviato_il" TIMESTAMPTZ(3),
    "causale" TEXT NOT NULL,
    "impronta" TEXT NOT NULL,
    "ricambi_da_regolare" BOOLEAN NOT NULL DEFAULT false,
    "nome" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "telefono" TEXT NOT NULL,
    "indirizzo" TEXT NOT NULL,
    "citta" TEXT NOT NULL,
    "cap" TEXT NOT NULL,
    "provincia" TEXT NOT NULL,
    "ragione_sociale" TEXT,
    "partita_iva" TEXT,
    "codice_fiscale" TEXT,
    "pec" TEXT,
    "codice_sdi" TEXT,
    "note" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ordini_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ordini_ricambi" (
    "ordine_id" UUID NOT NULL,
    "ricambio_id" UUID NOT NULL,
    "nome" TEXT NOT NULL,
    "descrizione" TEXT,
    "prezzo_centesimi" INTEGER NOT NULL,
    "spedizione_centesimi" INTEGER NOT NULL,

    CONSTRAINT "ordini_ricambi_pkey" PRIMARY KEY ("ordine_id","ricambio_id")
);

-- CreateTable
CREATE TABLE "passaggi_stato" (
    "id" UUID NOT NULL,
    "ordine_id" UUID NOT NULL,
    "stato" "stato_ordine" NOT NULL,
    "autore" "autore_stato" NOT NULL,
    "il" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "passaggi_stato_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tentativi" (
    "ordine_id" UUID NOT NULL,
    "acquirente_id" UUID NOT NULL,
    "impronta" TEXT NOT NULL,
    "richieste" INTEGER NOT NULL DEFAULT 1,
    "abbandonato" BOOLEAN NOT NULL DEFAULT false,
    "ultima_richiesta" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tentativi_pkey" PRIMARY KEY ("ordine_id")
);

-- CreateTable
CREATE TABLE "venditori" (
    "id" UUID NOT NULL,
    "nome" TEXT NOT NULL,
    "nome_attivita" TEXT,
    "iban" TEXT,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "venditori_pkey" PRIMARY KEY ("id")
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
CREATE UNIQUE INDEX "ordini_codice_key" ON "ordini"("codice");

-- CreateIndex
CREATE UNIQUE INDEX "ordini_causale_key" ON "ordini"("causale");

-- CreateIndex
CREATE INDEX "ordini_acquirente_id_created_at_idx" ON "ordini"("acquirente_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "ordini_venditore_id_created_at_idx" ON "ordini"("venditore_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "ordini_auto_id_idx" ON "ordini"("auto_id");

-- CreateIndex
CREATE UNIQUE INDEX "passaggi_stato_ordine_id_stato_key" ON "passaggi_stato"("ordine_id", "stato");

-- CreateIndex
CREATE INDEX "tentativi_ultima_richiesta_idx" ON "tentativi"("ultima_richiesta");

-- CreateIndex
CREATE INDEX "outbox_events_published_at_occurred_at_idx" ON "outbox_events"("published_at", "occurred_at");

-- CreateIndex
CREATE INDEX "processed_events_processed_at_idx" ON "processed_events"("processed_at");

-- AddForeignKey
ALTER TABLE "ordini_ricambi" ADD CONSTRAINT "ordini_ricambi_ordine_id_fkey" FOREIGN KEY ("ordine_id") REFERENCES "ordini"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "passaggi_stato" ADD CONSTRAINT "passaggi_stato_ordine_id_fkey" FOREIGN KEY ("ordine_id") REFERENCES "ordini"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- By hand ---------------------------------------------------------------------------------------------------------

-- Money in cents is never negative; the transfer reason fits a SEPA transfer's remittance information.
ALTER TABLE "ordini" ADD CONSTRAINT "ordini_totale_check" CHECK (totale_centesimi >= 0);
ALTER TABLE "ordini" ADD CONSTRAINT "ordini_causale_check" CHECK (char_length(causale) <= 140);
ALTER TABLE "ordini_ricambi" ADD CONSTRAINT "ordini_ricambi_importi_check" CHECK (prezzo_centesimi >= 0 AND spedizione_centesimi >= 0);
-- Only a final order has parts whose sale or release catalogue has yet to confirm.
ALTER TABLE "ordini" ADD CONSTRAINT "ordini_ricambi_da_regolare_check"
  CHECK (NOT ricambi_da_regolare OR stato IN ('completed', 'cancelled'));

-- What the sweepers look for, among few rows: pending orders by deadline, final orders not settled with catalogue.
CREATE INDEX "ordini_in_attesa_idx" ON "ordini" ("scadenza_pagamento") WHERE stato = 'pending';
CREATE INDEX "ordini_da_regolare_idx" ON "ordini" ("stato_il") WHERE ricambi_da_regolare;
