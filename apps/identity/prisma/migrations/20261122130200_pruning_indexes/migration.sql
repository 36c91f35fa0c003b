-- The scheduled pruning (@ricambiamo/messaging eventTablePrunes) deletes by age: it reads the old rows by index
-- rather than scanning every id this service ever processed.
CREATE INDEX "processed_events_processed_at_idx" ON "processed_events"("processed_at");

-- Expired refresh sessions are pruned the same way (src/background/session-pruning.ts).
CREATE INDEX "refresh_sessions_expires_at_idx" ON "refresh_sessions"("expires_at");
