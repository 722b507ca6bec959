import { fillTemplate } from '@portal/domain/messaging/reminders';
import { ReminderSubjects } from '@portal/domain/messaging/settings.staff.messages';
import { sportLabel } from '@portal/domain/shared/fields';
import { formatCents } from '@portal/domain/shared/money';
import { addDaysIso, isoToDmy, todayIn } from '@portal/domain/shared/time';
import type { FastifyInstance } from 'fastify';
import { invoicesToRemind } from '../payments/invoice-reminders.service';
import type { Platform } from '../platform/context';
import { defineWorker } from '../platform/worker';
import { notify, type Notice } from './notices.service';
import { renewalsDue } from './reminders.repo';
import { settingsRow } from './settings.repo';

// The reminder round (issue 43 item 5, docs/decisions/314), on every server every quarter hour: the reminders staff
// switched on on the Messaging settings page, in their words, each written once by its dedupe key (two servers'
// rounds, a round run again, write one): a membership ending within the set days (once per member, sport and expiry),
// an invoice owing on its due date and the set days after it (once per invoice, stage and person). Kind `payments`:
// each person's channels for payment reminders decide, and the unsubscribe link turns them off.

export interface ReminderRound {
  renewals: number;
  invoices: number;
}

const EVERY_MS = 15 * 60_000;

/** Write one notice in its own transaction; answers whether it was new. */
async function once(platform: Platform, n: Omit<Notice, 'now' | 'timeZone'>): Promise<boolean> {
  return platform.db.transaction(async (tx) => {
    const notice = await notify(tx, { ...n, now: platform.now(), timeZone: platform.config.site.timeZone });
    return notice.fresh;
  });
}

export async function reminderRound(platform: Platform): Promise<ReminderRound> {
  const settings = await settingsRow(platform.db);
  const today = todayIn(platform.config.site.timeZone, platform.now());
  const round: ReminderRound = { renewals: 0, invoices: 0 };
  if (settings.renewalReminders) {
    for (const r of await renewalsDue(platform.db, today, addDaysIso(today, settings.renewalReminderDays))) {
      const sport = sportLabel(r.sport);
      const fresh = await once(platform, {
        memberIds: [r.memberId],
        kind: 'payments',
        subject: ReminderSubjects.renewal(sport),
        body: fillTemplate(settings.renewalReminderText, {
          firstname: r.firstname,
          sport,
          expiry: isoToDmy(r.expiry ?? today),
        }),
        dedupeKey: `renewal:${r.memberId}:${r.sport}:${r.expiry}`,
      });
      if (fresh) round.renewals += 1;
    }
  }
  if (settings.invoiceReminders) {
    for (const i of await invoicesToRemind(platform.db, { today, overdueDays: settings.invoiceOverdueDays })) {
      const fresh = await once(platform, {
        memberIds: [i.memberId],
        kind: 'payments',
        subject: (i.stage === 'due' ? ReminderSubjects.invoiceDue : ReminderSubjects.invoiceOverdue)(i.description),
        body: fillTemplate(settings.invoiceReminderText, {
          firstname: i.firstname,
          invoice: i.description,
          amount: formatCents(i.owingCents),
          due: isoToDmy(i.dueOn),
        }),
        dedupeKey: `invoice-${i.stage}:${i.invoiceId}:${i.dueOn}:${i.memberId}`,
      });
      if (fresh) round.invoices += 1;
    }
  }
  return round;
}

const reminderWorker = defineWorker({
  name: 'messaging reminders',
  round: (platform) => reminderRound(platform),
  everyMs: () => EVERY_MS,
});

/** Run the reminder round for the life of the app. */
export function registerReminders(app: FastifyInstance): void {
  reminderWorker.register(app);
}
