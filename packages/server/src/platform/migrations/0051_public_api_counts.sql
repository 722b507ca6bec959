CREATE TABLE "public_api_counts" (
	"address" text NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "public_api_counts_address_minute_pk" PRIMARY KEY("address","minute")
);
