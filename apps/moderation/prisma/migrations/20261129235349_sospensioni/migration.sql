-- AlterTable
ALTER TABLE "provvedimenti" ADD COLUMN     "revocato_il" TIMESTAMPTZ(3),
ADD COLUMN     "sospeso_fino" TIMESTAMPTZ(3);

-- The sweep finds the suspensions whose time ran out and are not yet lifted.
CREATE INDEX "provvedimenti_sospensioni_in_corso" ON "provvedimenti" ("sospeso_fino")
  WHERE "azione" = 'sospendi_venditore' AND "revocato_il" IS NULL AND "sospeso_fino" IS NOT NULL;
