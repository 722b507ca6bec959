CREATE TABLE "import_invite_runs" (
	"import_id" integer PRIMARY KEY NOT NULL,
	"per_hour" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"sent_before" integer DEFAULT 0 NOT NULL,
	"started_by" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"invited_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "import_invite_runs" ADD CONSTRAINT "import_invite_runs_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_invites" ADD CONSTRAINT "import_invites_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_invites" ADD CONSTRAINT "import_invites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "import_invites_member_key" ON "import_invites" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "import_invites_import_idx" ON "import_invites" USING btree ("import_id","invited_at");