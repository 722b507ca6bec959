import type { AnswerBody } from '@portal/domain/privacy/corrections.staff.contract';
import { recordAudit } from '../platform/audit';
import type { Ctx } from '../platform/context';
import { AppError, notFound } from '../platform/errors';
import { asStaff } from '../platform/staff-session';
import * as repo from './corrections.repo';
import type { correctionRequests } from './privacy.tables';

// Requests to correct a person's data (APP 13; docs/decisions/323): the member asks (privacy.service.ts), staff
// holding the corrections permission answer from their queue; the answer is audited in its transaction and shown to the
// member on their page. The correction itself is made where the data lives (the member record's page, results).

type CorrectionRow = typeof correctionRequests.$inferSelect;

export function correctionItem(row: CorrectionRow, name: string) {
  return {
    id: row.id,
    person_id: row.memberId,
    name,
    what: row.what,
    correction: row.correction,
    status: row.status,
    answer: row.answer,
    created_at: row.createdAt.toISOString(),
    answered_at: row.answeredAt?.toISOString() ?? null,
  };
}

const staffItem = (r: { request: CorrectionRow; name: string; askedBy: string }) => ({
  ...correctionItem(r.request, r.name),
  asked_by: r.askedBy,
});

/** GET /api/staff/privacy/corrections. */
export async function staffCorrections(ctx: Ctx, status: 'open' | 'answered') {
  const { db } = asStaff(ctx);
  return { data: { corrections: (await repo.staffQueue(db, status)).map(staffItem) } };
}

/** POST /api/staff/privacy/corrections/:id/answer: once (row lock), audited in the same transaction. */
export async function answerCorrection(ctx: Ctx, id: number, body: AnswerBody) {
  const staff = asStaff(ctx);
  const answered = await staff.db.transaction(async (tx) => {
    const before = await repo.lockCorrection(tx, id);
    if (!before) throw notFound();
    if (before.status !== 'open')
      throw new AppError(409, 'already_answered', 'This request has already been answered.');
    await repo.answer(tx, id, {
      status: body.outcome,
      answer: body.answer,
      answeredBy: staff.member.id,
      answeredAt: ctx.now(),
    });
    await recordAudit(tx, staff, {
      action: 'privacy.correction.answer',
      entity: 'member',
      entityId: before.memberId,
      before: { status: before.status },
      after: { request: id, status: body.outcome, answer: body.answer },
    });
    return id;
  });
  const [row] = await repo.staffQueue(staff.db, 'answered', answered);
  return { data: { correction: staffItem(row!) } };
}
