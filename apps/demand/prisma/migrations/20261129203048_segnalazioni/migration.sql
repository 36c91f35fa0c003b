-- CreateTable
CREATE TABLE "segnalazioni_richieste" (
    "id" UUID NOT NULL,
    "richiesta_id" UUID NOT NULL,
    "autore_id" UUID NOT NULL,
    "motivo" TEXT NOT NULL,
    "dettagli" TEXT,
    "istantanea" JSONB NOT NULL,
    "stato" TEXT NOT NULL DEFAULT 'aperta',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "segnalazioni_richieste_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "segnalazioni_richieste_stato_created_at_idx" ON "segnalazioni_richieste"("stato", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "segnalazioni_richieste_richiesta_id_autore_id_key" ON "segnalazioni_richieste"("richiesta_id", "autore_id");

-- AddForeignKey
ALTER TABLE "segnalazioni_richieste" ADD CONSTRAINT "segnalazioni_richieste_richiesta_id_fkey" FOREIGN KEY ("richiesta_id") REFERENCES "richieste"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
