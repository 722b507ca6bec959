CREATE TABLE "message_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"recipient_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"reason" text,
	"address" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"provider_ref" text,
	"sent_at" timestamp with time zone,
	CONSTRAINT "message_deliveries_channel" CHECK ("message_deliveries"."channel" in ('email', 'push', 'sms')),
	CONSTRAINT "message_deliveries_state" CHECK ("message_deliveries"."state" in ('queued', 'sent', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "message_preferences" (
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_preferences_member_id_kind_channel_pk" PRIMARY KEY("member_id","kind","channel"),
	CONSTRAINT "message_preferences_kind" CHECK ("message_preferences"."kind" in ('games', 'competition', 'news', 'payments')),
	CONSTRAINT "message_preferences_channel" CHECK ("message_preferences"."channel" in ('email', 'push', 'sms'))
);
--> statement-breakpoint
CREATE TABLE "message_recipients" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"for_member_id" integer,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"origin" text NOT NULL,
	"sender_id" integer,
	"team_id" integer,
	"audience" jsonb,
	"audience_label" text DEFAULT '' NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"attachment_key" text,
	"channels" text[] NOT NULL,
	"send_at" timestamp with time zone DEFAULT now() NOT NULL,
	"queued_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"dedupe_key" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_kind" CHECK ("messages"."kind" in ('games', 'competition', 'news', 'payments')),
	CONSTRAINT "messages_channels" CHECK ("messages"."channels" <@ array['email', 'push', 'sms']::text[])
);
--> statement-breakpoint
CREATE TABLE "messaging_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"team_messages" boolean DEFAULT true NOT NULL,
	"team_messages_per_day" integer DEFAULT 5 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messaging_settings_one_row" CHECK ("messaging_settings"."id" = 1),
	CONSTRAINT "messaging_settings_per_day" CHECK ("messaging_settings"."team_messages_per_day" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_sandbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"segments" integer NOT NULL,
	"encoding" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "club" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "message_deliveries" ADD CONSTRAINT "message_deliveries_recipient_id_message_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."message_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_preferences" ADD CONSTRAINT "message_preferences_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_for_member_id_members_id_fk" FOREIGN KEY ("for_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_members_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_deliveries_recipient_channel_key" ON "message_deliveries" USING btree ("recipient_id","channel");--> statement-breakpoint
CREATE INDEX "message_deliveries_due_idx" ON "message_deliveries" USING btree ("channel","next_attempt_at") WHERE "message_deliveries"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "message_deliveries_failed_idx" ON "message_deliveries" USING btree ("state") WHERE "message_deliveries"."state" = 'failed';--> statement-breakpoint
CREATE UNIQUE INDEX "message_recipients_message_member_key" ON "message_recipients" USING btree ("message_id","member_id");--> statement-breakpoint
CREATE INDEX "message_recipients_member_idx" ON "message_recipients" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_dedupe_key" ON "messages" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "messages_due_idx" ON "messages" USING btree ("send_at") WHERE "messages"."queued_at" is null and "messages"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "messages_sender_idx" ON "messages" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_team_idx" ON "messages" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_member_idx" ON "push_subscriptions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "teams_club_idx" ON "teams" USING btree ("club") WHERE "teams"."club" <> '';