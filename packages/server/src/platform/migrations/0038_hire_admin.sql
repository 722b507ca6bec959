ALTER TABLE "venues" ADD COLUMN "hire_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_options" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_sports" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_types" ADD COLUMN "active" boolean DEFAULT true NOT NULL;