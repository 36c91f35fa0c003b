-- AlterEnum
ALTER TYPE "ruolo" ADD VALUE 'operatore';

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "totp_segreto" TEXT,
ADD COLUMN     "totp_ultimo_passo" INTEGER;

-- CreateTable
CREATE TABLE "codici_recupero" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "codice_hash" TEXT NOT NULL,
    "usato_il" TIMESTAMPTZ(3),

    CONSTRAINT "codici_recupero_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sfide_accesso" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "token_hash" TEXT NOT NULL,
    "persistent" BOOLEAN NOT NULL,
    "user_agent" TEXT,
    "segreto_in_attivazione" TEXT,
    "tentativi" INTEGER NOT NULL DEFAULT 0,
    "scade_il" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sfide_accesso_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "codici_recupero_user_id_codice_hash_key" ON "codici_recupero"("user_id", "codice_hash");

-- CreateIndex
CREATE UNIQUE INDEX "sfide_accesso_token_hash_key" ON "sfide_accesso"("token_hash");

-- CreateIndex
CREATE INDEX "sfide_accesso_user_id_idx" ON "sfide_accesso"("user_id");

-- CreateIndex
CREATE INDEX "sfide_accesso_scade_il_idx" ON "sfide_accesso"("scade_il");

-- AddForeignKey
ALTER TABLE "codici_recupero" ADD CONSTRAINT "codici_recupero_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sfide_accesso" ADD CONSTRAINT "sfide_accesso_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
