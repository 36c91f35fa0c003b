-- AlterTable
ALTER TABLE "recensioni" ADD COLUMN     "nascosta" BOOLEAN NOT NULL DEFAULT false;
