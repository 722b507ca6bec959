ALTER TABLE "voucher_redemptions" DROP CONSTRAINT "voucher_redemptions_status";--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_void" CHECK (("voucher_redemptions"."status" = 'voided') = ("voucher_redemptions"."order_id" is null));--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_status" CHECK ("voucher_redemptions"."status" in ('reserved', 'spent', 'released', 'voided'));