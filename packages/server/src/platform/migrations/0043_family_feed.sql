CREATE TABLE "family_feed_tokens" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "family_feed_tokens" ADD CONSTRAINT "family_feed_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "family_feed_tokens_hash_key" ON "family_feed_tokens" USING btree ("token_hash");