-- CreateTable
CREATE TABLE "ricerche_senza_risultati" (
    "giorno" DATE NOT NULL,
    "regione" TEXT NOT NULL,
    "marca_chiave" TEXT NOT NULL,
    "modello_chiave" TEXT NOT NULL,
    "marca" TEXT NOT NULL,
    "modello" TEXT,
    "conteggio" INTEGER NOT NULL,

    CONSTRAINT "ricerche_senza_risultati_pkey" PRIMARY KEY ("giorno","regione","marca_chiave","modello_chiave")
);
