-- AlterTable
ALTER TABLE "movimenti_gettoni" ADD COLUMN     "fingerprint" TEXT;

-- Existing rows predate fingerprints and keep NULL; every new debit carries one (the contract requires it).
ALTER TABLE "movimenti_gettoni" ADD CONSTRAINT "movimenti_gettoni_fingerprint_check"
  CHECK (fingerprint IS NULL OR fingerprint ~ '^[0-9a-f]{64}$');
