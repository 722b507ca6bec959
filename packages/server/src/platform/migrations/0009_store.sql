CREATE TABLE "product_attendees" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"member_id" integer,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"dob" date NOT NULL,
	"gender" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"suburb" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"ec_fullname" text DEFAULT '' NOT NULL,
	"ec_mobile" text DEFAULT '' NOT NULL,
	"ec_medical" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"venue_id" integer,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover" text,
	"price_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"order_qty_max" integer,
	"voucher_eligible" boolean DEFAULT true NOT NULL,
	"akv" boolean DEFAULT false NOT NULL,
	"no_attendee" boolean DEFAULT true NOT NULL,
	"date_start" date,
	"date_end" date,
	"time_start" time,
	"time_end" time,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_non_negative" CHECK ("products"."price_cents" >= 0),
	CONSTRAINT "products_booked_range" CHECK ("products"."booked" between 0 and "products"."quantity"),
	CONSTRAINT "products_order_qty_max_positive" CHECK ("products"."order_qty_max" is null or "products"."order_qty_max" > 0),
	CONSTRAINT "products_dates_order" CHECK ("products"."date_end" is null or "products"."date_start" is null or "products"."date_end" >= "products"."date_start")
);
--> statement-breakpoint
ALTER TABLE "product_attendees" ADD CONSTRAINT "product_attendees_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attendees" ADD CONSTRAINT "product_attendees_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_attendees_order_idx" ON "product_attendees" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "product_attendees_product_idx" ON "product_attendees" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_categories_parent_idx" ON "product_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_venue_idx" ON "products" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "members_name_dob_idx" ON "members" USING btree (lower("firstname"),lower("lastname"),"dob");