-- Court hire (docs/decisions/080-court-units.md): no two holds of one court unit may overlap in time, whoever holds
-- it (a booking being paid, a paid booking, an event). A half court and its full court share units, so they can never
-- both be had. btree_gist (migration 0000) lets gist compare the integer unit_id with =. drizzle cannot declare an
-- exclusion constraint (STACK.md pitfalls 6 and 14); a violation is 23P01, answered as the spec's error_collision.
ALTER TABLE "booking_unit_holds" ADD CONSTRAINT "booking_unit_holds_no_overlap" EXCLUDE USING gist ("unit_id" WITH =, "during" WITH &&);
