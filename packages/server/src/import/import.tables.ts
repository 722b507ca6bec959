import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ImportPerson, ImportRefusal } from '@portal/domain/import/import-row';
import type { ImportCounts, ImportResult, NearMember, PlanChange } from '@portal/domain/import/import.contract';
import { members } from '../platform/members.tables';

// Moving in (issue 42, docs/decisions/298 and 299): an import is planned (the dry run), run by a background job in
// batches, and may be undone. The plan is kept as rows (one per person), so the job reads it a batch at a time and
// the page pages through it; what the job wrote is kept as items, so undo knows what is the import's.

/** An import: the file it read, its plan's counts, its progress and its lease while the job runs it. */
export const imports = pgTable(
  'imports',
  {
    id: serial('id').primaryKey(),
    createdBy: integer('created_by').references(() => members.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    fileName: text('file_name').notNull(),
    source: text('source').notNull(),
    header: jsonb('header').$type<string[]>().notNull(),
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
    seasonId: integer('season_id'),
    status: text('status').notNull().default('planned'),
    counts: jsonb('counts').$type<ImportCounts>().notNull(),
    result: jsonb('result').$type<ImportResult>(),
    refused: jsonb('refused').$type<ImportRefusal[]>().notNull(),
    duplicates: jsonb('duplicates').$type<{ line: number; firstLine: number; name: string }[]>().notNull(),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    /** The job's lease: a server runs a round until then; a stopped server's import is taken up once it passes. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (i) => [
    check('imports_status', sql`${i.status} in ('planned', 'running', 'done', 'failed', 'undone')`),
    index('imports_running_idx')
      .on(i.id)
      .where(sql`${i.status} = 'running'`),
  ],
);

/**
 * A person of an import's plan: the record read from the file (or an account holder the file names only), what the
 * dry run planned, the staff's decision on a near match, and once the job wrote it, the member it is.
 */
export const importPeople = pgTable(
  'import_people',
  {
    id: serial('id').primaryKey(),
    importId: integer('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    /** Its place in the plan: the job writes in (phase, seq) order, account holders before their children. */
    seq: integer('seq').notNull(),
    phase: integer('phase').notNull().default(0),
    /** The first file line (for an account holder the file names only, the first line naming them). */
    line: integer('line').notNull(),
    /** 'person' (a row of the file) or 'holder' (an account holder the file names only). */
    kind: text('kind').notNull().default('person'),
    person: jsonb('person').$type<ImportPerson>().notNull(),
    /** The seq of this person's account holder in the plan, when a child of the file's family. */
    holderSeq: integer('holder_seq'),
    /** The member holding this person's account, when the file names a member already in the portal. */
    holderMemberId: integer('holder_member_id'),
    action: text('action').notNull(),
    matchedBy: text('matched_by'),
    memberId: integer('member_id'),
    changes: jsonb('changes').$type<PlanChange[]>().notNull(),
    near: jsonb('near').$type<NearMember[]>().notNull(),
    /** A near match decided by staff: 'same' (decisionMemberId) or 'new'. */
    decision: text('decision'),
    decisionMemberId: integer('decision_member_id'),
    done: boolean('done').notNull().default(false),
  },
  (p) => [
    uniqueIndex('import_people_import_seq_key').on(p.importId, p.seq),
    index('import_people_pending_idx')
      .on(p.importId, p.phase, p.seq)
      .where(sql`not ${p.done}`),
    index('import_people_line_idx').on(p.importId, p.line),
  ],
);

/** The kinds of record an import writes, each kept as an item (undo removes or puts back those). */
export const IMPORT_ITEM_KINDS = [
  'member',
  'member_change',
  'member_source',
  'member_sport',
  'guardianship',
  'season',
  'division',
  'team',
  'team_member',
] as const;
export type ImportItemKind = (typeof IMPORT_ITEM_KINDS)[number];

/** A record an import wrote: created (ref_id is its id), or changed (before holds the fields as they were). */
export const importItems = pgTable(
  'import_items',
  {
    id: serial('id').primaryKey(),
    importId: integer('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    refId: integer('ref_id').notNull(),
    line: integer('line').notNull(),
    before: jsonb('before').$type<Record<string, string>>(),
    after: jsonb('after').$type<Record<string, string>>(),
  },
  (i) => [uniqueIndex('import_items_import_kind_ref_key').on(i.importId, i.kind, i.refId)],
);

/** Another platform's id of a member (PlayHQ Profile ID, GameDay member number): a second import finds them by it. */
export const memberSources = pgTable(
  'member_sources',
  {
    id: serial('id').primaryKey(),
    source: text('source').notNull(),
    sourceId: text('source_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (s) => [
    uniqueIndex('member_sources_source_id_key').on(s.source, s.sourceId),
    index('member_sources_member_idx').on(s.memberId),
  ],
);
