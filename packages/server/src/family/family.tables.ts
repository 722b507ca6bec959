import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { citext } from '../platform/platform.tables';
import { members } from '../platform/members.tables';

export const FAMILY_CODE_KINDS = ['invite', 'link', 'claim', 'access'] as const;
export type FamilyCodeKind = (typeof FAMILY_CODE_KINDS)[number];

/**
 * The codes a family mails (docs/decisions/245), stored only as a hash, single use and short-lived:
 * - invite: a guardian (`fromId`) invites a second guardian at `email` to look after `childIds`;
 * - link: a guardian (`fromId`) asks to link an existing minor's account (`memberId`), the code mailed to its address;
 * - claim: a child turning 18 (`memberId`) claims their own sign-in with the code mailed to them;
 * - access: an adult (`fromId`) asks the member named by username (`memberId`, the only one who may accept) to look
 *   after them again, the code mailed to that member's address (docs/decisions/260).
 */
export const familyCodes = pgTable(
  'family_codes',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: FAMILY_CODE_KINDS }).notNull(),
    codeHash: text('code_hash').notNull(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    fromId: integer('from_id').references(() => members.id, { onDelete: 'cascade' }),
    childIds: jsonb('child_ids').$type<number[]>().notNull().default([]),
    email: citext('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (c) => [
    uniqueIndex('family_codes_hash_key').on(c.codeHash),
    index('family_codes_member_idx').on(c.memberId, c.kind),
    index('family_codes_from_idx').on(c.fromId, c.kind),
    // one claim code per person, ever: a second worker round (or a second server) cannot mail twice (docs/decisions/249)
    uniqueIndex('family_codes_one_claim_key')
      .on(c.memberId)
      .where(sql`${c.kind} = 'claim'`),
    check('family_codes_kind', sql`${c.kind} in ('invite', 'link', 'claim', 'access')`),
    check('family_codes_about', sql`(${c.kind} = 'invite') = (${c.memberId} is null)`),
  ],
);

/**
 * The family calendar feed of a login (docs/decisions/253), kept as the roster feed's (decision 093): one secret token a
 * login, stored only as its SHA-256, so the link is shown once; a new one replaces it and the old answers 404.
 */
export const familyFeedTokens = pgTable(
  'family_feed_tokens',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (f) => [uniqueIndex('family_feed_tokens_hash_key').on(f.tokenHash)],
);
