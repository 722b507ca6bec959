import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_INVOICE_TEXT,
  DEFAULT_OVERDUE_DAYS,
  DEFAULT_RENEWAL_DAYS,
  DEFAULT_RENEWAL_TEXT,
} from '@portal/domain/messaging/reminders';
import type { DbOrTx } from '../platform/db';
import { messagingSettings } from './messaging.tables';

// The association's one row of messaging settings (decision 314); a new database has none until the first save, which
// writes it (insert … on conflict do nothing, then the update); until then a read answers the columns' defaults.

export type SettingsRow = typeof messagingSettings.$inferSelect;

const DEFAULTS: SettingsRow = {
  id: 1,
  teamMessages: true,
  teamMessagesPerDay: 5,
  renewalReminders: false,
  renewalReminderDays: DEFAULT_RENEWAL_DAYS,
  renewalReminderText: DEFAULT_RENEWAL_TEXT,
  invoiceReminders: false,
  invoiceOverdueDays: DEFAULT_OVERDUE_DAYS,
  invoiceReminderText: DEFAULT_INVOICE_TEXT,
  fixtureDigest: false,
  changedAt: new Date(0),
};

/** The settings as they are (a plain read: the reminder round writes nothing when nothing is due). */
export async function settingsRow(db: DbOrTx): Promise<SettingsRow> {
  const [row] = await db.select().from(messagingSettings).where(eq(messagingSettings.id, 1));
  return row ?? DEFAULTS;
}

/** The row locked for a save, written with the defaults first if it was never saved. */
export async function lockSettings(tx: DbOrTx): Promise<SettingsRow> {
  await tx.insert(messagingSettings).values({ id: 1 }).onConflictDoNothing();
  const [row] = await tx.select().from(messagingSettings).where(eq(messagingSettings.id, 1)).for('update');
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
