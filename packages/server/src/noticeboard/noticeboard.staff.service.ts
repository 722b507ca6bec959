import type { NoticeBody } from '@portal/domain/noticeboard/noticeboard.staff.contract';
import { NoticeboardStaffTexts as T } from '@portal/domain/noticeboard/noticeboard.messages';
import { AppError } from '../platform/errors';
import type { StaffCtx } from '../platform/staff-session';
import { recordAudit } from '../platform/audit';
import * as repo from './noticeboard.repo';

// The noticeboard's rows, written by the back-office (docs/decisions/197); each change audited in its transaction.

const name = (r: { firstname: string; surname: string }) => `${r.firstname} ${r.surname}`.trim();

export async function add(ctx: StaffCtx, body: NoticeBody): Promise<{ data: { message: string } }> {
  const row = {
    section: body.section,
    sectionOrder: body.section_order,
    firstname: body.firstname,
    surname: body.surname,
    gender: body.gender,
    email: body.email,
    competition: body.competition,
    comment: body.comment,
  };
  await ctx.db.transaction(async (tx) => {
    const id = await repo.insertRow(tx, row);
    await recordAudit(tx, ctx, { action: 'noticeboard.add', entity: 'notice', entityId: id, after: body });
  });
  return { data: { message: T.added(name(body), body.section) } };
}

export async function remove(ctx: StaffCtx, id: number): Promise<{ data: { message: string } }> {
  const gone = await ctx.db.transaction(async (tx) => {
    const row = await repo.deleteRow(tx, id);
    if (!row) throw new AppError(404, 'not_found', T.noNotice);
    await recordAudit(tx, ctx, {
      action: 'noticeboard.remove',
      entity: 'notice',
      entityId: id,
      before: {
        section: row.section,
        firstname: row.firstname,
        surname: row.surname,
        email: row.email,
        competition: row.competition,
        comment: row.comment,
      },
    });
    return row;
  });
  return { data: { message: T.removed(name(gone)) } };
}
