-- CreateTable
CREATE TABLE "sospensioni" (
    "provvedimento_id" UUID NOT NULL,
    "venditore_id" UUID NOT NULL,
    "fino" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sospensioni_pkey" PRIMARY KEY ("provvedimento_id")
);

-- CreateIndex
CREATE INDEX "sospensioni_venditore_id_idx" ON "sospensioni"("venditore_id");
