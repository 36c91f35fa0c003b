-- CreateTable
CREATE TABLE "addebiti_annullati" (
    "idempotency_key" TEXT NOT NULL,
    "seller_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "addebiti_annullati_pkey" PRIMARY KEY ("idempotency_key")
);
