-- A member plays in at most one team of a division (spec 001 §5 player check), refused by the database too
-- (docs/decisions/143-one-team-per-division-in-the-database.md): each team_members row carries its team's division,
-- held to the team's by a foreign key, and a partial unique key allows one player row per (division, member).
-- A database that already holds such a pair stops here, naming it, to be settled by hand.
ALTER TABLE "teams" ADD CONSTRAINT "teams_id_division_key" UNIQUE("id","division_id");--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "division_id" integer;--> statement-breakpoint
UPDATE "team_members" tm SET "division_id" = t."division_id" FROM "teams" t WHERE t."id" = tm."team_id";--> statement-breakpoint
ALTER TABLE "team_members" ALTER COLUMN "division_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_division_fk" FOREIGN KEY ("team_id","division_id") REFERENCES "public"."teams"("id","division_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_division_player_key" ON "team_members" USING btree ("division_id","member_id") WHERE "team_members"."role" = 'player';
