CREATE TYPE "public"."official_response" AS ENUM('pending', 'accepted', 'declined');--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "referee_slots" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "referee_assignments" ADD COLUMN "response" "official_response" DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "referee_assignments" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referee_assignments" ADD COLUMN "moved_at" timestamp with time zone;--> statement-breakpoint
-- Decisions 278, 279: existing assignments are kept. Games already played count as accepted (the officials turned up);
-- an official holding two functions of one game keeps the first (lowest id) and the other is cancelled, so the new
-- key (one live function per official and game, paid once) can be made.
UPDATE "referee_assignments" a SET "response" = 'accepted', "responded_at" = now() FROM "games" g
  WHERE g."id" = a."game_id" AND g."date" < current_date AND a."cancelled_at" IS NULL;--> statement-breakpoint
UPDATE "referee_assignments" a SET "cancelled_at" = now() WHERE a."cancelled_at" IS NULL AND EXISTS (
  SELECT 1 FROM "referee_assignments" b WHERE b."game_id" = a."game_id" AND b."member_id" = a."member_id" AND b."cancelled_at" IS NULL AND b."id" < a."id");--> statement-breakpoint
CREATE UNIQUE INDEX "referee_assignments_game_member_key" ON "referee_assignments" USING btree ("game_id","member_id") WHERE "referee_assignments"."cancelled_at" is null;--> statement-breakpoint
ALTER TABLE "divisions" ADD CONSTRAINT "divisions_referee_slots_range" CHECK ("divisions"."referee_slots" between 1 and 4);