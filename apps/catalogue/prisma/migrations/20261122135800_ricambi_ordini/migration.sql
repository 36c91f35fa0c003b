-- A part is available, reserved for one order (until its payment deadline) or sold to it (docs/architecture.md#reservation).
-- AlterTable
ALTER TABLE "ricambi" ADD COLUMN     "acquirente_id" UUID,
ADD COLUMN     "ordine_id" UUID,
ADD COLUMN     "riservato_fino" TIMESTAMPTZ(3),
ADD COLUMN     "venduto_il" TIMESTAMPTZ(3);

-- `disponibile` is what the counters, the search and the edit read; it means exactly "no order holds the part", and a
-- held part always names its buyer. Only a reserved part has a deadline, only a sold one a sale date.
ALTER TABLE "ricambi" ADD CONSTRAINT "ricambi_ordine_check" CHECK (
  (disponibile AND ordine_id IS NULL AND acquirente_id IS NULL AND riservato_fino IS NULL AND venduto_il IS NULL)
  OR (NOT disponibile AND ordine_id IS NOT NULL AND acquirente_id IS NOT NULL AND (riservato_fino IS NULL OR venduto_il IS NULL))
);

-- Release and sale find an order's parts by its id; available parts (most of them) stay out of the index.
CREATE INDEX "ricambi_ordine_id_idx" ON "ricambi"("ordine_id") WHERE ordine_id IS NOT NULL;
