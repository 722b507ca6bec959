import { bumpVersions, type VersionRow } from './cache-versions.repo';
import type { Db, Tx } from './db';
import { versionsOf } from './kept-answers';

// The write side of the kept answers (docs/decisions/169-kept-answers.md): a write names the scopes it changes; they
// are counted in cache_versions in its own transaction, for every server sharing the database, and this server's
// answers of them are dropped once it has committed. Dropped before the commit, a request in between would read the
// old rows and keep them as fresh; counted outside the transaction, a rollback would still be counted.

/** Name the scopes of kept answers a write changes (as often as it likes). */
export type Changed = (...scopes: string[]) => void;

/** Run `write` in one transaction whose named scopes are counted in it and dropped here after its commit. */
export async function writeKept<T>(db: Db, write: (tx: Tx, changed: Changed) => Promise<T>): Promise<T> {
  const scopes = new Set<string>();
  const changed: Changed = (...named) => {
    for (const scope of named) scopes.add(scope);
  };
  const { value, counted } = await db.transaction(async (tx) => {
    const value = await write(tx, changed);
    return { value, counted: await countChanged(tx, scopes) };
  });
  dropKept(db, scopes, counted);
  return value;
}

/** Count changes of these scopes in a transaction another function commits; then call dropKept after the commit. */
export async function countChanged(tx: Tx, scopes: Iterable<string>): Promise<VersionRow[]> {
  const list = [...scopes];
  return list.length ? bumpVersions(tx, list) : [];
}

/** After the commit: drop this server's answers of these scopes, and remember the counts its write set. */
export function dropKept(db: object, scopes: Iterable<string>, counted: readonly VersionRow[] = []): void {
  const versions = versionsOf(db);
  versions.drop(scopes);
  versions.noteOwn(counted);
}
