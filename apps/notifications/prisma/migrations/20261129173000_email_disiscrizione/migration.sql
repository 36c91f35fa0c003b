-- A saved search's alert e-mail carries the page that stops that search's e-mails, sent as its List-Unsubscribe header.
ALTER TABLE "email" ADD COLUMN "disiscrizione" TEXT;
