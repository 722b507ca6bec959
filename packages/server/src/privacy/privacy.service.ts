import crypto from 'node:crypto';
import type { CorrectionBody } from '@portal/domain/privacy/privacy.contract';
import { FamilyAccessMessages } from '@portal/domain/shared/messages';
import { PrivacyTexts as T } from '@portal/domain/privacy/privacy.messages';
import type { Ctx } from '../platform/context';
import { AppError, notFound } from '../platform/errors';
import { readFile } from '../platform/file-store';
import { requireMember } from '../platform/gates';
import { recordSecurityEvent } from '../security/security-log.service';
import { exportWorker } from './export-worker';
import * as repo from './privacy.repo';
import { correctionItem } from './corrections.service';

// A person's own data, the member's calls (issue 44 item 3; docs/decisions/322, 323). The person is the signed-in
// login or a live child they are guardian of: anyone else is 403, never telling whether the number exists.

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

async function personFor(ctx: Ctx, personId: number) {
  const { db, member } = requireMember(ctx);
  const person = (await repo.peopleOf(db, member.id)).find((p) => p.id === personId);
  if (!person) throw new AppError(403, 'not_your_family', FamilyAccessMessages.notYourFamily);
  return { login: member, person };
}

/** GET /api/member/privacy. */
export async function overview(ctx: Ctx) {
  const { db, member } = requireMember(ctx);
  const now = ctx.now();
  const [people, exports, corrections] = await Promise.all([
    repo.peopleOf(db, member.id),
    repo.exportsOf(db, member.id),
    repo.correctionsOf(db, member.id),
  ]);
  return {
    data: {
      people,
      exports: exports.map((e) => ({
        id: e.id,
        person_id: e.memberId,
        name: e.name,
        status: e.status === 'ready' && e.expiresAt && e.expiresAt <= now ? ('expired' as const) : e.status,
        created_at: e.createdAt.toISOString(),
        expires_at: e.expiresAt?.toISOString() ?? null,
      })),
      corrections: corrections.map((c) => correctionItem(c.request, c.name)),
    },
  };
}

/** POST /api/member/privacy/exports: a request row; the export worker makes the file. */
export async function requestExport(ctx: Ctx, personId: number) {
  const { login, person } = await personFor(ctx, personId);
  const { id, added } = await repo.insertExport(ctx.db, person.id, login.id, ctx.now());
  if (added) exportWorker.wake();
  return { data: { message: T.exportRequested, id } };
}

/** GET /api/member/privacy/exports/:token/file: the asker only, signed in, before the link's time is over. */
export async function downloadExport(ctx: Ctx, token: string) {
  const { db, member } = requireMember(ctx);
  const row = await repo.exportByToken(db, hashToken(token));
  if (!row || row.requestedBy !== member.id || row.status !== 'ready' || !row.fileKey) throw notFound(T.linkUnknown);
  if (!row.expiresAt || row.expiresAt <= ctx.now()) throw new AppError(410, 'link_expired', T.linkExpired);
  const file = await readFile(db, row.fileKey);
  if (!file) throw notFound(T.linkUnknown);
  await db.transaction(async (tx) => {
    await repo.markDownloaded(tx, row.id, ctx.now());
    await recordSecurityEvent(
      tx,
      { kind: 'data-export', memberId: row.memberId, actorMemberId: member.id, detail: { exportId: row.id } },
      { clientAddress: ctx.clientAddress },
    );
  });
  return { body: file.bytes, filename: `data-${row.memberId}-${row.id}.zip` };
}

/** POST /api/member/privacy/corrections (APP 13): staff answer it from their queue. */
export async function requestCorrection(ctx: Ctx, body: CorrectionBody) {
  const { login, person } = await personFor(ctx, body.person_id);
  const row = await repo.insertCorrection(ctx.db, {
    memberId: person.id,
    requestedBy: login.id,
    what: body.what,
    correction: body.correction,
    createdAt: ctx.now(),
  });
  return { data: { message: T.correctSent, correction: correctionItem(row, person.name) } };
}
