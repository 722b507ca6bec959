CREATE TABLE "live_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"side" text NOT NULL,
	"member_id" integer,
	"name" text NOT NULL,
	"score_a" smallint NOT NULL,
	"score_b" smallint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_confirmations_side_known" CHECK ("live_confirmations"."side" in ('a', 'b', 'officer')),
	CONSTRAINT "live_confirmations_scores" CHECK ("live_confirmations"."score_a" >= 0 and "live_confirmations"."score_b" >= 0)
);
--> statement-breakpoint
CREATE TABLE "live_entries" (
	"game_id" integer NOT NULL,
	"entry_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"team" text,
	"points" smallint,
	"period" smallint,
	"undoes" uuid,
	"at" timestamp with time zone NOT NULL,
	"device" uuid NOT NULL,
	"member_id" integer,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_entries_game_entry_key" PRIMARY KEY("game_id","entry_id"),
	CONSTRAINT "live_entries_seq_positive" CHECK ("live_entries"."seq" >= 1)
);
--> statement-breakpoint
CREATE TABLE "live_games" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"holder_device" uuid,
	"holder_member_id" integer,
	"status" text DEFAULT 'live' NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"state" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_games_status_known" CHECK ("live_games"."status" in ('live', 'to_confirm', 'final'))
);
--> statement-breakpoint
ALTER TABLE "live_confirmations" ADD CONSTRAINT "live_confirmations_game_id_live_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."live_games"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_confirmations" ADD CONSTRAINT "live_confirmations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_entries" ADD CONSTRAINT "live_entries_game_id_live_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."live_games"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_entries" ADD CONSTRAINT "live_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_games" ADD CONSTRAINT "live_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_games" ADD CONSTRAINT "live_games_holder_member_id_members_id_fk" FOREIGN KEY ("holder_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_confirmations_game_side_key" ON "live_confirmations" USING btree ("game_id","side");--> statement-breakpoint
CREATE UNIQUE INDEX "live_entries_game_seq_key" ON "live_entries" USING btree ("game_id","seq");