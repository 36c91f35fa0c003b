-- AlterTable
ALTER TABLE "auto" ADD COLUMN     "nascosta" BOOLEAN NOT NULL DEFAULT false;
