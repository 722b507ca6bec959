CREATE TABLE "official_pay_rates" (
	"roster_type" "roster_type" NOT NULL,
	"game_kind" "game_stage" NOT NULL,
	"amount_cents" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "official_pay_rates_roster_type_game_kind_pk" PRIMARY KEY("roster_type","game_kind"),
	CONSTRAINT "official_pay_rates_amount" CHECK ("official_pay_rates"."amount_cents" between 0 and 10000000)
);
--> statement-breakpoint
CREATE TABLE "pay_run_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"pay_run_id" integer NOT NULL,
	"assignment_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "pay_run_lines_amount" CHECK ("pay_run_lines"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "pay_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"exported_at" timestamp with time zone,
	CONSTRAINT "pay_runs_range" CHECK ("pay_runs"."to_date" >= "pay_runs"."from_date")
);
--> statement-breakpoint
ALTER TABLE "pay_run_lines" ADD CONSTRAINT "pay_run_lines_pay_run_id_pay_runs_id_fk" FOREIGN KEY ("pay_run_id") REFERENCES "public"."pay_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_run_lines" ADD CONSTRAINT "pay_run_lines_assignment_id_referee_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."referee_assignments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_run_lines" ADD CONSTRAINT "pay_run_lines_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_runs" ADD CONSTRAINT "pay_runs_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_run_lines_assignment_key" ON "pay_run_lines" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "pay_run_lines_run_idx" ON "pay_run_lines" USING btree ("pay_run_id","member_id");--> statement-breakpoint
CREATE INDEX "pay_run_lines_member_idx" ON "pay_run_lines" USING btree ("member_id");