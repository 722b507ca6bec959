import type { MessagingSettings } from '@portal/domain/messaging/settings.staff.contract';
import { MessagingSettingsTexts as T } from '@portal/domain/messaging/settings.staff.messages';
import { changedFields, recordAudit } from '../platform/audit';
import type { DbOrTx } from '../platform/db';
import type { StaffCtx } from '../platform/staff-session';
import { lockSettings, settingsRow, writeSettings, type SettingsRow } from './settings.repo';

// The staff's messaging settings page (issue 43, decision 314): read and save the one row, audited in the save's
// transaction with the fields that changed. The reminder rounds and the team messages read the same row.

const shape = (r: SettingsRow): MessagingSettings => ({
  team_messages: r.teamMessages,
  team_messages_per_day: r.teamMessagesPerDay,
  renewal_reminders: r.renewalReminders,
  renewal_reminder_days: r.renewalReminderDays,
  renewal_reminder_text: r.renewalReminderText,
  invoice_reminders: r.invoiceReminders,
  invoice_overdue_days: r.invoiceOverdueDays,
  invoice_reminder_text: r.invoiceReminderText,
  fixture_digest: r.fixtureDigest,
});

/** The settings for the other parts of messaging (team messages, the reminder rounds). */
export const messagingSettingsOf = (db: DbOrTx): Promise<SettingsRow> => settingsRow(db);

export async function read(ctx: StaffCtx): Promise<{ data: MessagingSettings }> {
  return { data: shape(await settingsRow(ctx.db)) };
}

export async function save(ctx: StaffCtx, body: MessagingSettings): Promise<{ data: { message: string } }> {
  await ctx.db.transaction(async (tx) => {
    const before = shape(await lockSettings(tx));
    await writeSettings(
      tx,
      {
        teamMessages: body.team_messages,
        teamMessagesPerDay: body.team_messages_per_day,
        renewalReminders: body.renewal_reminders,
        renewalReminderDays: body.renewal_reminder_days,
        renewalReminderText: body.renewal_reminder_text,
        invoiceReminders: body.invoice_reminders,
        invoiceOverdueDays: body.invoice_overdue_days,
        invoiceReminderText: body.invoice_reminder_text,
        fixtureDigest: body.fixture_digest,
      },
      ctx.now(),
    );
    await recordAudit(tx, ctx, {
      action: 'messaging.settings.save',
      entity: 'messaging_settings',
      entityId: 1,
      ...changedFields(before, body),
    });
  });
  return { data: { message: T.saved } };
}
