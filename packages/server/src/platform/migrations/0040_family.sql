CREATE TABLE "guardianships" (
	"id" serial PRIMARY KEY NOT NULL,
	"guardian_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardianships_not_self" CHECK ("guardianships"."guardian_id" <> "guardianships"."child_id")
);
--> statement-breakpoint
CREATE TABLE "family_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"code_hash" text NOT NULL,
	"member_id" integer,
	"from_id" integer,
	"child_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"email" "citext" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "family_codes_kind" CHECK ("family_codes"."kind" in ('invite', 'link', 'claim')),
	CONSTRAINT "family_codes_about" CHECK (("family_codes"."kind" = 'invite') = ("family_codes"."member_id" is null))
);
--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "username" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "guardianships" ADD CONSTRAINT "guardianships_guardian_id_members_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardianships" ADD CONSTRAINT "guardianships_child_id_members_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_codes" ADD CONSTRAINT "family_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_codes" ADD CONSTRAINT "family_codes_from_id_members_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guardianships_pair_key" ON "guardianships" USING btree ("guardian_id","child_id");--> statement-breakpoint
CREATE INDEX "guardianships_child_idx" ON "guardianships" USING btree ("child_id");--> statement-breakpoint
CREATE UNIQUE INDEX "family_codes_hash_key" ON "family_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "family_codes_member_idx" ON "family_codes" USING btree ("member_id","kind");--> statement-breakpoint
CREATE INDEX "family_codes_from_idx" ON "family_codes" USING btree ("from_id","kind");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_sign_in_whole" CHECK (("members"."username" is null) = ("members"."password_hash" is null));--> statement-breakpoint
DROP INDEX "members_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "members_search_trgm_idx" ON "members" USING gin (lower("firstname" || ' ' || "lastname" || ' ' || "prefname" || ' ' || coalesce("username", '') || ' ' || ("email")::text || ' ' || "mobile") gin_trgm_ops);