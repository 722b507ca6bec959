CREATE TYPE "public"."forfeit_kind" AS ENUM('non_advised', 'notified', 'admin');--> statement-breakpoint
CREATE TYPE "public"."game_stage" AS ENUM('round', 'semi_final', 'final', 'grand_final');--> statement-breakpoint
CREATE TYPE "public"."team_role" AS ENUM('player', 'manager', 'admin', 'coach', 'assistant');--> statement-breakpoint
CREATE TABLE "courts" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disqualifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "divisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"name" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"sport" text DEFAULT 'basketball' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"min_players" smallint DEFAULT 5 NOT NULL,
	"max_players" smallint,
	"finals_qualification" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "excluded_dates" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"date" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forfeits" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"kind" "forfeit_kind" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_player_stats" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"tshirt_number" text DEFAULT '' NOT NULL,
	"points" smallint DEFAULT 0 NOT NULL,
	"one_points" smallint DEFAULT 0 NOT NULL,
	"two_points" smallint DEFAULT 0 NOT NULL,
	"three_points" smallint DEFAULT 0 NOT NULL,
	"fouls" smallint DEFAULT 0 NOT NULL,
	"techfouls" smallint DEFAULT 0 NOT NULL,
	"unspfouls" smallint DEFAULT 0 NOT NULL,
	"disqfouls" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"date" date NOT NULL,
	"time_from" time NOT NULL,
	"time_to" time NOT NULL,
	"court_id" integer,
	"team_a_id" integer,
	"team_b_id" integer,
	"bye_team_id" integer,
	"duty_team_id" integer,
	"double_points" boolean DEFAULT false NOT NULL,
	"score_a" smallint,
	"score_b" smallint,
	"scored_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "points_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"points" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"stage" "game_stage" DEFAULT 'round' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"starts_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"role" "team_role" NOT NULL,
	"playing_number" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_playing_number_range" CHECK ("team_members"."playing_number" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"name" text NOT NULL,
	"singlet_colour" text DEFAULT '' NOT NULL,
	"number_colour" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"suburb" text NOT NULL,
	"postcode" text NOT NULL,
	"state" text DEFAULT 'NSW' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courts" ADD CONSTRAINT "courts_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disqualifications" ADD CONSTRAINT "disqualifications_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disqualifications" ADD CONSTRAINT "disqualifications_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "divisions" ADD CONSTRAINT "divisions_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excluded_dates" ADD CONSTRAINT "excluded_dates_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forfeits" ADD CONSTRAINT "forfeits_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forfeits" ADD CONSTRAINT "forfeits_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_player_stats" ADD CONSTRAINT "game_player_stats_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_player_stats" ADD CONSTRAINT "game_player_stats_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_player_stats" ADD CONSTRAINT "game_player_stats_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_team_a_id_teams_id_fk" FOREIGN KEY ("team_a_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_team_b_id_teams_id_fk" FOREIGN KEY ("team_b_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_bye_team_id_teams_id_fk" FOREIGN KEY ("bye_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_duty_team_id_teams_id_fk" FOREIGN KEY ("duty_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_adjustments" ADD CONSTRAINT "points_adjustments_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courts_venue_name_key" ON "courts" USING btree ("venue_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "disqualifications_game_key" ON "disqualifications" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "divisions_season_idx" ON "divisions" USING btree ("season_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "excluded_dates_season_date_key" ON "excluded_dates" USING btree ("season_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "forfeits_game_key" ON "forfeits" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "forfeits_team_idx" ON "forfeits" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_player_stats_game_member_key" ON "game_player_stats" USING btree ("game_id","member_id");--> statement-breakpoint
CREATE INDEX "game_player_stats_team_game_idx" ON "game_player_stats" USING btree ("team_id","game_id");--> statement-breakpoint
CREATE INDEX "games_division_date_idx" ON "games" USING btree ("division_id","date","time_from");--> statement-breakpoint
CREATE INDEX "games_team_a_idx" ON "games" USING btree ("team_a_id");--> statement-breakpoint
CREATE INDEX "games_team_b_idx" ON "games" USING btree ("team_b_id");--> statement-breakpoint
CREATE INDEX "games_court_date_idx" ON "games" USING btree ("court_id","date");--> statement-breakpoint
CREATE INDEX "games_round_idx" ON "games" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "points_adjustments_team_idx" ON "points_adjustments" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_division_number_key" ON "rounds" USING btree ("division_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_team_member_role_key" ON "team_members" USING btree ("team_id","member_id","role");--> statement-breakpoint
CREATE INDEX "team_members_member_idx" ON "team_members" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_division_name_key" ON "teams" USING btree ("division_id","name");