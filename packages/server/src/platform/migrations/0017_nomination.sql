CREATE TYPE "public"."team_entry_status" AS ENUM('held', 'placed', 'waitlisted');--> statement-breakpoint
CREATE TABLE "division_entries" (
	"division_id" integer PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"capacity" integer,
	"places_taken" integer DEFAULT 0 NOT NULL,
	"waitlist" boolean DEFAULT false NOT NULL,
	"sk_val" boolean DEFAULT false NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	CONSTRAINT "division_entries_price_non_negative" CHECK ("division_entries"."price_cents" >= 0),
	CONSTRAINT "division_entries_capacity_positive" CHECK ("division_entries"."capacity" is null or "division_entries"."capacity" > 0),
	CONSTRAINT "division_entries_places_range" CHECK ("division_entries"."places_taken" >= 0 and ("division_entries"."capacity" is null or "division_entries"."places_taken" <= "division_entries"."capacity"))
);
--> statement-breakpoint
CREATE TABLE "division_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"grade_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grades" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"division_id" integer NOT NULL,
	"preferred_division_id" integer,
	"team_id" integer,
	"team_name" text NOT NULL,
	"status" "team_entry_status" DEFAULT 'held' NOT NULL,
	"takes_place" boolean NOT NULL,
	"copied_from_team_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"entry" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "division_entries" ADD CONSTRAINT "division_entries_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "division_entries" ADD CONSTRAINT "division_entries_group_id_division_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."division_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "division_groups" ADD CONSTRAINT "division_groups_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "division_groups" ADD CONSTRAINT "division_groups_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_entries" ADD CONSTRAINT "team_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_entries" ADD CONSTRAINT "team_entries_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_entries" ADD CONSTRAINT "team_entries_preferred_division_id_divisions_id_fk" FOREIGN KEY ("preferred_division_id") REFERENCES "public"."divisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_entries" ADD CONSTRAINT "team_entries_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_entries" ADD CONSTRAINT "team_entries_copied_from_team_id_teams_id_fk" FOREIGN KEY ("copied_from_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "division_entries_group_idx" ON "division_entries" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "division_groups_season_grade_name_key" ON "division_groups" USING btree ("season_id","grade_id","name");--> statement-breakpoint
CREATE INDEX "division_groups_grade_idx" ON "division_groups" USING btree ("grade_id");--> statement-breakpoint
CREATE UNIQUE INDEX "grades_name_key" ON "grades" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "team_entries_order_key" ON "team_entries" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_entries_division_name_key" ON "team_entries" USING btree ("division_id",lower("team_name"));--> statement-breakpoint
CREATE INDEX "team_entries_member_idx" ON "team_entries" USING btree ("member_id");