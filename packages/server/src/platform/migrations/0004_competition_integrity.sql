CREATE TABLE "competition_versions" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_id_division_key" UNIQUE("id","division_id");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_round_division_fk" FOREIGN KEY ("round_id","division_id") REFERENCES "public"."rounds"("id","division_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_player_stats" ADD CONSTRAINT "game_player_stats_non_negative" CHECK (least("game_player_stats"."one_points", "game_player_stats"."two_points", "game_player_stats"."three_points", "game_player_stats"."fouls", "game_player_stats"."techfouls", "game_player_stats"."unspfouls", "game_player_stats"."disqfouls") >= 0);--> statement-breakpoint
ALTER TABLE "game_player_stats" ADD CONSTRAINT "game_player_stats_points_sum" CHECK ("game_player_stats"."points" = "game_player_stats"."one_points" + 2 * "game_player_stats"."two_points" + 3 * "game_player_stats"."three_points");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_teams_differ" CHECK ("games"."team_a_id" is null or "games"."team_b_id" is null or "games"."team_a_id" <> "games"."team_b_id");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_bye_alone" CHECK ("games"."bye_team_id" is null or ("games"."team_a_id" is null and "games"."team_b_id" is null));--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_duty_not_playing" CHECK ("games"."duty_team_id" is null or ("games"."duty_team_id" is distinct from "games"."team_a_id" and "games"."duty_team_id" is distinct from "games"."team_b_id"));--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_scores_non_negative" CHECK (("games"."score_a" is null or "games"."score_a" >= 0) and ("games"."score_b" is null or "games"."score_b" >= 0));--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_times_order" CHECK ("games"."time_to" > "games"."time_from");