CREATE TABLE "import_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"line" integer NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "import_people" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"phase" integer DEFAULT 0 NOT NULL,
	"line" integer NOT NULL,
	"kind" text DEFAULT 'person' NOT NULL,
	"person" jsonb NOT NULL,
	"holder_seq" integer,
	"holder_member_id" integer,
	"action" text NOT NULL,
	"matched_by" text,
	"member_id" integer,
	"changes" jsonb NOT NULL,
	"near" jsonb NOT NULL,
	"decision" text,
	"decision_member_id" integer,
	"done" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"file_name" text NOT NULL,
	"source" text NOT NULL,
	"header" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"season_id" integer,
	"status" text DEFAULT 'planned' NOT NULL,
	"counts" jsonb NOT NULL,
	"result" jsonb,
	"refused" jsonb NOT NULL,
	"duplicates" jsonb NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"error" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	CONSTRAINT "imports_status" CHECK ("imports"."status" in ('planned', 'running', 'done', 'failed', 'undone'))
);
--> statement-breakpoint
CREATE TABLE "member_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_items" ADD CONSTRAINT "import_items_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_people" ADD CONSTRAINT "import_people_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sources" ADD CONSTRAINT "member_sources_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "import_items_import_kind_ref_key" ON "import_items" USING btree ("import_id","kind","ref_id");--> statement-breakpoint
CREATE UNIQUE INDEX "import_people_import_seq_key" ON "import_people" USING btree ("import_id","seq");--> statement-breakpoint
CREATE INDEX "import_people_pending_idx" ON "import_people" USING btree ("import_id","phase","seq") WHERE not "import_people"."done";--> statement-breakpoint
CREATE INDEX "import_people_line_idx" ON "import_people" USING btree ("import_id","line");--> statement-breakpoint
CREATE INDEX "imports_running_idx" ON "imports" USING btree ("id") WHERE "imports"."status" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "member_sources_source_id_key" ON "member_sources" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "member_sources_member_idx" ON "member_sources" USING btree ("member_id");