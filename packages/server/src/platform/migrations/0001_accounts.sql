CREATE TABLE "access_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"address" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_sports" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"sport" text NOT NULL,
	"expiry_date" date,
	"prev_expiry_date" date,
	"memb_renewal" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"firstname" text DEFAULT '' NOT NULL,
	"lastname" text DEFAULT '' NOT NULL,
	"prefname" text DEFAULT '' NOT NULL,
	"middlename" text DEFAULT '' NOT NULL,
	"dob" date,
	"gender" text DEFAULT '' NOT NULL,
	"email" "citext" DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"workphone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"suburb" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"job" text DEFAULT '' NOT NULL,
	"job_title" text DEFAULT '' NOT NULL,
	"school" text DEFAULT '' NOT NULL,
	"skills" text DEFAULT '' NOT NULL,
	"height" text DEFAULT '' NOT NULL,
	"weight" text DEFAULT '' NOT NULL,
	"ec_fullname" text DEFAULT '' NOT NULL,
	"ec_mobile" text DEFAULT '' NOT NULL,
	"ec_fullname_2" text DEFAULT '' NOT NULL,
	"ec_mobile_2" text DEFAULT '' NOT NULL,
	"ec_medical" text DEFAULT '' NOT NULL,
	"disability" text DEFAULT '' NOT NULL,
	"disabilitytype" text DEFAULT '' NOT NULL,
	"identifygender" text DEFAULT '' NOT NULL,
	"countrybirth" text DEFAULT '' NOT NULL,
	"statebirth" text DEFAULT '' NOT NULL,
	"aboriginal" text DEFAULT '' NOT NULL,
	"photo_path" text,
	"agreed_to_terms" boolean DEFAULT false NOT NULL,
	"agreed_to_privacy" boolean DEFAULT false NOT NULL,
	"agreed_to_indemnity" boolean DEFAULT false NOT NULL,
	"subscribed_to_newsletter" boolean DEFAULT false NOT NULL,
	"subscribed_to_sms" boolean DEFAULT false NOT NULL,
	"subscribed_to_comm" boolean DEFAULT false NOT NULL,
	"main_sport" text DEFAULT 'basketball' NOT NULL,
	"is_eft" boolean DEFAULT false NOT NULL,
	"is_ref" boolean DEFAULT false NOT NULL,
	"is_roster" boolean DEFAULT false NOT NULL,
	"is_man" boolean DEFAULT false NOT NULL,
	"non_pl" boolean DEFAULT false NOT NULL,
	"sk_tm" boolean DEFAULT false NOT NULL,
	"sk_tm_val" boolean DEFAULT false NOT NULL,
	"acct_name_enc" text,
	"acct_bsb_enc" text,
	"acct_number_enc" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sports" ADD CONSTRAINT "member_sports_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_tokens_hash_key" ON "access_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "access_tokens_member_idx" ON "access_tokens" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "login_failures_username_at_idx" ON "login_failures" USING btree ("username","at");--> statement-breakpoint
CREATE INDEX "login_failures_address_at_idx" ON "login_failures" USING btree ("address","at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_sports_member_sport_key" ON "member_sports" USING btree ("member_id","sport");--> statement-breakpoint
CREATE UNIQUE INDEX "members_username_key" ON "members" USING btree ("username");--> statement-breakpoint
CREATE INDEX "members_email_idx" ON "members" USING btree ("email");