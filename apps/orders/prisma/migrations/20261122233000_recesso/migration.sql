-- A consumer's withdrawal from a completed order (issue 14): one per order, the parts going back, each step's time.
CREATE TYPE "stato_recesso" AS ENUM ('richiesto', 'accettato', 'ricevuto', 'rimborsato');

CREATE TABLE "recessi" (
    "ordine_id" UUID NOT NULL,
    "stato" "stato_recesso" NOT NULL,
    "motivo" TEXT NOT NULL,
    "dettagli" TEXT,
    "importo_centesimi" INTEGER NOT NULL,
    "richiesto_il" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "accettato_il" TIMESTAMPTZ(3),
    "ricevuto_il" TIMESTAMPTZ(3),
    "rimborsato_il" TIMESTAMPTZ(3),
    "rimessi_in_vendita" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "recessi_pkey" PRIMARY KEY ("ordine_id"),
    CONSTRAINT "recessi_ordine_id_fkey" FOREIGN KEY ("ordine_id") REFERENCES "ordini"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "recessi_importo_positivo" CHECK ("importo_centesimi" >= 0)
);

-- Only parts of the same order can go back with its withdrawal.
CREATE TABLE "recessi_ricambi" (
    "ordine_id" UUID NOT NULL,
    "ricambio_id" UUID NOT NULL,
    CONSTRAINT "recessi_ricambi_pkey" PRIMARY KEY ("ordine_id", "ricambio_id"),
    CONSTRAINT "recessi_ricambi_ordine_id_fkey" FOREIGN KEY ("ordine_id") REFERENCES "recessi"("ordine_id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "recessi_ricambi_ricambio_fkey" FOREIGN KEY ("ordine_id", "ricambio_id") REFERENCES "ordini_ricambi"("ordine_id", "ricambio_id") ON DELETE CASCADE ON UPDATE CASCADE
);
