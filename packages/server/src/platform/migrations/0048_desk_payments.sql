CREATE TABLE "desk_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"received_on" date NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"actor_member_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desk_payments_method" CHECK ("desk_payments"."method" in ('cash', 'cheque', 'bank_transfer')),
	CONSTRAINT "desk_payments_amount" CHECK ("desk_payments"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "desk_payments" ADD CONSTRAINT "desk_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_payments" ADD CONSTRAINT "desk_payments_actor_member_id_members_id_fk" FOREIGN KEY ("actor_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "desk_payments_payment_key" ON "desk_payments" USING btree ("payment_id");