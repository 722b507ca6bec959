-- Two scheduled games never hold one court at overlapping times (docs/decisions/254-one-court-one-game-at-a-time.md).
-- The back-office's checks (the fixture allocator, game edits' clash check) find a clash first and say which game;
-- this is the database's refusal behind them, for what they do not check (finals placed by hand) and for races.
-- Postponed, cancelled and washed-out games give their court back. DEFERRABLE INITIALLY DEFERRED: a swap moves two
-- games through each other's slot in one transaction, so the check runs at the commit. drizzle cannot declare an
-- exclusion constraint (as migration 0014).
ALTER TABLE "games" ADD CONSTRAINT "games_court_no_overlap" EXCLUDE USING gist (
  "court_id" WITH =,
  tsrange("date" + "time_from", "date" + "time_to") WITH &&
) WHERE ("status" = 'scheduled' AND "court_id" IS NOT NULL) DEFERRABLE INITIALLY DEFERRED;
