-- AlterTable
ALTER TABLE "users" ADD COLUMN     "autocertificazione_il" TIMESTAMPTZ(3),
ADD COLUMN     "autorizzazione_centro" TEXT,
ADD COLUMN     "intestatario_iban" TEXT,
ADD COLUMN     "provincia_cciaa" TEXT,
ADD COLUMN     "ragione_sociale" TEXT,
ADD COLUMN     "rea" TEXT,
ADD COLUMN     "rentri" TEXT,
ADD COLUMN     "sede_legale" TEXT,
ADD COLUMN     "verificato_il" TIMESTAMPTZ(3);
