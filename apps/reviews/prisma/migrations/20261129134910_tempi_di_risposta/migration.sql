-- CreateTable
CREATE TABLE "risposte" (
    "messaggio_id" UUID NOT NULL,
    "venditore_id" UUID NOT NULL,
    "secondi" INTEGER NOT NULL,
    "il" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "risposte_pkey" PRIMARY KEY ("messaggio_id")
);

-- CreateIndex
CREATE INDEX "risposte_venditore_id_il_idx" ON "risposte"("venditore_id", "il");
