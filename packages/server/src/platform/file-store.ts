import crypto from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from './db';
import { storedFiles } from './platform.tables';

// The files every server reads (profile photos, product covers), kept in the database beside the rows naming them
// (docs/decisions/151-files-in-the-database.md). A key's content never changes, so an address carrying its version
// may be cached for ever, and a photo and the row naming it are written in one transaction.

export interface StoredFile {
  bytes: Buffer;
  version: string;
}

/** The first 10 hex digits of the content's SHA-256. */
export function fileVersion(bytes: Buffer): string {
  return crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 10);
}

/** Store files under new keys; a key already stored keeps its content. */
export async function putFiles(db: DbOrTx, files: { key: string; bytes: Buffer }[]): Promise<void> {
  if (!files.length) return;
  await db
    .insert(storedFiles)
    .values(files.map((f) => ({ ...f, version: fileVersion(f.bytes) })))
    .onConflictDoNothing();
}

export async function readFile(db: DbOrTx, key: string): Promise<StoredFile | null> {
  const [row] = await db
    .select({ bytes: storedFiles.bytes, version: storedFiles.version })
    .from(storedFiles)
    .where(eq(storedFiles.key, key));
  return row ?? null;
}

/** Which of these keys are stored. */
export async function storedKeys(db: DbOrTx, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db.select({ key: storedFiles.key }).from(storedFiles).where(inArray(storedFiles.key, keys));
  return new Set(rows.map((r) => r.key));
}

export async function deleteFile(db: DbOrTx, key: string): Promise<void> {
  await db.delete(storedFiles).where(eq(storedFiles.key, key));
}
