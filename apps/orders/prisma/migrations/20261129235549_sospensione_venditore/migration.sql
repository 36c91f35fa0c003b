-- AlterEnum
ALTER TYPE "autore_stato" ADD VALUE 'sospensione-venditore';
