-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "casi" (
    "id" UUID NOT NULL,
    "oggetto" TEXT NOT NULL,
    "oggetto_id" UUID NOT NULL,
    "interessato_id" UUID NOT NULL,
    "istantanea" JSONB NOT NULL,
    "stato" TEXT NOT NULL DEFAULT 'aperto',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "azione" TEXT,
    "fatti" TEXT,
    "fondamento" TEXT,
    "operatore_id" UUID,
    "deciso_il" TIMESTAMPTZ(3),

    CONSTRAINT "casi_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "segnalazioni" (
    "id" UUID NOT NULL,
    "caso_id" UUID NOT NULL,
    "motivo" TEXT NOT NULL,
    "spiegazione" TEXT NOT NULL,
    "nome" TEXT,
    "email" TEXT,
    "utente_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "segnalazioni_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "provvedimenti" (
    "id" UUID NOT NULL,
    "caso_id" UUID NOT NULL,
    "utente_id" UUID NOT NULL,
    "azione" TEXT NOT NULL,
    "titolo" TEXT NOT NULL,
    "fatti" TEXT NOT NULL,
    "fondamento" TEXT NOT NULL,
    "operatore_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ricorso" TEXT,
    "ricorso_il" TIMESTAMPTZ(3),
    "esito" TEXT,
    "motivazione_esito" TEXT,
    "esito_operatore_id" UUID,
    "esito_il" TIMESTAMPTZ(3),

    CONSTRAINT "provvedimenti_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "registro" (
    "id" UUID NOT NULL,
    "operatore_id" UUID NOT NULL,
    "operatore" TEXT NOT NULL,
    "azione" TEXT NOT NULL,
    "oggetto" TEXT NOT NULL,
    "motivazione" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "registro_pkey" PRIMARY KEY ("id")
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
CREATE INDEX "casi_stato_created_at_idx" ON "casi"("stato", "created_at");

-- CreateIndex
CREATE INDEX "segnalazioni_caso_id_idx" ON "segnalazioni"("caso_id");

-- CreateIndex
CREATE INDEX "segnalazioni_utente_id_created_at_idx" ON "segnalazioni"("utente_id", "created_at");

-- CreateIndex
CREATE INDEX "segnalazioni_email_created_at_idx" ON "segnalazioni"("email", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "provvedimenti_caso_id_key" ON "provvedimenti"("caso_id");

-- CreateIndex
CREATE INDEX "provvedimenti_utente_id_created_at_idx" ON "provvedimenti"("utente_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "registro_created_at_id_idx" ON "registro"("created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "outbox_events_published_at_occurred_at_idx" ON "outbox_events"("published_at", "occurred_at");

-- CreateIndex
CREATE INDEX "processed_events_processed_at_idx" ON "processed_events"("processed_at");

-- AddForeignKey
ALTER TABLE "segnalazioni" ADD CONSTRAINT "segnalazioni_caso_id_fkey" FOREIGN KEY ("caso_id") REFERENCES "casi"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "provvedimenti" ADD CONSTRAINT "provvedimenti_caso_id_fkey" FOREIGN KEY ("caso_id") REFERENCES "casi"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- One open case per content: further reports of it join the case (docs/architecture.md#moderation).
CREATE UNIQUE INDEX "casi_aperto_per_oggetto" ON "casi" ("oggetto", "oggetto_id") WHERE "stato" = 'aperto';

-- A case is decided with its decision, all of it at once.
ALTER TABLE "casi" ADD CONSTRAINT "casi_decisione" CHECK (
  ("stato" = 'aperto' AND "azione" IS NULL AND "operatore_id" IS NULL AND "deciso_il" IS NULL)
  OR ("stato" = 'deciso' AND "azione" IS NOT NULL AND "fatti" IS NOT NULL AND "fondamento" IS NOT NULL
      AND "operatore_id" IS NOT NULL AND "deciso_il" IS NOT NULL));

-- An appeal is decided by another operator than the first, and only once lodged.
ALTER TABLE "provvedimenti" ADD CONSTRAINT "provvedimenti_ricorso" CHECK (
  ("esito" IS NULL OR ("ricorso" IS NOT NULL AND "esito_operatore_id" IS DISTINCT FROM "operatore_id")));

-- The audit log is append-only: no statement, whoever sends it, changes or removes a line.
CREATE FUNCTION registro_immutabile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'registro is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER registro_senza_modifiche BEFORE UPDATE OR DELETE ON "registro"
  FOR EACH ROW EXECUTE FUNCTION registro_immutabile();
CREATE TRIGGER registro_senza_svuotamento BEFORE TRUNCATE ON "registro"
  FOR EACH STATEMENT EXECUTE FUNCTION registro_immutabile();
