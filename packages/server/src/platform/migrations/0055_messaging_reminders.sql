ALTER TABLE "messaging_settings" ADD COLUMN "renewal_reminders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messaging_settings" ADD COLUMN "renewal_reminder_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "messaging_settings" ADD COLUMN "renewal_reminder_text" text DEFAULT 'Hi {firstname}, your {sport} membership ends on {expiry}. Renew it in the member portal to keep playing.' NOT NULL;--> statement-breakpoint
ALTER TABLE "messaging_settings" ADD COLUMN "invoice_reminders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messaging_settings" ADD COLUMN "invoice_overdue_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "messaging_settings" ADD COLUMN "invoice_reminder_text" text DEFAULT 'Hi {firstname}, your invoice "{invoice}" for {amount} is due on {due}. You can pay it in the member portal.' NOT NULL;--> statement-breakpoint
ALTER TABLE "messaging_settings" ADD COLUMN "fixture_digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messaging_settings" ADD CONSTRAINT "messaging_settings_renewal_days" CHECK ("messaging_settings"."renewal_reminder_days" between 1 and 90);--> statement-breakpoint
ALTER TABLE "messaging_settings" ADD CONSTRAINT "messaging_settings_overdue_days" CHECK ("messaging_settings"."invoice_overdue_days" between 1 and 90);