-- The buyer's repair-business declaration as it stood when the order was placed (issue 14): what let the order include
-- safety parts, shown to the seller. All three values or none.
ALTER TABLE "ordini"
  ADD COLUMN "officina_ragione_sociale" TEXT,
  ADD COLUMN "officina_partita_iva" TEXT,
  ADD COLUMN "officina_registro" TEXT;

ALTER TABLE "ordini" ADD CONSTRAINT "ordini_officina_completa" CHECK (
  ("officina_ragione_sociale" IS NULL) = ("officina_partita_iva" IS NULL)
  AND ("officina_partita_iva" IS NULL) = ("officina_registro" IS NULL)
);
