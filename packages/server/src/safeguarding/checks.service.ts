import { eq, inArray, sql } from 'drizzle-orm';
import {
  checkStanding,
  CheckStatusLabels,
  REMOVING_STATUSES,
  type CheckMethod,
  type CheckStatus,
  type PendingPolicy,
  type StoredCheckStatus,
} from '@portal/domain/safeguarding/checks';
import { todayIn } from '@portal/domain/shared/time';
import type { DbOrTx } from '../platform/db';
import { members } from '../platform/members.tables';
import { notify } from '../messaging/notices.service';
import { staffWhoMay } from '../staff/staff.service';
import { safeguardingSettings, workingWithChildrenChecks as checks } from './safeguarding.tables';

// A person's Working With Children Check (issue 44, docs/decisions/315). recordCheckResult is the ONE door for every
// change of a check's status: a staff member's manual verification, the verification service's webhook, the expiry
// sweep and the re-verification round all come through it, so checked_at, reverify_at and the notice to staff are
// written the same way whoever decided. standingsOf is how every other area reads a person's standing (one query).

const TIME_ZONE = 'Australia/Sydney';
const DAY_MS = 86_400_000;

export interface SafeguardingSettings {
  pendingPolicy: PendingPolicy;
  verifier: CheckMethod;
  reverifyEveryDays: number;
  remindDaysBefore: number;
}

export const DEFAULT_SAFEGUARDING_SETTINGS: SafeguardingSettings = {
  pendingPolicy: 'warn',
  verifier: 'manual',
  reverifyEveryDays: 90,
  remindDaysBefore: 30,
};

/** The association's safeguarding choices (row 1, written by migration 0060; the defaults if it is missing). */
export async function readSafeguardingSettings(db: DbOrTx): Promise<SafeguardingSettings> {
  const [row] = await db
    .select({
      pendingPolicy: safeguardingSettings.pendingPolicy,
      verifier: safeguardingSettings.verifier,
      reverifyEveryDays: safeguardingSettings.reverifyEveryDays,
      remindDaysBefore: safeguardingSettings.remindDaysBefore,
    })
    .from(safeguardingSettings)
    .where(eq(safeguardingSettings.id, 1));
  if (!row) return { ...DEFAULT_SAFEGUARDING_SETTINGS };
  return {
    pendingPolicy: row.pendingPolicy as PendingPolicy,
    verifier: row.verifier as CheckMethod,
    reverifyEveryDays: row.reverifyEveryDays,
    remindDaysBefore: row.remindDaysBefore,
  };
}

/**
 * Each person's standing on `today` (YYYY-MM-DD): 'not_provided' for a person without a check, 'expired' for a
 * verified check past its expiry date even before the sweep stores it. One query, whatever the number of people.
 */
export async function standingsOf(
  db: DbOrTx,
  memberIds: readonly number[],
  today: string,
): Promise<Map<number, CheckStatus>> {
  const ids = [...new Set(memberIds)];
  const out = new Map<number, CheckStatus>(ids.map((id) => [id, 'not_provided']));
  if (!ids.length) return out;
  const rows = await db
    .select({ memberId: checks.memberId, status: checks.status, expiresOn: checks.expiresOn })
    .from(checks)
    .where(inArray(checks.memberId, ids));
  for (const r of rows)
    out.set(r.memberId, checkStanding({ status: r.status as StoredCheckStatus, expiresOn: r.expiresOn }, today));
  return out;
}

export interface CheckResultInput {
  memberId: number;
  status: StoredCheckStatus;
  /** The card's expiry as the verifier read it; left out: the stored one stays. */
  expiresOn?: string | null;
  method: CheckMethod;
  /** The staff member who checked; null for the verification service or the server's own rounds. */
  checkedBy: number | null;
  note: string;
  /** The verification service's id for the check; left out: the stored one stays. */
  providerRef?: string | null;
  now: Date;
  /** The association's time zone (config TIME_ZONE): which day "today" is for the standing. */
  timeZone?: string;
}

