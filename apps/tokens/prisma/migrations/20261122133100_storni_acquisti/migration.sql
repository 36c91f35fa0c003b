-- AlterTable
ALTER TABLE "acquisti_gettoni" ADD COLUMN     "gettoni_ripresi" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "gettoni_scoperti" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "payment_intent_id" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "acquisti_gettoni_payment_intent_id_key" ON "acquisti_gettoni"("payment_intent_id");

-- What Prisma cannot express. A purchase never gives back more tokens than it brought.
ALTER TABLE "acquisti_gettoni" ADD CONSTRAINT "acquisti_gettoni_storno_check" CHECK (
    "gettoni_ripresi" >= 0 AND "gettoni_scoperti" >= 0 AND "gettoni_ripresi" + "gettoni_scoperti" <= "gettoni"
);

-- Taking back a refunded or disputed purchase moves the balance down, like spending.
ALTER TABLE "movimenti_gettoni" DROP CONSTRAINT "movimenti_gettoni_reason_check";
ALTER TABLE "movimenti_gettoni" ADD CONSTRAINT "movimenti_gettoni_reason_check" CHECK (
    ("reason" IN ('acquisto', 'rimborso') AND "amount" > 0)
    OR ("reason" IN ('creazione-inserzione', 'modifica-inserzione', 'acquisto-rimborsato', 'acquisto-contestato') AND "amount" < 0)
);
