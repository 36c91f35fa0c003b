-- CreateTable
CREATE TABLE "richieste" (
    "id" UUID NOT NULL,
    "acquirente_id" UUID NOT NULL,
    "marca" TEXT NOT NULL,
    "modello" TEXT NOT NULL,
    "marca_chiave" TEXT NOT NULL,
    "modello_chiave" TEXT NOT NULL,
    "anno" INTEGER NOT NULL,
    "codice_motore" TEXT,
    "codice_motore_norm" TEXT,
    "numero_telaio" TEXT,
    "ricambi" TEXT[] NOT NULL,
    "testo" TEXT,
    "codice_oem" TEXT,
    "prezzo_centesimi" INTEGER,
    "provincia" TEXT NOT NULL,
    "citta" TEXT,
    "stato" TEXT NOT NULL DEFAULT 'aperta',
    "motivo_chiusura" TEXT,
    "scade_il" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "richieste_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "risposte_richieste" (
    "id" UUID NOT NULL,
    "richiesta_id" UUID NOT NULL,
    "venditore_id" UUID NOT NULL,
    "venditore" TEXT,
    "tipo" TEXT NOT NULL,
    "auto_id" UUID,
    "ricambio_id" UUID,
    "nome_ricambio" TEXT,
    "titolo" TEXT,
    "immagine" TEXT,
    "prezzo_centesimi" INTEGER,
    "spedizione_centesimi" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "risposte_richieste_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "scorte" (
    "auto_id" UUID NOT NULL,
    "venditore_id" UUID NOT NULL,
    "marca_chiave" TEXT NOT NULL,
    "modello_chiave" TEXT NOT NULL,
    "anno" INTEGER NOT NULL,
    "codice_motore_norm" TEXT,
    "codici_oem" TEXT[] NOT NULL,

    CONSTRAINT "scorte_pkey" PRIMARY KEY ("auto_id")
);

-- CreateIndex
CREATE INDEX "richieste_stato_created_at_idx" ON "richieste"("stato", "created_at" DESC);

-- CreateIndex
CREATE INDEX "richieste_acquirente_id_created_at_idx" ON "richieste"("acquirente_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "richieste_marca_chiave_modello_chiave_anno_idx" ON "richieste"("marca_chiave", "modello_chiave", "anno");

-- CreateIndex
CREATE INDEX "richieste_codice_motore_norm_idx" ON "richieste"("codice_motore_norm");

-- CreateIndex
CREATE INDEX "richieste_codice_oem_idx" ON "richieste"("codice_oem");

-- CreateIndex
CREATE INDEX "risposte_richieste_venditore_id_idx" ON "risposte_richieste"("venditore_id");

-- CreateIndex
CREATE UNIQUE INDEX "risposte_richieste_richiesta_id_ricambio_id_key" ON "risposte_richieste"("richiesta_id", "ricambio_id");

-- CreateIndex
CREATE INDEX "scorte_venditore_id_idx" ON "scorte"("venditore_id");

-- AddForeignKey
ALTER TABLE "risposte_richieste" ADD CONSTRAINT "risposte_richieste_richiesta_id_fkey" FOREIGN KEY ("richiesta_id") REFERENCES "richieste"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- "Non disponibile" once per seller and request; a part, once per request (the unique key above).
CREATE UNIQUE INDEX "risposte_richieste_non_disponibile_key" ON "risposte_richieste" ("richiesta_id", "venditore_id")
  WHERE "tipo" = 'non_disponibile';

-- The expiry sweep reads the open requests by their end.
CREATE INDEX "richieste_aperte_scade_il_idx" ON "richieste" ("scade_il") WHERE "stato" = 'aperta';
