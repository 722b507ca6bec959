import { and, asc, desc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { DeletionRow, MyDeletion } from '@portal/domain/privacy/deletion.contract';
import { DeletionTexts as T, formerMemberName } from '@portal/domain/privacy/deletion.messages';
import { FamilyAccessMessages } from '@portal/domain/shared/messages';
import { isoToDmy, todayIn } from '@portal/domain/shared/time';
import { recordAudit } from '../platform/audit';
import type { Ctx } from '../platform/context';
import { AppError, notFound } from '../platform/errors';
import { requireMember } from '../platform/gates';
import { members } from '../platform/members.tables';
import type { StaffCtx } from '../platform/staff-session';
import { deidentifyPerson } from './deidentify';
import { peopleOf } from './privacy.repo';
import { deletionRequests } from './privacy-deletions.tables';

// Closing an account, deleting a child's data (issue 44 item 4, docs/decisions/324): the member or their guardian asks
// (one request per person, ever: a second one answers the first), staff confirm, the person is de-identified in one
// transaction with its audit row. Confirming twice changes nothing: the request row is locked and read first.

type Request = typeof deletionRequests.$inferSelect;

const dayOf = (ctx: Pick<Ctx, 'config'>, at: Date) => isoToDmy(todayIn(ctx.config.site.timeZone, at));
const mine = (ctx: Ctx, r: Request): MyDeletion => ({
  id: r.id,
  person_id: r.memberId,
  status: r.status,
  requested_on: dayOf(ctx, r.requestedAt),
});

/** The requests about the login and the children they look after. */
export async function myDeletions(ctx: Ctx): Promise<{ data: MyDeletion[] }> {
  const { db, member } = requireMember(ctx);
  const ids = (await peopleOf(db, member.id)).map((p) => p.id);
  const found = await db
    .select()
    .from(deletionRequests)
    .where(inArray(deletionRequests.memberId, ids))
    .orderBy(asc(deletionRequests.id));
  return { data: found.map((r) => mine(ctx, r)) };
}

/** Ask for the login or a child they look after (anyone else: 403, never telling whether the number exists). */
export async function requestDeletion(
  ctx: Ctx,
  personId: number,
): Promise<{ data: { request: MyDeletion; already: boolean; message: string } }> {
  const { db, member } = requireMember(ctx);
  if (!(await peopleOf(db, member.id)).some((p) => p.id === personId))
    throw new AppError(403, 'not_your_family', FamilyAccessMessages.notYourFamily);
  const [made] = await db
    .insert(deletionRequests)
    .values({ memberId: personId, requestedBy: member.id, requestedAt: ctx.now() })
    .onConflictDoNothing({ target: deletionRequests.memberId })
    .returning();
  if (made) return { data: { request: mine(ctx, made), already: false, message: T.sent } };
  const [row] = await db.select().from(deletionRequests).where(eq(deletionRequests.memberId, personId));
  return { data: { request: mine(ctx, row!), already: true, message: T.already } };
}

/** A person's name as it is now (one row each; the queue is short). */
const nameSql = (id: SQLWrapper) =>
  sql<string | null>`(select trim(firstname || ' ' || lastname) from members where id = ${id})`;

/** Waiting requests first (oldest first), then the last 100 done. */
export async function queue(ctx: StaffCtx): Promise<{ data: DeletionRow[] }> {
  const found = await ctx.db
    .select({
      id: deletionRequests.id,
      memberId: deletionRequests.memberId,
      requestedBy: deletionRequests.requestedBy,
      requestedAt: deletionRequests.requestedAt,
      status: deletionRequests.status,
      doneAt: deletionRequests.doneAt,
      name: nameSql(deletionRequests.memberId),
      askedBy: nameSql(deletionRequests.requestedBy),
      doneBy: nameSql(deletionRequests.doneBy),
    })
    .from(deletionRequests)
    .orderBy(
      desc(eq(deletionRequests.status, 'requested')),
      desc(sql`coalesce(${deletionRequests.doneAt}, 'infinity')`),
      asc(deletionRequests.requestedAt),
    )
    .limit(500);
  return {
    data: found.map((r) => ({
      id: r.id,
      member_id: r.memberId,
      name: r.name ?? '',
      requested_by: r.askedBy ?? '',
      by_guardian: r.requestedBy !== r.memberId,
      requested_on: dayOf(ctx, r.requestedAt),
      status: r.status,
      done_on: r.doneAt ? dayOf(ctx, r.doneAt) : null,
      done_by: r.doneBy,
    })),
  };
}

/** De-identify the request's person, once: the request row and the member row are locked first. */
export async function confirm(
  ctx: StaffCtx,
  id: number,
): Promise<{ data: { already: boolean; name: string; message: string } }> {
  return ctx.db.transaction(async (tx) => {
    const [request] = await tx.select().from(deletionRequests).where(eq(deletionRequests.id, id)).for('update');
    if (!request) throw notFound();
    const name = formerMemberName(request.memberId);
    if (request.status === 'done') return { data: { already: true, name, message: T.alreadyDone } };
    const [p] = await tx.select().from(members).where(eq(members.id, request.memberId)).for('update');
    if (!p) throw notFound();
    const roles = await tx.execute(sql`select 1 from staff_roles where member_id = ${p.id} limit 1`);
    if ((roles as unknown as { rows: unknown[] }).rows.length) throw new AppError(409, 'staff_member', T.stillStaff);
    const now = ctx.now();
    const rows = await deidentifyPerson(tx, p, now);
    await tx
      .update(deletionRequests)
      .set({ status: 'done', doneAt: now, doneBy: ctx.member.id })
      .where(and(eq(deletionRequests.id, id), eq(deletionRequests.status, 'requested')));
    await recordAudit(tx, ctx, {
      action: 'privacy.deidentify',
      entity: 'member',
      entityId: p.id,
      reason: request.requestedBy === p.id ? 'The member asked to close their account' : 'Their guardian asked',
      after: { request: request.id, name, rows },
    });
    return { data: { already: false, name, message: T.confirmed(name) } };
  });
}
