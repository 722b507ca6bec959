CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"message" text,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_amount_positive" CHECK ("sandbox_payments"."amount_cents" > 0),
	CONSTRAINT "sandbox_payments_refund_range" CHECK ("sandbox_payments"."refunded_cents" between 0 and "sandbox_payments"."amount_cents"),
	CONSTRAINT "sandbox_payments_status" CHECK ("sandbox_payments"."status" in ('created','authorised','captured','declined','cancelled','refunded','failed'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_secure_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"card_last4" text NOT NULL,
	"outcome" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "sandbox_secure_codes_outcome" CHECK ("sandbox_secure_codes"."outcome" in ('approve','decline'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_idempotency_key" ON "sandbox_payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_reference_key" ON "sandbox_payments" USING btree ("reference");