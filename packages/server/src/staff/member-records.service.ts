import type {
  CorrectionBody,
  FlagsBody,
  MemberListRow,
  MemberRecord,
  MemberSearchQuery,
  MembershipBody,
} from '@portal/domain/staff/member-records.contract';
import { correctionBody, MEMBER_FLAGS } from '@portal/domain/staff/member-records.contract';
import type { ListPage } from '@portal/domain/staff/staff-list';
import { readsOf } from '@portal/domain/staff/member-reads';
import { MemberRecordMessages as R } from '@portal/domain/staff/staff.messages';
import { sportLabel } from '@portal/domain/shared/fields';
import { dmyToIso } from '@portal/domain/shared/time';
import { sendResetLinkFor } from '../accounts/recovery.service';
import { fieldErrors, zodFieldErrors } from '../platform/errors';
import type { StaffCtx } from '../platform/staff-session';
import { pageWindow, type PageWindow } from '../platform/staff-list';
import { requireFreshCode } from '../platform/password-gate';
import { changedFields, recordAudit } from '../platform/audit';
import { changeMember, type RecordReply } from './member-change';
import { flagsOf, listRowOf, memberRecordOf, nameOf, readScope } from './member-record';
import * as repo from './members.repo';

// Member records in the back-office (docs/decisions/161): search, export, one record, and the changes staff make.
// Each change locks the member row, writes, and records its audit row with before and after in one transaction.

async function page(ctx: StaffCtx, q: MemberSearchQuery, window: PageWindow): Promise<ListPage<MemberListRow>> {
  const { rows, total } = await repo.searchPage(ctx.db, q, window, readScope(ctx));
  return { rows: rows.map((r) => listRowOf(ctx.staffRoles, r)), total };
}

export async function search(ctx: StaffCtx, q: MemberSearchQuery): Promise<{ data: ListPage<MemberListRow> }> {
  return { data: await page(ctx, q, pageWindow(q)) };
}

/**
 * What the search finds (every row up to the export limit, not one page) as CSV: only the people and the columns
 * the roles read (decision 264); a cell a role reads of some people only is empty for the others.
 */
export async function exportCsv(ctx: StaffCtx, q: MemberSearchQuery): Promise<string> {
  await requireFreshCode(ctx); // a staff member with a second factor types a fresh code (decision 327)
  const { fields } = readsOf(ctx.staffRoles);
  return repo.memberList.csv((await page(ctx, q, pageWindow('export'))).rows, {
    keep: (c) => c.field === 'state' || (c.field !== undefined && fields.has(c.field)),
  });
}

export async function record(ctx: StaffCtx, id: number): Promise<{ data: MemberRecord }> {
  return { data: await memberRecordOf(ctx, id) };
}

/** Name, date of birth and gender, with a reason (members.correct). The date of birth is checked against today. */
export async function correct(ctx: StaffCtx, id: number, body: CorrectionBody): Promise<RecordReply> {
  const parsed = correctionBody(ctx.now).safeParse(body);
  if (!parsed.success) throw fieldErrors(zodFieldErrors(parsed.error.issues));
  const { firstname, lastname, dob, gender, reason } = parsed.data;
  return changeMember(
    ctx,
    id,
    reason,
    async (m, tx) => {
      const next = { firstname, lastname, dob: dmyToIso(dob), gender };
      const diff = changedFields({ firstname: m.firstname, lastname: m.lastname, dob: m.dob, gender: m.gender }, next);
      if (Object.keys(diff.after).length) await repo.updateMember(tx, id, next);
      return { action: 'members.correct', ...diff };
    },
    () => R.corrected(`${firstname} ${lastname}`),
  );
}

/** The flags of spec 000 §6 and the sports (members.flags). */
export async function setFlags(ctx: StaffCtx, id: number, body: FlagsBody): Promise<RecordReply> {
  return changeMember(
    ctx,
    id,
    body.reason,
    async (m, tx) => {
      const sports = (await repo.sportsOf(tx, id)).map((s) => ({ sport: s.sport, expiry_date: s.expiryDate }));
      const flags = Object.fromEntries(MEMBER_FLAGS.map((f) => [f, body[f]])) as ReturnType<typeof flagsOf>;
      const chosen: readonly string[] = body.sports;
      const keptSports = sports.filter((s) => chosen.includes(s.sport));
      const nextSports = [
        ...keptSports,
        ...body.sports
          .filter((s) => !keptSports.some((k) => k.sport === s))
          .map((sport) => ({ sport, expiry_date: null })),
      ].sort((a, b) => a.sport.localeCompare(b.sport));
      const diff = changedFields({ ...flagsOf(m), sports }, { ...flags, sports: nextSports });
      if (!Object.keys(diff.after).length) return { action: 'members.flags', ...diff };
      const mainSport = chosen.includes(m.mainSport) ? m.mainSport : body.sports[0]!;
      await repo.updateMember(tx, id, {
        isEft: flags.is_eft,
        isRef: flags.is_ref,
        isRoster: flags.is_roster,
        isMan: flags.is_man,
        nonPl: flags.non_pl,
        skTm: flags.sk_tm,
        skTmVal: flags.sk_tm_val,
        mainSport,
      });
      await repo.setSports(tx, id, body.sports);
      return { action: 'members.flags', ...diff };
    },
    (m) => R.flagsSaved(nameOf(m)),
  );
}

/**
 * Set a sport membership's expiry and renewal due by hand (members.membership, decision 257): a correction, a
 * membership given free, a refund made outside the portal. The sport must be one the member is registered in.
 */
export async function setMembership(ctx: StaffCtx, id: number, body: MembershipBody): Promise<RecordReply> {
  return changeMember(
    ctx,
    id,
    body.reason,
    async (_m, tx) => {
      const row = (await repo.sportsOf(tx, id)).find((s) => s.sport === body.sport);
      if (!row) throw fieldErrors({ sport: R.notInSport });
      const diff = changedFields(
        { expiry_date: row.expiryDate, memb_renewal: row.membRenewal },
        { expiry_date: body.expiry_date, memb_renewal: body.memb_renewal },
      );
      if (!Object.keys(diff.after).length) return { action: 'members.membership', ...diff }; // nothing changed: 422
      await repo.setMembership(tx, row.id, { expiryDate: body.expiry_date, membRenewal: body.memb_renewal });
      return {
        action: 'members.membership',
        before: { sport: body.sport, ...diff.before },
        after: { sport: body.sport, ...diff.after },
      };
    },
    (m) => R.membershipSaved(nameOf(m), sportLabel(body.sport)),
  );
}

/** Mail the member a password reset link (members.reset_link), as their own request would. */
export async function resetLink(ctx: StaffCtx, id: number): Promise<{ data: { message: string } }> {
  const { email } = await sendResetLinkFor(ctx, id, (tx, link) =>
    recordAudit(tx, ctx, {
      action: link.withdrawn ? 'members.reset_link.withdrawn' : 'members.reset_link',
      entity: 'member',
      entityId: id,
      after: { mailed_to: link.email },
      reason: link.withdrawn ? R.resetLinkWithdrawn : '',
    }),
  );
  return { data: { message: R.resetLinkSent(email) } };
}
