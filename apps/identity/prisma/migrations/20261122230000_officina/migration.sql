-- A buyer's declaration of being a motor-repair business (issue 14): the only buyers safety parts may be sold to.
-- All three values or none, so a half-filled declaration can never let a safety part through.
ALTER TABLE "users"
  ADD COLUMN "officina_ragione_sociale" TEXT,
  ADD COLUMN "officina_partita_iva" TEXT,
  ADD COLUMN "officina_registro" TEXT;

ALTER TABLE "users" ADD CONSTRAINT "users_officina_completa" CHECK (
  ("officina_ragione_sociale" IS NULL) = ("officina_partita_iva" IS NULL)
  AND ("officina_partita_iva" IS NULL) = ("officina_registro" IS NULL)
);
