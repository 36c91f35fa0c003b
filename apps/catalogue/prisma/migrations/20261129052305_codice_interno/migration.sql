-- The seller's own stock code for a car, by which a bulk import finds the listing again (issue 32). Unique per
-- seller; NULLs are distinct in a unique index, so the listings without a code (every existing one) never clash.

-- AlterTable
ALTER TABLE "auto" ADD COLUMN     "codice_interno" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "auto_venditore_id_codice_interno_key" ON "auto"("venditore_id", "codice_interno");
