-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "importazioni" (
    "id" UUID NOT NULL,
    "venditore_id" UUID NOT NULL,
    "stato" TEXT NOT NULL,
    "nome_file" TEXT NOT NULL,
    "formato" TEXT NOT NULL,
    "con_foto" BOOLEAN NOT NULL,
    "rimuovi" BOOLEAN NOT NULL,
    "intestazioni" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "costo_gettoni" INTEGER NOT NULL DEFAULT 0,
    "messaggio" TEXT,
    "creata_il" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "conclusa_il" TIMESTAMPTZ(3),

    CONSTRAINT "importazioni_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "importazioni_aperte" (
    "venditore_id" UUID NOT NULL,
    "importazione_id" UUID NOT NULL,

    CONSTRAINT "importazioni_aperte_pkey" PRIMARY KEY ("venditore_id")
);

-- CreateTable
CREATE TABLE "righe_importazione" (
    "importazione_id" UUID NOT NULL,
    "riga" INTEGER NOT NULL,
    "codice_interno" TEXT,
    "titolo" TEXT NOT NULL,
    "celle" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "esito" TEXT NOT NULL,
    "campi" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "errori" JSONB NOT NULL,
    "dati" JSONB,
    "richiesta" JSONB,
    "auto_id" UUID,
    "risultato" TEXT NOT NULL DEFAULT 'da_fare',
    "messaggio" TEXT,

    CONSTRAINT "righe_importazione_pkey" PRIMARY KEY ("importazione_id","riga")
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
CREATE INDEX "importazioni_venditore_id_creata_il_idx" ON "importazioni"("venditore_id", "creata_il" DESC);

-- CreateIndex
CREATE INDEX "importazioni_conclusa_il_idx" ON "importazioni"("conclusa_il");

-- CreateIndex
CREATE UNIQUE INDEX "importazioni_aperte_importazione_id_key" ON "importazioni_aperte"("importazione_id");

-- CreateIndex
CREATE INDEX "outbox_events_published_at_occurred_at_idx" ON "outbox_events"("published_at", "occurred_at");

-- CreateIndex
CREATE INDEX "processed_events_processed_at_idx" ON "processed_events"("processed_at");

-- AddForeignKey
ALTER TABLE "righe_importazione" ADD CONSTRAINT "righe_importazione_importazione_id_fkey" FOREIGN KEY ("importazione_id") REFERENCES "importazioni"("id") ON DELETE CASCADE ON UPDATE CASCADE;
