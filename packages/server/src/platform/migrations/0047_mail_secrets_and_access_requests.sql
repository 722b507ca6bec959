ALTER TABLE "family_codes" DROP CONSTRAINT "family_codes_kind";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "secret" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "family_codes" ADD CONSTRAINT "family_codes_kind" CHECK ("family_codes"."kind" in ('invite', 'link', 'claim', 'access'));--> statement-breakpoint
-- docs/decisions/261: mail already queued that holds a code or a single-use link (claim codes, guardian and team
-- invitations) is marked secret, and the bodies of those already sent or given up are blanked.
UPDATE "mail_outbox" SET "secret" = true WHERE "dedupe_key" LIKE 'claim:%' OR "subject" LIKE 'Invitation to be a guardian |%' OR "subject" LIKE 'You are invited to play for %';--> statement-breakpoint
UPDATE "mail_outbox" SET "text_body" = '', "html_body" = '' WHERE "secret" AND "status" <> 'pending';
