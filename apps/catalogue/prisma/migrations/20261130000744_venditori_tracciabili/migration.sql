-- AlterTable
ALTER TABLE "venditori" ADD COLUMN     "tracciabile" BOOLEAN NOT NULL DEFAULT false;
