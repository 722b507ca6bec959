-- Coupon limits (docs/decisions/146): uses in total, per member, once per invoice, a validity window; each use is a
-- redemption held by its payment, counted on the coupon and per member under CHECKs. Receipt re-sends are recorded
-- so that a few an hour per order are allowed (docs/decisions/149).
CREATE TABLE "receipt_resends" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_member_uses" (
	"coupon_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"member_limit" integer,
	CONSTRAINT "coupon_member_uses_pkey" PRIMARY KEY("coupon_id","member_id"),
	CONSTRAINT "coupon_member_uses_range" CHECK ("coupon_member_uses"."uses" >= 0 and ("coupon_member_uses"."member_limit" is null or "coupon_member_uses"."uses" <= "coupon_member_uses"."member_limit"))
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"invoice_id" integer,
	"once_per_invoice" boolean NOT NULL,
	"status" text DEFAULT 'reserved' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_status" CHECK ("coupon_redemptions"."status" in ('reserved', 'spent', 'released'))
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "valid_from" date;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_uses_per_member" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "once_per_invoice" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "uses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "receipt_resends" ADD CONSTRAINT "receipt_resends_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_member_uses" ADD CONSTRAINT "coupon_member_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_member_uses" ADD CONSTRAINT "coupon_member_uses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipt_resends_order_at_idx" ON "receipt_resends" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_order_key" ON "coupon_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_invoice_key" ON "coupon_redemptions" USING btree ("coupon_id","invoice_id") WHERE "coupon_redemptions"."status" <> 'released' and "coupon_redemptions"."once_per_invoice";--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_idx" ON "coupon_redemptions" USING btree ("coupon_id");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_limits" CHECK (("coupons"."max_uses" is null or "coupons"."max_uses" > 0) and ("coupons"."max_uses_per_member" is null or "coupons"."max_uses_per_member" > 0));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_window" CHECK ("coupons"."valid_from" is null or "coupons"."valid_until" is null or "coupons"."valid_until" >= "coupons"."valid_from");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_uses_range" CHECK ("coupons"."uses" >= 0 and ("coupons"."max_uses" is null or "coupons"."uses" <= "coupons"."max_uses"));--> statement-breakpoint
-- Coupons used before their limits existed: paid orders become spent uses and pending ones held uses, so the counts
-- start right. Of several uses of one coupon on an invoice only the first holds the invoice's use.
INSERT INTO "coupon_redemptions" ("coupon_id", "order_id", "member_id", "invoice_id", "once_per_invoice", "status", "created_at")
SELECT c."id", o."id", o."member_id", o."invoice_id",
  o."invoice_id" IS NULL OR row_number() OVER (PARTITION BY c."id", o."invoice_id" ORDER BY o."id") = 1,
  CASE WHEN o."status" = 'paid' THEN 'spent' ELSE 'reserved' END, o."created_at"
FROM "orders" o JOIN "coupons" c ON c."code" = o."coupon_code"
WHERE o."status" IN ('paid', 'pending');--> statement-breakpoint
UPDATE "coupons" c SET "uses" = (SELECT count(*) FROM "coupon_redemptions" r WHERE r."coupon_id" = c."id");--> statement-breakpoint
INSERT INTO "coupon_member_uses" ("coupon_id", "member_id", "uses")
SELECT "coupon_id", "member_id", count(*) FROM "coupon_redemptions" GROUP BY "coupon_id", "member_id";
