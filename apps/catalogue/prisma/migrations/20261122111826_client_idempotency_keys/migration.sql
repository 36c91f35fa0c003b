-- AlterTable
ALTER TABLE "auto" ADD COLUMN     "chiave_creazione" UUID,
ADD COLUMN     "impronta_creazione" TEXT;

-- CreateTable
CREATE TABLE "modifiche_applicate" (
    "auto_id" UUID NOT NULL,
    "chiave" UUID NOT NULL,
    "impronta" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "modifiche_applicate_pkey" PRIMARY KEY ("auto_id","chiave")
);

-- CreateIndex
CREATE UNIQUE INDEX "auto_venditore_id_chiave_creazione_key" ON "auto"("venditore_id", "chiave_creazione");

-- AddForeignKey
ALTER TABLE "modifiche_applicate" ADD CONSTRAINT "modifiche_applicate_auto_id_fkey" FOREIGN KEY ("auto_id") REFERENCES "auto"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A creation key is only ever stored with the fingerprint of the content it created.
ALTER TABLE "auto" ADD CONSTRAINT "auto_chiave_creazione_check"
  CHECK ((chiave_creazione IS NULL) = (impronta_creazione IS NULL));
