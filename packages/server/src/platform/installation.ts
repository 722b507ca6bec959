import { eq } from 'drizzle-orm';
import type { DbOrTx } from './db';
import { installationFacts } from './platform.tables';

/** Refused for a reason the operator must fix (the message says what to do): commands print it without a stack. */
export class Refused extends Error {}

// Facts every server of the installation must agree on (installation_facts): the first server to start records one,
// every later start compares its own value with it.

export async function readFact(db: DbOrTx, name: string): Promise<string | null> {
  const [row] = await db
    .select({ value: installationFacts.value })
    .from(installationFacts)
    .where(eq(installationFacts.name, name));
  return row?.value ?? null;
}

/** Record a fact unless one is recorded already (two servers starting at once: the first wins); answers the recorded value. */
export async function claimFact(db: DbOrTx, name: string, value: string): Promise<string> {
  await db.insert(installationFacts).values({ name, value }).onConflictDoNothing();
  return (await readFact(db, name))!;
}

export async function forgetFact(db: DbOrTx, name: string): Promise<void> {
  await db.delete(installationFacts).where(eq(installationFacts.name, name));
}
