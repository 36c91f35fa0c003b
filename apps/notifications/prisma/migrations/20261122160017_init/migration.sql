-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "ruolo" AS ENUM ('acquirente', 'venditore');

-- CreateEnum
CREATE TYPE "stato_email" AS ENUM ('da-inviare', 'inviata', 'abbandonata');

-- CreateTable
CREATE TABLE "notifiche" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "titolo" TEXT NOT NULL,
    "messaggio" TEXT NOT NULL,
    "letta" BOOLEAN NOT NULL DEFAULT false,
    "link" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "evento_id" UUID NOT NULL,

    CONSTRAINT "notifiche_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "utenti" (
    "id" UUID NOT NULL,
    "email" TEXT,
    "nome" TEXT NOT NULL,
    "ruolo" "ruolo" NOT NULL,
    "nome_attivita" TEXT,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "utenti_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email" (
    "id" UUID NOT NULL,
    "evento_id" UUID NOT NULL,
    "destinatario" TEXT NOT NULL,
    "user_id" UUID NOT NULL,
    "indirizzo" TEXT,
    "oggetto" TEXT NOT NULL,
    "testo" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "stato" "stato_email" NOT NULL DEFAULT 'da-inviare',
    "tentativi" INTEGER NOT NULL DEFAULT 0,
    "prossimo_tentativo" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ultimo_errore" TEXT,
    "inviata_il" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_pkey" PRIMARY KEY ("id")
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
CREATE INDEX "notifiche_user_id_created_at_idx" ON "notifiche"("user_id", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "notifiche_evento_id_user_id_key" ON "notifiche"("evento_id", "user_id");

-- CreateIndex
CREATE UNIQUE INDEX "email_evento_id_destinatario_key" ON "email"("evento_id", "destinatario");

-- CreateIndex
CREATE INDEX "outbox_events_published_at_occurred_at_idx" ON "outbox_events"("published_at", "occurred_at");

-- CreateIndex
CREATE INDEX "processed_events_processed_at_idx" ON "processed_events"("processed_at");

-- By hand ---------------------------------------------------------------------------------------------------------

-- The bell's counter, on every page of a logged-in user: an index over the few unread rows only.
CREATE INDEX "notifiche_non_lette_idx" ON "notifiche" ("user_id") WHERE NOT letta;

-- What the mail sender looks for, among few rows: e-mails still to send, by when they are due.
CREATE INDEX "email_da_inviare_idx" ON "email" ("prossimo_tentativo") WHERE stato = 'da-inviare';
-- What pruning deletes: e-mails sent long ago.
CREATE INDEX "email_inviata_il_idx" ON "email" ("inviata_il") WHERE inviata_il IS NOT NULL;

ALTER TABLE "email" ADD CONSTRAINT "email_destinatario_check" CHECK (destinatario IN ('acquirente', 'venditore'));
-- A sent e-mail says when; one still to send does not.
ALTER TABLE "email" ADD CONSTRAINT "email_inviata_il_check" CHECK ((stato = 'inviata') = (inviata_il IS NOT NULL));
