CREATE TYPE "public"."roster_type" AS ENUM('referee', 'table');--> statement-breakpoint
CREATE TABLE "event_roster_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"date" date NOT NULL,
	"time_from" time NOT NULL,
	"time_to" time NOT NULL,
	"venue_id" integer NOT NULL,
	"court_id" integer,
	"function" text NOT NULL,
	"cancelled_at" timestamp with time zone,
	"calendar_sequence" integer DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_roster_entries_times_order" CHECK ("event_roster_entries"."time_to" > "event_roster_entries"."time_from")
);
--> statement-breakpoint
CREATE TABLE "referee_access" (
	"member_id" integer NOT NULL,
	"roster_type" "roster_type" NOT NULL,
	CONSTRAINT "referee_access_member_id_roster_type_pk" PRIMARY KEY("member_id","roster_type")
);
--> statement-breakpoint
CREATE TABLE "referee_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"roster_type" "roster_type" NOT NULL,
	"member_type" text NOT NULL,
	"cancelled_at" timestamp with time zone,
	"calendar_sequence" integer DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referee_availability" (
	"member_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"day" smallint NOT NULL,
	"time" time NOT NULL,
	CONSTRAINT "referee_availability_member_id_season_id_venue_id_day_time_pk" PRIMARY KEY("member_id","season_id","venue_id","day","time"),
	CONSTRAINT "referee_availability_day_range" CHECK ("referee_availability"."day" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "referee_published_dates" (
	"season_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"date" date NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referee_published_dates_season_id_venue_id_date_pk" PRIMARY KEY("season_id","venue_id","date")
);
--> statement-breakpoint
CREATE TABLE "referee_unavailable_dates" (
	"member_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"date" date NOT NULL,
	CONSTRAINT "referee_unavailable_dates_member_id_season_id_venue_id_date_pk" PRIMARY KEY("member_id","season_id","venue_id","date")
);
--> statement-breakpoint
CREATE TABLE "roster_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"date" date NOT NULL,
	"venue_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roster_feed_tokens" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "noticeboard_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"section_order" smallint DEFAULT 0 NOT NULL,
	"firstname" text NOT NULL,
	"surname" text DEFAULT '' NOT NULL,
	"gender" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"competition" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_roster_entries" ADD CONSTRAINT "event_roster_entries_event_id_roster_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."roster_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_roster_entries" ADD CONSTRAINT "event_roster_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_roster_entries" ADD CONSTRAINT "event_roster_entries_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_roster_entries" ADD CONSTRAINT "event_roster_entries_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_access" ADD CONSTRAINT "referee_access_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_assignments" ADD CONSTRAINT "referee_assignments_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_assignments" ADD CONSTRAINT "referee_assignments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_availability" ADD CONSTRAINT "referee_availability_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_availability" ADD CONSTRAINT "referee_availability_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_availability" ADD CONSTRAINT "referee_availability_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_published_dates" ADD CONSTRAINT "referee_published_dates_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_published_dates" ADD CONSTRAINT "referee_published_dates_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_unavailable_dates" ADD CONSTRAINT "referee_unavailable_dates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_unavailable_dates" ADD CONSTRAINT "referee_unavailable_dates_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_unavailable_dates" ADD CONSTRAINT "referee_unavailable_dates_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_events" ADD CONSTRAINT "roster_events_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_feed_tokens" ADD CONSTRAINT "roster_feed_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_roster_entries_event_idx" ON "event_roster_entries" USING btree ("event_id","date","time_from");--> statement-breakpoint
CREATE INDEX "event_roster_entries_member_idx" ON "event_roster_entries" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "referee_assignments_member_idx" ON "referee_assignments" USING btree ("member_id","roster_type");--> statement-breakpoint
CREATE INDEX "referee_assignments_game_idx" ON "referee_assignments" USING btree ("game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referee_assignments_game_function_key" ON "referee_assignments" USING btree ("game_id","member_type") WHERE "referee_assignments"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "roster_events_date_idx" ON "roster_events" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "roster_feed_tokens_hash_key" ON "roster_feed_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "noticeboard_entries_section_idx" ON "noticeboard_entries" USING btree ("section_order","section","created_at");