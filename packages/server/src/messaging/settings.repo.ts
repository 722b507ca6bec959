import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { messagingSettings } from './messaging.tables';

// The association's one row of messaging settings (decision 314); a new database has none until the first read,
// which writes the defaults (insert … on conflict do nothing, so two servers agree).

export type SettingsRow = typeof messagingSettings.$inferSelect;

/** The settings as they are, `forUpdate` locking the row for a save. */
export async function settingsRow(db: DbOrTx, forUpdate = false): Promise<SettingsRow> {
  await db.insert(messagingSettings).values({ id: 1 }).onConflictDoNothing();
  const q = db.select().from(messagingSettings).where(eq(messagingSettings.id, 1));
  const [row] = forUpdate ? await q.for('update') : await q;
  if (!row) throw new Error('messaging_settings has no row');
  return row;
}

export async function writeSettings(
  db: DbOrTx,
  values: Omit<SettingsRow, 'id' | 'changedAt'>,
  now: Date,
): Promise<void> {
  await db
    .update(messagingSettings)
    .set({ ...values, changedAt: sql`${now.toISOString()}::timestamptz` })
    .where(eq(messagingSettings.id, 1));
}
