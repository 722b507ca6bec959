CREATE TABLE "court_game_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"court_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"starts" text[] NOT NULL,
	"minutes" smallint NOT NULL,
	CONSTRAINT "court_game_slots_weekday_range" CHECK ("court_game_slots"."weekday" between 0 and 6),
	CONSTRAINT "court_game_slots_minutes_range" CHECK ("court_game_slots"."minutes" between 10 and 300)
);
--> statement-breakpoint
CREATE TABLE "division_excluded_dates" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"date" date NOT NULL,
	"ends_on" date,
	"reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "division_excluded_dates_order" CHECK ("division_excluded_dates"."ends_on" is null or "division_excluded_dates"."ends_on" >= "division_excluded_dates"."date")
);
--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "weekday" smallint DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "double_point_rounds" smallint[] DEFAULT '{}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "uses_duty" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "excluded_dates" ADD COLUMN "ends_on" date;--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "ends_on" date;--> statement-breakpoint
ALTER TABLE "division_entries" ADD COLUMN "free" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "court_game_slots" ADD CONSTRAINT "court_game_slots_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "division_excluded_dates" ADD CONSTRAINT "division_excluded_dates_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "court_game_slots_court_weekday_key" ON "court_game_slots" USING btree ("court_id","weekday");--> statement-breakpoint
CREATE UNIQUE INDEX "division_excluded_dates_division_date_key" ON "division_excluded_dates" USING btree ("division_id","date");--> statement-breakpoint
ALTER TABLE "divisions" ADD CONSTRAINT "divisions_weekday_range" CHECK ("divisions"."weekday" between 0 and 6);--> statement-breakpoint
ALTER TABLE "divisions" ADD CONSTRAINT "divisions_players_order" CHECK ("divisions"."max_players" is null or "divisions"."max_players" >= "divisions"."min_players");--> statement-breakpoint
ALTER TABLE "divisions" ADD CONSTRAINT "divisions_qualification_range" CHECK ("divisions"."finals_qualification" between 0 and 100);--> statement-breakpoint
ALTER TABLE "excluded_dates" ADD CONSTRAINT "excluded_dates_order" CHECK ("excluded_dates"."ends_on" is null or "excluded_dates"."ends_on" >= "excluded_dates"."date");--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_dates_order" CHECK ("seasons"."ends_on" is null or "seasons"."ends_on" >= "seasons"."starts_on");