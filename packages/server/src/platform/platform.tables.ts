import { sql } from 'drizzle-orm';
import { bigint, check, customType, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Case-insensitive text (the citext extension, created by the first migration). */
export const citext = customType<{ data: string }>({ dataType: () => 'citext' });

/** Binary data as a Buffer whichever driver answers (PGlite gives a Uint8Array, node-postgres a Buffer). */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Files every server of the installation reads: profile photos and product covers, in the database itself
 * (docs/decisions/151-files-in-the-database.md). A stored file never changes: new content is a new key.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    /** `photos/<member>-<random>.jpg`, `covers/<name>.jpg`. */
    key: text('key').primaryKey(),
    bytes: bytea('bytes').notNull(),
    /** The first 10 hex digits of the bytes' SHA-256: the version in an address browsers may keep a year. */
    version: text('version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (f) => [check('stored_files_not_empty', sql`octet_length(${f.bytes}) > 0`)],
);

/**
 * Facts about the installation that every server must agree on, one row each: the check value of the bank key
 * (docs/decisions/150-one-bank-key-per-database.md). Never a secret.
 */
export const installationFacts = pgTable('installation_facts', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How often each scope of kept answers has changed (platform/kept-versions.ts): one row per scope (`store`,
 * `competition:division:3`…), counted by each write in its own transaction. Every server sharing the database reads
 * the counts at most once a second and drops the answers whose scope moved (docs/decisions/169-kept-answers.md).
 */
export const cacheVersions = pgTable('cache_versions', {
  scope: text('scope').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
