-- The scheduled pruning (@ricambiamo/messaging eventTablePrunes) deletes by age: it reads the old rows by index
-- rather than scanning every id this service ever processed.
CREATE INDEX "processed_events_processed_at_idx" ON "processed_events"("processed_at");
