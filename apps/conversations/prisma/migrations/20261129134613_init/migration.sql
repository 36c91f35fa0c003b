-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "conversazioni" (
    "id" UUID NOT NULL,
    "tipo" TEXT NOT NULL,
    "auto_id" UUID,
    "ordine_id" UUID,
    "acquirente_id" UUID NOT NULL,
    "venditore_id" UUID NOT NULL,
    "titolo" TEXT NOT NULL,
    "nome_acquirente" TEXT NOT NULL,
    "nome_venditore" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ultimo_messaggio_il" TIMESTAMPTZ(3),
    "letta_acquirente_il" TIMESTAMPTZ(3),
    "letta_venditore_il" TIMESTAMPTZ(3),

    CONSTRAINT "conversazioni_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "messaggi" (
    "id" UUID NOT NULL,
    "conversazione_id" UUID NOT NULL,
    "autore_id" UUID NOT NULL,
    "testo" TEXT NOT NULL,
    "mascherato" BOOLEAN NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "avvisato_il" TIMESTAMPTZ(3),

    CONSTRAINT "messaggi_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "avvisi" (
    "conversazione_id" UUID NOT NULL,
    "destinatario_id" UUID NOT NULL,
    "email_il" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "avvisi_pkey" PRIMARY KEY ("conversazione_id","destinatario_id")
);

-- CreateTable
CREATE TABLE "segnalazioni" (
    "id" UUID NOT NULL,
    "conversazione_id" UUID NOT NULL,
    "autore_id" UUID NOT NULL,
    "motivo" TEXT NOT NULL,
    "dettagli" TEXT,
    "stato" TEXT NOT NULL DEFAULT 'aperta',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "segnalazioni_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ordini" (
    "id" UUID NOT NULL,
    "codice" TEXT NOT NULL,
    "acquirente_id" UUID NOT NULL,
    "venditore_id" UUID NOT NULL,
    "auto_id" UUID,
    "nome_acquirente" TEXT NOT NULL,
    "nome_venditore" TEXT NOT NULL,

    CONSTRAINT "ordini_pkey" PRIMARY KEY ("id")
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
CREATE UNIQUE INDEX "conversazioni_ordine_id_key" ON "conversazioni"("ordine_id");

-- CreateIndex
CREATE INDEX "conversazioni_acquirente_id_ultimo_messaggio_il_idx" ON "conversazioni"("acquirente_id", "ultimo_messaggio_il" DESC);

-- CreateIndex
CREATE INDEX "conversazioni_venditore_id_ultimo_messaggio_il_idx" ON "conversazioni"("venditore_id", "ultimo_messaggio_il" DESC);

-- CreateIndex
CREATE INDEX "messaggi_conversazione_id_created_at_idx" ON "messaggi"("conversazione_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "messaggi_autore_id_created_at_idx" ON "messaggi"("autore_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "segnalazioni_stato_created_at_idx" ON "segnalazioni"("stato", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "segnalazioni_conversazione_id_autore_id_key" ON "segnalazioni"("conversazione_id", "autore_id");

-- CreateIndex
CREATE INDEX "ordini_acquirente_id_auto_id_idx" ON "ordini"("acquirente_id", "auto_id");

-- CreateIndex
CREATE INDEX "outbox_events_published_at_occurred_at_idx" ON "outbox_events"("published_at", "occurred_at");

-- CreateIndex
CREATE INDEX "processed_events_processed_at_idx" ON "processed_events"("processed_at");

-- AddForeignKey
ALTER TABLE "messaggi" ADD CONSTRAINT "messaggi_conversazione_id_fkey" FOREIGN KEY ("conversazione_id") REFERENCES "conversazioni"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "avvisi" ADD CONSTRAINT "avvisi_conversazione_id_fkey" FOREIGN KEY ("conversazione_id") REFERENCES "conversazioni"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "segnalazioni" ADD CONSTRAINT "segnalazioni_conversazione_id_fkey" FOREIGN KEY ("conversazione_id") REFERENCES "conversazioni"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A buyer has one conversation about a listing; an order has one (its unique key above).
CREATE UNIQUE INDEX "conversazioni_inserzione_key" ON "conversazioni" ("auto_id", "acquirente_id") WHERE "tipo" = 'inserzione';
ALTER TABLE "conversazioni" ADD CONSTRAINT "conversazioni_tipo_check" CHECK (
    ("tipo" = 'inserzione' AND "auto_id" IS NOT NULL AND "ordine_id" IS NULL) OR ("tipo" = 'ordine' AND "ordine_id" IS NOT NULL)
);
-- Messages not yet told about, for the sweeper that tells recipients who are away.
CREATE INDEX "messaggi_da_avvisare_idx" ON "messaggi" ("created_at") WHERE "avvisato_il" IS NULL;
