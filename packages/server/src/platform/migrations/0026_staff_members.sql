-- Member records in the back-office (docs/decisions/161): the search's trigram index, merged accounts, the home's counts.
CREATE INDEX "members_search_trgm_idx" ON "members" USING gin (lower("firstname" || ' ' || "lastname" || ' ' || "prefname" || ' ' || "username" || ' ' || ("email")::text || ' ' || "mobile") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_merged_into_idx" ON "members" USING btree ("merged_into") WHERE "members"."merged_into" is not null;--> statement-breakpoint
CREATE INDEX "games_date_idx" ON "games" USING btree ("date");--> statement-breakpoint
CREATE INDEX "team_entries_waiting_idx" ON "team_entries" USING btree ("status") WHERE "team_entries"."status" <> 'placed';