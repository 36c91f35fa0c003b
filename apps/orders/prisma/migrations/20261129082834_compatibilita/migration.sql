-- The fit each part was bought with for the buyer's active vehicle (docs/rules.md §3.14, issue 33): level and reason,
-- both or none. Orders placed before, and by buyers without a vehicle, have none.
CREATE TYPE "livello_compatibilita" AS ENUM ('compatibile', 'probabile', 'da_verificare');

ALTER TABLE "ordini_ricambi" ADD COLUMN     "compatibilita_livello" "livello_compatibilita",
ADD COLUMN     "compatibilita_motivo" TEXT;

ALTER TABLE "ordini_ricambi" ADD CONSTRAINT "ordini_ricambi_compatibilita_completa" CHECK (
  ("compatibilita_livello" IS NULL) = ("compatibilita_motivo" IS NULL)
);

-- A part bought as Compatibile went back as not fitting: the return shipping is the seller's (docs/rules.md §1).
-- Withdrawals asked before were all the customer's.
ALTER TABLE "recessi" ADD COLUMN     "errore_venditore" BOOLEAN NOT NULL DEFAULT false;
