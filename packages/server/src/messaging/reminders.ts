import { fillTemplate } from '@portal/domain/messaging/reminders';
import { FixtureDigestTexts as D, ReminderSubjects } from '@portal/domain/messaging/settings.staff.messages';
import { sportLabel } from '@portal/domain/shared/fields';
import { formatCents } from '@portal/domain/shared/money';
import { addDaysIso, isoToDmy, todayIn } from '@portal/domain/shared/time';
import type { FastifyInstance } from 'fastify';
import { digestManagers } from '../competition/digest.service';
import { invoicesToRemind } from '../payments/invoice-reminders.service';
import type { Platform } from '../platform/context';
import { defineWorker } from '../platform/worker';
import { gameChangesBetween } from './digest.repo';
import { takenKeys } from './notices.repo';
import { notify, type Notice } from './notices.service';
import { renewalsDue } from './reminders.repo';
import { settingsRow } from './settings.repo';

// The reminder round (issue 43 item 5, docs/decisions/314), on every server every quarter hour: the reminders staff
// switched on on the Messaging settings page, in their words, each written once by its dedupe key (two servers'
// rounds, a round run again, write one): a membership ending within the set days (once per member, sport and expiry),
// an invoice owing on its due date and the set days after it (once per invoice, stage and person). Kind `payments`:
// each person's channels for payment reminders decide, and the unsubscribe link turns them off. And, once the
// association's day has reached 6 pm, the digest of that day's fixture changes (since 6 pm the day before) to the
// managers of the teams and clubs concerned, once per day and person (kind competition).

export interface ReminderRound {
  renewals: number;
  invoices: number;
  digests: number;
}

const EVERY_MS = 15 * 60_000;
/** The digest's hour in the association's time zone: a day's digest covers 6 pm the day before to 6 pm. */
const DIGEST_HOUR = 18;

/** The day whose digest is due: the association's date 18 hours ago (at 6 pm the day's digest becomes due). */
export const digestDay = (timeZone: string, now: Date): string =>
  todayIn(timeZone, new Date(now.getTime() - DIGEST_HOUR * 3_600_000));

/** One message a manager: the games of their teams and club that changed in the day's window, as they were told. */
async function digests(platform: Platform): Promise<number> {
  const timeZone = platform.config.site.timeZone;
  const day = digestDay(timeZone, platform.now());
  const hour = `${String(DIGEST_HOUR).padStart(2, '0')}:00`;
  const changes = await gameChangesBetween(platform.db, {
    fromLocal: `${addDaysIso(day, -1)} ${hour}`,
    toLocal: `${day} ${hour}`,
    timeZone,
  });
  if (!changes.length) return 0;
  const byMember = new Map<number, string[]>();
  for (const { gameId, memberId } of await digestManagers(platform.db, [...new Set(changes.map((c) => c.gameId))])) {
    const lines = changes
      .filter((c) => c.gameId === gameId)
      .map((c) =>
        c.body
          .split('\n\n')
          .slice(0, 2)
          .join(' ')
          .replace(/\s*\n\s*/g, ' '),
      );
    byMember.set(memberId, [...(byMember.get(memberId) ?? []), ...lines]);
  }
  const dmy = isoToDmy(day);
  return writeNew(
    platform,
    [...byMember].map(([memberId, lines]) => ({
      memberIds: [memberId],
      kind: 'competition',
      subject: D.subject(dmy),
      body: [
        D.intro(dmy),
        lines.map((l) => `- ${l}`).join('\n'),
        `${D.link}: ${platform.config.publicUrl}/member/teams`,
      ].join('\n\n'),
      dedupeKey: `fixture-digest:${day}:${memberId}`,
    })),
  );
}

type Due = Omit<Notice, 'now' | 'timeZone'>;

/** Write each notice not written yet, each in its own transaction; answers how many were new. */
async function writeNew(platform: Platform, due: Due[]): Promise<number> {
  const taken = await takenKeys(
    platform.db,
    due.map((n) => n.dedupeKey),
  );
  let fresh = 0;
  for (const n of due.filter((d) => !taken.has(d.dedupeKey))) {
    const notice = await platform.db.transaction((tx) =>
      notify(tx, { ...n, now: platform.now(), timeZone: platform.config.site.timeZone }),
    );
    if (notice.fresh) fresh += 1;
  }
  return fresh;
}

export async function reminderRound(platform: Platform): Promise<ReminderRound> {
  const settings = await settingsRow(platform.db);
  const today = todayIn(platform.config.site.timeZone, platform.now());
  const round: ReminderRound = { renewals: 0, invoices: 0, digests: 0 };
  if (settings.renewalReminders) {
    const due = await renewalsDue(platform.db, today, addDaysIso(today, settings.renewalReminderDays));
    round.renewals = await writeNew(
      platform,
      due.map((r) => {
        const sport = sportLabel(r.sport);
        return {
          memberIds: [r.memberId],
          kind: 'payments',
          subject: ReminderSubjects.renewal(sport),
          body: fillTemplate(settings.renewalReminderText, {
            firstname: r.firstname,
            sport,
            expiry: isoToDmy(r.expiry ?? today),
          }),
          dedupeKey: `renewal:${r.memberId}:${r.sport}:${r.expiry}`,
        };
      }),
    );
  }
  if (settings.invoiceReminders) {
    const due = await invoicesToRemind(platform.db, { today, overdueDays: settings.invoiceOverdueDays });
    round.invoices = await writeNew(
      platform,
      due.map((i) => ({
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
      })),
    );
  }
  if (settings.fixtureDigest) round.digests = await digests(platform);
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
