CREATE TYPE "public"."booking_status" AS ENUM('held', 'booked', 'released');--> statement-breakpoint
CREATE TABLE "booking_court_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"court_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"opens" time NOT NULL,
	"closes" time NOT NULL,
	CONSTRAINT "booking_court_hours_weekday" CHECK ("booking_court_hours"."weekday" between 1 and 7),
	CONSTRAINT "booking_court_hours_order" CHECK ("booking_court_hours"."closes" > "booking_court_hours"."opens")
);
--> statement-breakpoint
CREATE TABLE "booking_court_units" (
	"court_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	CONSTRAINT "booking_court_units_pk" PRIMARY KEY("court_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "booking_courts" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"sport_id" integer,
	"type_id" integer,
	"option_id" integer,
	"position" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"court_id" integer NOT NULL,
	"title" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_events_times_order" CHECK ("booking_events"."ends_at" > "booking_events"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "booking_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"option_id" integer,
	"min_minutes" integer NOT NULL,
	"max_minutes" integer NOT NULL,
	"hourly_cents" integer NOT NULL,
	CONSTRAINT "booking_rates_band" CHECK ("booking_rates"."min_minutes" > 0 and "booking_rates"."max_minutes" >= "booking_rates"."min_minutes"),
	CONSTRAINT "booking_rates_cents" CHECK ("booking_rates"."hourly_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_sports" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_unit_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"during" "tstzrange" NOT NULL,
	"booking_id" integer,
	"event_id" integer,
	CONSTRAINT "booking_unit_holds_owner" CHECK (num_nonnulls("booking_unit_holds"."booking_id", "booking_unit_holds"."event_id") = 1),
	CONSTRAINT "booking_unit_holds_bounds" CHECK (not isempty("booking_unit_holds"."during") and lower_inc("booking_unit_holds"."during") and not upper_inc("booking_unit_holds"."during"))
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"order_id" integer,
	"venue_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"option_id" integer,
	"court_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"rate_cents" integer NOT NULL,
	"status" "booking_status" DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_times_order" CHECK ("bookings"."ends_at" > "bookings"."starts_at"),
	CONSTRAINT "bookings_rate_cents" CHECK ("bookings"."rate_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "court_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"court_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_court_hours" ADD CONSTRAINT "booking_court_hours_court_id_booking_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."booking_courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_court_units" ADD CONSTRAINT "booking_court_units_court_id_booking_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."booking_courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_court_units" ADD CONSTRAINT "booking_court_units_unit_id_court_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."court_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_courts" ADD CONSTRAINT "booking_courts_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_courts" ADD CONSTRAINT "booking_courts_sport_id_booking_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."booking_sports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_courts" ADD CONSTRAINT "booking_courts_type_id_booking_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."booking_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_courts" ADD CONSTRAINT "booking_courts_option_id_booking_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."booking_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_courts" ADD CONSTRAINT "booking_courts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."booking_courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_court_id_booking_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."booking_courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_options" ADD CONSTRAINT "booking_options_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_options" ADD CONSTRAINT "booking_options_sport_id_booking_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."booking_sports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_rates" ADD CONSTRAINT "booking_rates_type_id_booking_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."booking_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_rates" ADD CONSTRAINT "booking_rates_option_id_booking_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."booking_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_sports" ADD CONSTRAINT "booking_sports_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_types" ADD CONSTRAINT "booking_types_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_types" ADD CONSTRAINT "booking_types_sport_id_booking_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."booking_sports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_unit_holds" ADD CONSTRAINT "booking_unit_holds_unit_id_court_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."court_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_unit_holds" ADD CONSTRAINT "booking_unit_holds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_unit_holds" ADD CONSTRAINT "booking_unit_holds_event_id_booking_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."booking_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_sport_id_booking_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."booking_sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_type_id_booking_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."booking_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_option_id_booking_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."booking_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_court_id_booking_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."booking_courts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_units" ADD CONSTRAINT "court_units_court_id_booking_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."booking_courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_court_hours_court_weekday_key" ON "booking_court_hours" USING btree ("court_id","weekday");--> statement-breakpoint
CREATE INDEX "booking_court_units_unit_idx" ON "booking_court_units" USING btree ("unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_courts_venue_name_key" ON "booking_courts" USING btree ("venue_id","name");--> statement-breakpoint
CREATE INDEX "booking_courts_parent_idx" ON "booking_courts" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "booking_events_court_starts_idx" ON "booking_events" USING btree ("court_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_options_sport_name_key" ON "booking_options" USING btree ("sport_id","name");--> statement-breakpoint
CREATE INDEX "booking_rates_type_idx" ON "booking_rates" USING btree ("type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_sports_venue_name_key" ON "booking_sports" USING btree ("venue_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_types_sport_slug_key" ON "booking_types" USING btree ("sport_id","slug");--> statement-breakpoint
CREATE INDEX "booking_unit_holds_booking_idx" ON "booking_unit_holds" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_unit_holds_event_idx" ON "booking_unit_holds" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_order_key" ON "bookings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "bookings_member_idx" ON "bookings" USING btree ("member_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_court_starts_idx" ON "bookings" USING btree ("court_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "court_units_court_position_key" ON "court_units" USING btree ("court_id","position");