-- Views of listing detail pages for the seller's statistics (docs/architecture.md#seller-statistics): the day's
-- visitor keys, only to count each visitor once a day (pruned), and the daily totals per listing the charts read.
-- CreateTable
CREATE TABLE "visite" (
    "giorno" DATE NOT NULL,
    "auto_id" UUID NOT NULL,
    "visitatore" TEXT NOT NULL,

    CONSTRAINT "visite_pkey" PRIMARY KEY ("giorno","auto_id","visitatore")
);

-- CreateTable
CREATE TABLE "visualizzazioni" (
    "auto_id" UUID NOT NULL,
    "giorno" DATE NOT NULL,
    "venditore_id" UUID NOT NULL,
    "conteggio" INTEGER NOT NULL,

    CONSTRAINT "visualizzazioni_pkey" PRIMARY KEY ("auto_id","giorno")
);

-- CreateIndex
CREATE INDEX "visualizzazioni_venditore_id_giorno_idx" ON "visualizzazioni"("venditore_id", "giorno");

-- A total exists from its first view on.
ALTER TABLE "visualizzazioni" ADD CONSTRAINT "visualizzazioni_conteggio_positivo" CHECK ("conteggio" > 0);
