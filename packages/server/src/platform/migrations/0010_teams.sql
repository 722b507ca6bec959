CREATE TABLE "team_temp_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"replaces_member_id" integer,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_temp_members_not_self" CHECK ("team_temp_members"."replaces_member_id" is distinct from "team_temp_members"."member_id")
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "team_temp_members" ADD CONSTRAINT "team_temp_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_temp_members" ADD CONSTRAINT "team_temp_members_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_temp_members" ADD CONSTRAINT "team_temp_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_temp_members" ADD CONSTRAINT "team_temp_members_replaces_member_id_members_id_fk" FOREIGN KEY ("replaces_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_temp_members" ADD CONSTRAINT "team_temp_members_added_by_members_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_temp_members_game_member_key" ON "team_temp_members" USING btree ("team_id","game_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_temp_members_game_replaces_key" ON "team_temp_members" USING btree ("team_id","game_id","replaces_member_id");--> statement-breakpoint
CREATE INDEX "team_temp_members_game_idx" ON "team_temp_members" USING btree ("game_id");