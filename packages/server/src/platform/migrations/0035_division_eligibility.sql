CREATE TYPE "public"."division_gender" AS ENUM('mixed', 'men', 'women');--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "players_gender" "division_gender" DEFAULT 'mixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "min_age" smallint;--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "max_age" smallint;--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "age_on" date;--> statement-breakpoint
ALTER TABLE "divisions" ADD CONSTRAINT "divisions_age_band" CHECK (("divisions"."min_age" is null or "divisions"."min_age" between 0 and 120) and ("divisions"."max_age" is null or "divisions"."max_age" between 0 and 120)
    and ("divisions"."min_age" is null or "divisions"."max_age" is null or "divisions"."max_age" >= "divisions"."min_age")
    and (("divisions"."min_age" is null and "divisions"."max_age" is null) = ("divisions"."age_on" is null)));