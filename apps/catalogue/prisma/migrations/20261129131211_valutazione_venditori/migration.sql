-- AlterTable
ALTER TABLE "auto" ADD COLUMN     "valutazione_venditore" DOUBLE PRECISION;

-- AlterTable
ALTER TABLE "venditori" ADD COLUMN     "affidabile" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "media_stelle" DOUBLE PRECISION,
ADD COLUMN     "numero_recensioni" INTEGER NOT NULL DEFAULT 0;

-- The search sorts by the seller's rating along this index (docs/search.md#sort-by-rating): sellers without reviews
-- last, then newest first, as every other sort.
CREATE INDEX "auto_valutazione_venditore_idx" ON "auto" ("valutazione_venditore" DESC NULLS LAST, "created_at" DESC, "id" DESC);

-- A car carries its seller's average from the moment it is written, whoever writes it.
CREATE FUNCTION auto_valutazione_venditore() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.valutazione_venditore := (SELECT v.media_stelle FROM venditori v WHERE v.id = NEW.venditore_id);
  RETURN NEW;
END $$;
CREATE TRIGGER auto_valutazione_venditore BEFORE INSERT ON "auto"
  FOR EACH ROW EXECUTE FUNCTION auto_valutazione_venditore();

-- And follows it when reviews announce a new one.
CREATE FUNCTION venditori_valutazione_auto() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE auto SET valutazione_venditore = NEW.media_stelle
  WHERE venditore_id = NEW.id AND valutazione_venditore IS DISTINCT FROM NEW.media_stelle;
  RETURN NULL;
END $$;
CREATE TRIGGER venditori_valutazione_auto AFTER INSERT OR UPDATE OF media_stelle ON "venditori"
  FOR EACH ROW EXECUTE FUNCTION venditori_valutazione_auto();
