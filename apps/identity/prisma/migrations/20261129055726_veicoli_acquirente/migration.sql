-- The buyer's garage, "Il mio veicolo" (issue 33, docs/rules.md §3.6): up to 5 vehicles per buyer, counted by identity
-- under the buyer's garage lock; one of them active.

-- CreateEnum
CREATE TYPE "carburante" AS ENUM ('benzina', 'diesel', 'ibrida', 'elettrica', 'metano', 'gpl');

-- CreateTable
CREATE TABLE "veicoli_acquirente" (
    "id" UUID NOT NULL,
    "acquirente_id" UUID NOT NULL,
    "marca" TEXT NOT NULL,
    "modello" TEXT NOT NULL,
    "anno" INTEGER NOT NULL,
    "carburante" "carburante" NOT NULL,
    "cilindrata" INTEGER NOT NULL,
    "kw" INTEGER NOT NULL,
    "codice_motore" TEXT,
    "numero_telaio" TEXT,
    "attivo" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "veicoli_acquirente_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "veicoli_acquirente_acquirente_id_created_at_id_idx" ON "veicoli_acquirente"("acquirente_id", "created_at", "id");

-- AddForeignKey
ALTER TABLE "veicoli_acquirente" ADD CONSTRAINT "veicoli_acquirente_acquirente_id_fkey" FOREIGN KEY ("acquirente_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- At most one active vehicle per buyer, whatever a writer forgets; at least one is the service's rule, kept under the
-- same lock as every change of the active vehicle.
CREATE UNIQUE INDEX "veicoli_acquirente_un_attivo" ON "veicoli_acquirente" ("acquirente_id") WHERE "attivo";
