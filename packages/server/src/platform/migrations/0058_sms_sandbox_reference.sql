ALTER TABLE "sms_sandbox" ADD COLUMN "reference" text;--> statement-breakpoint
CREATE INDEX "sms_sandbox_reference_idx" ON "sms_sandbox" USING btree ("reference");