CREATE TABLE "trusted_devices" (
	"member_id" integer NOT NULL,
	"device_hash" text NOT NULL,
	"last_sign_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trusted_devices_member_id_device_hash_pk" PRIMARY KEY("member_id","device_hash")
);
--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD CONSTRAINT "trusted_devices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;