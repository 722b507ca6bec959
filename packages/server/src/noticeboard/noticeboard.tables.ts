import { index, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

// The managers' noticeboard (spec 002 §3 Noticeboard row), stored as the association's staff enter it
// (docs/decisions/094-noticeboard.md): people looking for a team and teams looking for people, grouped by section.

export const noticeboardEntries = pgTable(
  'noticeboard_entries',
  {
    id: serial('id').primaryKey(),
    section: text('section').notNull(),
    /** The order of the sections on the board (lowest first); rows of a section come newest first. */
    sectionOrder: smallint('section_order').notNull().default(0),
    firstname: text('firstname').notNull(),
    surname: text('surname').notNull().default(''),
    gender: text('gender').notNull().default(''),
    email: text('email').notNull().default(''),
    competition: text('competition').notNull().default(''),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (n) => [index('noticeboard_entries_section_idx').on(n.sectionOrder, n.section, n.createdAt)],
);
