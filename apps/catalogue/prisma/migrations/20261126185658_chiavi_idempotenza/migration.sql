-- A client's idempotency key names one operation of its seller forever. Creation keys lived on the listing's row and
-- edit keys in a table cascading from it, so both went with a deleted listing, and its creation key then created (and,
-- with the same debit key in tokens, paid for) a new listing. One table per seller now, with no foreign key to the
-- listing.

-- CreateEnum
CREATE TYPE "operazione_cliente" AS ENUM ('creazione', 'modifica');

-- CreateEnum
CREATE TYPE "stato_chiave" AS ENUM ('prenotata', 'eseguita', 'annullata');

-- CreateTable
CREATE TABLE "chiavi_idempotenza" (
    "venditore_id" UUID NOT NULL,
    "chiave" UUID NOT NULL,
    "operazione" "operazione_cliente" NOT NULL,
    "auto_id" UUID NOT NULL,
    "impronta" TEXT NOT NULL,
    "stato" "stato_chiave" NOT NULL DEFAULT 'prenotata',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chiavi_idempotenza_pkey" PRIMARY KEY ("venditore_id","chiave")
);

-- The keys of the listings that still exist, as done. Edit keys were unique per listing, not per seller: where one
-- seller sent a key twice (for its creation and an edit, or for two listings' edits), the creation, then the earliest
-- edit, keeps it, and a retry of the other is refused as a key reused. The keys of listings deleted before this
-- migration are gone; tokens refuses their debit keys for any new listing.
INSERT INTO "chiavi_idempotenza" ("venditore_id", "chiave", "operazione", "auto_id", "impronta", "stato", "created_at")
SELECT "venditore_id", "chiave_creazione", 'creazione', "id", "impronta_creazione", 'eseguita', "created_at"
FROM "auto" WHERE "chiave_creazione" IS NOT NULL;

INSERT INTO "chiavi_idempotenza" ("venditore_id", "chiave", "operazione", "auto_id", "impronta", "stato", "created_at")
SELECT a."venditore_id", m."chiave", 'modifica', m."auto_id", m."impronta", 'eseguita', m."created_at"
FROM "modifiche_applicate" m JOIN "auto" a ON a."id" = m."auto_id"
ORDER BY m."created_at", m."auto_id"
ON CONFLICT ("venditore_id", "chiave") DO NOTHING;

-- DropTable
DROP TABLE "modifiche_applicate";

-- DropIndex
DROP INDEX "auto_venditore_id_chiave_creazione_key";

-- AlterTable
ALTER TABLE "auto" DROP CONSTRAINT "auto_chiave_creazione_check";
ALTER TABLE "auto" DROP COLUMN "chiave_creazione",
DROP COLUMN "impronta_creazione";
