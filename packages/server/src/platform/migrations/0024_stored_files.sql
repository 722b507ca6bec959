-- Photos and product covers live in the database, where every server reads them, and the bank key's check value
-- with them (docs/decisions/150-one-bank-key-per-database.md, 151-files-in-the-database.md).
CREATE TABLE "installation_facts" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_not_empty" CHECK (octet_length("stored_files"."bytes") > 0)
);
--> statement-breakpoint
-- NOT VALID: photos of an older version are still files in UPLOAD_DIR until its server starts and moves them
-- (profile/photo-upgrade.ts); every new photo path is checked.
ALTER TABLE "members" ADD CONSTRAINT "members_photo_path_stored_files_key_fk" FOREIGN KEY ("photo_path") REFERENCES "public"."stored_files"("key") ON DELETE no action ON UPDATE no action NOT VALID;--> statement-breakpoint
CREATE INDEX "members_photo_path_idx" ON "members" USING btree ("photo_path") WHERE "members"."photo_path" is not null;