/** The fields of a check a result changes, before and after (the caller's audit row). */
export type CheckFields = {
  status: StoredCheckStatus;
  expiresOn: string | null;
  method: string | null;
  checkedBy: number | null;
  checkedAt: string | null;
  note: string;
  providerRef: string | null;
  reverifyAt: string | null;
};

export interface RecordedResult {
  checkId: number;
  before: CheckFields;
  after: CheckFields;
  standingBefore: CheckStatus;
  standing: CheckStatus;
  /** The standing moved into expired, barred or cancelled: the person is out of positions of trust; staff were told. */
  removed: boolean;
}

const fieldsOf = (r: typeof checks.$inferSelect): CheckFields => ({
  status: r.status as StoredCheckStatus,
  expiresOn: r.expiresOn,
  method: r.method,
  checkedBy: r.checkedBy,
  checkedAt: r.checkedAt?.toISOString() ?? null,
  note: r.note,
  providerRef: r.providerRef,
  reverifyAt: r.reverifyAt?.toISOString() ?? null,
});

/**
 * Record what a verifier found, in the caller's transaction (the row is locked first, so two results for one check
 * land one after the other). Sets checked_at, by whom and how; a verified check is due again reverify_every_days
 * later, any other result is not re-verified on a schedule. When the standing moves into expired, barred or cancelled,
 * the staff who verify checks are sent a notice (once per check, status and day). Null: the person has no check.
 */
export async function recordCheckResult(tx: DbOrTx, input: CheckResultInput): Promise<RecordedResult | null> {
  const [row] = await tx.select().from(checks).where(eq(checks.memberId, input.memberId)).for('update');
  if (!row) return null;
  const today = todayIn(input.timeZone ?? TIME_ZONE, input.now);
  const settings = await readSafeguardingSettings(tx);
  const expiresOn = input.expiresOn === undefined ? row.expiresOn : input.expiresOn;
  const providerRef = input.providerRef === undefined ? row.providerRef : input.providerRef;
  const reverifyAt =
    input.status === 'verified' ? new Date(input.now.getTime() + settings.reverifyEveryDays * DAY_MS) : null;
  const [updated] = await tx
    .update(checks)
    .set({
      status: input.status,
      expiresOn,
      method: input.method,
      checkedBy: input.checkedBy,
      checkedAt: input.now,
      note: input.note,
      providerRef,
      reverifyAt,
      updatedAt: input.now,
    })
    .where(eq(checks.id, row.id))
    .returning();
  const before = fieldsOf(row);
  const after = fieldsOf(updated!);
  const standingBefore = checkStanding({ status: before.status, expiresOn: before.expiresOn }, today);
  const standing = checkStanding({ status: after.status, expiresOn: after.expiresOn }, today);
  const removed =
    REMOVING_STATUSES.includes(standing) &&
    (!REMOVING_STATUSES.includes(standingBefore) || before.status !== after.status);
  if (removed) await tellStaff(tx, row.id, input.memberId, standing, input, today);
  return { checkId: row.id, before, after, standingBefore, standing, removed };
}

async function tellStaff(
  tx: DbOrTx,
  checkId: number,
  memberId: number,
  standing: CheckStatus,
  input: CheckResultInput,
  today: string,
): Promise<void> {
  const [person] = await tx
    .select({ name: sql<string>`trim(${members.firstname} || ' ' || ${members.lastname})` })
    .from(members)
    .where(eq(members.id, memberId));
  // The staff who verify checks are the people told when a check takes someone out of a position of trust.
  const staff = await staffWhoMay(tx, 'safeguarding.verify');
  const name = person?.name || `Member #${memberId}`;
  const status = CheckStatusLabels[standing].toLowerCase();
  await notify(tx, {
    memberIds: staff,
    kind: 'games',
    subject: `Working With Children Check ${status}: ${name}`,
    body:
      `${name}'s Working With Children Check is now ${status}. They are out of any position of trust ` +
      `(coach, manager, referee of a junior game) until a verified check is recorded.` +
      (input.note ? `\n\nNote: ${input.note}` : '') +
      `\n\nSee the check in the back-office: Safeguarding.`,
    dedupeKey: `wwcc-removed:${checkId}:${standing}:${today}`,
    now: input.now,
    timeZone: input.timeZone,
  });
}
