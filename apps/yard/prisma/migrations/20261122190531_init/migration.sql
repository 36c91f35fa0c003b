-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "parco_aree" (
    "id" UUID NOT NULL,
    "venditore_id" UUID NOT NULL,
    "nome" TEXT NOT NULL,
    "descrizione" TEXT,
    "posizione_x" INTEGER NOT NULL,
    "posizione_y" INTEGER NOT NULL,
    "larghezza" INTEGER NOT NULL,
    "altezza" INTEGER NOT NULL,
    "colore" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "parco_aree_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "auto" (
    "id" UUID NOT NULL,
    "venditore_id" UUID NOT NULL,
    "marca" TEXT NOT NULL,
    "modello" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "auto_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "posti_auto" (
    "auto_id" UUID NOT NULL,
    "area_id" UUID NOT NULL,
    "assegnata_il" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "posti_auto_pkey" PRIMARY KEY ("auto_id")
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
CREATE INDEX "parco_aree_venditore_id_created_at_idx" ON "parco_aree"("venditore_id", "created_at");

-- CreateIndex
CREATE INDEX "auto_venditore_id_created_at_idx" ON "auto"("venditore_id", "created_at");

-- CreateIndex
CREATE INDEX "posti_auto_area_id_assegnata_il_idx" ON "posti_auto"("area_id", "assegnata_il");

-- CreateIndex
CREATE INDEX "outbox_events_published_at_occurred_at_idx" ON "outbox_events"("published_at", "occurred_at");

-- CreateIndex
CREATE INDEX "processed_events_processed_at_idx" ON "processed_events"("processed_at");

-- AddForeignKey
ALTER TABLE "posti_auto" ADD CONSTRAINT "posti_auto_auto_id_fkey" FOREIGN KEY ("auto_id") REFERENCES "auto"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "posti_auto" ADD CONSTRAINT "posti_auto_area_id_fkey" FOREIGN KEY ("area_id") REFERENCES "parco_aree"("id") ON DELETE CASCADE ON UPDATE CASCADE;
