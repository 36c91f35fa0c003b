-- AlterTable
ALTER TABLE "movimenti_gettoni" ADD COLUMN     "listing_id" UUID;

-- Only a debit pays for a listing; debits written before this column keep NULL, which no new debit sends, so a repeat
-- of one of their keys is refused rather than answered with a debit that named no listing.
ALTER TABLE "movimenti_gettoni" ADD CONSTRAINT "movimenti_gettoni_listing_id_check"
  CHECK (listing_id IS NULL OR reason IN ('creazione-inserzione', 'modifica-inserzione'));
