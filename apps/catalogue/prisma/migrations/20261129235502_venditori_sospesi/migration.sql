-- AlterTable
ALTER TABLE "auto" ADD COLUMN     "venditore_sospeso" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "venditori" ADD COLUMN     "sospeso" BOOLEAN NOT NULL DEFAULT false;
