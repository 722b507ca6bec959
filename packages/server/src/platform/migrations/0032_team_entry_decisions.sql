ALTER TYPE "public"."team_entry_status" ADD VALUE 'declined';--> statement-breakpoint
ALTER TABLE "team_entries" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_entries" ADD COLUMN "decline_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "team_entries_division_idx" ON "team_entries" USING btree ("division_id","created_at");--> statement-breakpoint
-- entries placed before decision 206 were final when placed (decision 062): they count as accepted
UPDATE "team_entries" SET "accepted_at" = "updated_at" WHERE "status" = 'placed';
