CREATE TABLE "different_people" (
	"member_low" integer NOT NULL,
	"member_high" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"marked_by" integer,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "different_people_member_low_member_high_pk" PRIMARY KEY("member_low","member_high"),
	CONSTRAINT "different_people_ordered" CHECK ("different_people"."member_low" < "different_people"."member_high")
);
--> statement-breakpoint
ALTER TABLE "different_people" ADD CONSTRAINT "different_people_member_low_members_id_fk" FOREIGN KEY ("member_low") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "different_people" ADD CONSTRAINT "different_people_member_high_members_id_fk" FOREIGN KEY ("member_high") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "different_people" ADD CONSTRAINT "different_people_marked_by_members_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;