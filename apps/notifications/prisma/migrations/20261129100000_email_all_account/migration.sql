-- Every e-mail goes to its user's account address from `utenti`, read when it is sent; the address a checkout form
-- carried is a shipping contact, never a recipient. E-mails still waiting go to the account too.
ALTER TABLE "email" DROP COLUMN "indirizzo";
