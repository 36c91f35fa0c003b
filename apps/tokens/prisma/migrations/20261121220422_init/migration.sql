-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "acquisto_stato" AS ENUM ('pending', 'paid', 'cancelled');

-- CreateTable
CREATE TABLE "saldi_gettoni" (
    "seller_id" UUID NOT NULL,
    "gettoni" INTEGER NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "saldi_gettoni_pkey" PRIMARY KEY ("seller_id")
);

-- CreateTable
CREATE TABLE "movimenti_gettoni" (
    "id" UUID NOT NULL,
    "seller_id" UUID NOT NULL,
    "amount" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "balance_after" INTEGER NOT NULL,
    "idempotency_key" TEXT NOT NULL,
    "refund_of" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "movimenti_gettoni_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "acquisti_gettoni" (
    "id" UUID NOT NULL,
    "session_id" TEXT NOT NULL,
    "seller_id" UUID NOT NULL,
    "pack_id" TEXT NOT NULL,
    "gettoni" INTEGER NOT NULL,
    "prezzo_centesimi" INTEGER NOT NULL,
    "status" "acquisto_stato" NOT NULL DEFAULT 'pending',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "acquisti_gettoni_pkey" PRIMARY KEY ("id")
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
CREATE UNIQUE INDEX "movimenti_gettoni_idempotency_key_key" ON "movimenti_gettoni"("idempotency_key");

-- CreateIndex
CREATE UNIQUE INDEX "movimenti_gettoni_refund_of_key" ON "movimenti_gettoni"("refund_of");

-- CreateIndex
CREATE INDEX "movimenti_gettoni_seller_id_created_at_id_idx" ON "movimenti_gettoni"("seller_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "acquisti_gettoni_session_id_key" ON "acquisti_gettoni"("session_id");

-- CreateIndex
CREATE INDEX "acquisti_gettoni_seller_id_idx" ON "acquisti_gettoni"("seller_id");

-- CreateIndex
CREATE INDEX "outbox_events_published_at_occurred_at_idx" ON "outbox_events"("published_at", "occurred_at");

-- AddForeignKey
ALTER TABLE "movimenti_gettoni" ADD CONSTRAINT "movimenti_gettoni_refund_of_fkey" FOREIGN KEY ("refund_of") REFERENCES "movimenti_gettoni"("id") ON DELETE RESTRICT ON UPDATE RESTRICT;

-- What Prisma cannot express. A balance never goes below zero, whatever the application does: the conditional
-- debit relies on it as its last line of defence.
ALTER TABLE "saldi_gettoni" ADD CONSTRAINT "saldi_gettoni_gettoni_check" CHECK ("gettoni" >= 0);

-- Each reason moves the balance one way only, and a refund always names the debit it gives back.
ALTER TABLE "movimenti_gettoni" ADD CONSTRAINT "movimenti_gettoni_reason_check" CHECK (
    ("reason" IN ('acquisto', 'rimborso') AND "amount" > 0)
    OR ("reason" IN ('creazione-inserzione', 'modifica-inserzione') AND "amount" < 0)
);
ALTER TABLE "movimenti_gettoni" ADD CONSTRAINT "movimenti_gettoni_refund_of_check" CHECK (("reason" = 'rimborso') = ("refund_of" IS NOT NULL));
ALTER TABLE "movimenti_gettoni" ADD CONSTRAINT "movimenti_gettoni_balance_after_check" CHECK ("balance_after" >= 0);

ALTER TABLE "acquisti_gettoni" ADD CONSTRAINT "acquisti_gettoni_gettoni_check" CHECK ("gettoni" > 0 AND "prezzo_centesimi" > 0);

-- The ledger is the history the balance is audited against: rows are only ever added, by the application or anyone
-- with a SQL prompt.
CREATE FUNCTION "movimenti_gettoni_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'movimenti_gettoni is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER "movimenti_gettoni_no_update_delete" BEFORE UPDATE OR DELETE ON "movimenti_gettoni"
    FOR EACH ROW EXECUTE FUNCTION "movimenti_gettoni_append_only"();
CREATE TRIGGER "movimenti_gettoni_no_truncate" BEFORE TRUNCATE ON "movimenti_gettoni"
    FOR EACH STATEMENT EXECUTE FUNCTION "movimenti_gettoni_append_only"();
