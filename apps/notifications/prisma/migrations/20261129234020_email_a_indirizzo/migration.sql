-- AlterTable
ALTER TABLE "email" ADD COLUMN     "indirizzo" TEXT,
ALTER COLUMN "user_id" DROP NOT NULL;

-- An account's e-mail, or a reporter's address: never both, never neither.
ALTER TABLE "email" ADD CONSTRAINT "email_destinatario" CHECK (("user_id" IS NULL) <> ("indirizzo" IS NULL));

-- The recipients an event may name: a moderation decision's user, and each report's sender.
ALTER TABLE "email" DROP CONSTRAINT "email_destinatario_check";
ALTER TABLE "email" ADD CONSTRAINT "email_destinatario_check"
  CHECK (destinatario IN ('acquirente', 'venditore', 'interessato') OR destinatario ~ '^segnalante-[0-9a-f-]{36}$');
