-- A game may be postponed, cancelled or washed out (docs/decisions/210-game-edits.md); the status is part of its
-- calendar event (a team feed shows a cancelled event), so the trigger of migration 0011 now bumps the SEQUENCE
-- when it changes too. A generated final series keeps its qualifiers and each final's place in the bracket
-- (docs/decisions/212-finals-from-the-back-office.md).
CREATE TABLE "division_finals" (
	"division_id" integer PRIMARY KEY NOT NULL,
	"qualifiers" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "status" text DEFAULT 'scheduled' NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "final_slot" text;--> statement-breakpoint
ALTER TABLE "division_finals" ADD CONSTRAINT "division_finals_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "games_division_final_slot_key" ON "games" USING btree ("division_id","final_slot") WHERE "games"."final_slot" is not null;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_status_known" CHECK ("games"."status" in ('scheduled', 'postponed', 'cancelled', 'washout'));--> statement-breakpoint
CREATE OR REPLACE FUNCTION games_bump_calendar_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.date, NEW.time_from, NEW.time_to, NEW.court_id, NEW.team_a_id, NEW.team_b_id, NEW.bye_team_id, NEW.duty_team_id, NEW.scored_at, NEW.status)
     IS DISTINCT FROM (OLD.date, OLD.time_from, OLD.time_to, OLD.court_id, OLD.team_a_id, OLD.team_b_id, OLD.bye_team_id, OLD.duty_team_id, OLD.scored_at, OLD.status) THEN
    NEW.calendar_sequence := OLD.calendar_sequence + 1;
    NEW.changed_at := now();
  END IF;
  RETURN NEW;
END;
$$;
