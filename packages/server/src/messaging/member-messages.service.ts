import { MESSAGES_PER_PAGE } from '@portal/domain/messaging/messaging.member.contract';
import { MemberMessagingMessages as M } from '@portal/domain/messaging/messaging.member.messages';
import { MessageKindLabels } from '@portal/domain/messaging/messaging';
import { preferenceProblems, preferencesFrom, type Preferences } from '@portal/domain/messaging/preferences';
import type { Ctx } from '../platform/context';
import { AppError, fieldErrors, notFound } from '../platform/errors';
import { readFile } from '../platform/file-store';
import { requireMember } from '../platform/gates';
import * as repo from './member-messages.repo';
import { readUnsubscribeToken } from './unsubscribe';

// The member side of messaging (issue 43 items 4, 6; docs/decisions/311, 312): the Messages page, the member's
// choices of channel, and the unsubscribe link that needs no sign-in.

type Row = Awaited<ReturnType<typeof repo.messagePage>>[number];

function listItem(ctx: Ctx, r: Row) {
  return {
    id: r.id,
    subject: r.subject,
    from: r.origin === 'team' && r.teamName ? r.teamName : ctx.config.site.associationName,
    forName: r.childFirst === null ? null : `${r.childFirst} ${r.childLast ?? ''}`.trim(),
    sentAt: r.sentAt.toISOString(),
    read: r.readAt !== null,
  };
}

/** GET /api/member/messages: a page of the member's messages, newest first. */
export async function listMessages(ctx: Ctx, before: number | undefined) {
  const { db, member } = requireMember(ctx);
  const rows = await repo.messagePage(db, member.id, before, MESSAGES_PER_PAGE + 1);
  return {
    data: {
      messages: rows.slice(0, MESSAGES_PER_PAGE).map((r) => listItem(ctx, r)),
      more: rows.length > MESSAGES_PER_PAGE,
    },
  };
}

/** GET /api/member/messages/:id: one of the member's messages, marked read on opening. */
export async function readMessage(ctx: Ctx, id: number) {
  const { db, member } = requireMember(ctx);
  const row = await repo.ownMessage(db, member.id, id);
  if (!row) throw notFound(M.notYours);
  if (!row.readAt) await repo.markRead(db, member.id, id, ctx.now());
  return {
    data: { ...listItem(ctx, row), read: true, body: row.body, attachment: row.attachmentKey !== null },
  };
}

/** GET /api/member/messages/:id/attachment: the file, for the message's recipient only. */
export async function messageAttachment(ctx: Ctx, id: number) {
  const { db, member } = requireMember(ctx);
  const row = await repo.ownMessage(db, member.id, id);
  if (!row) throw notFound(M.notYours);
  const file = row.attachmentKey ? await readFile(db, row.attachmentKey) : null;
  if (!row.attachmentKey || !file) throw notFound(M.noAttachment);
  return {
    body: file.bytes,
    filename: row.attachmentKey
      .split('/')
      .pop()!
      .replace(/[^\w.-]/g, '_'),
  };
}

async function preferencesOf(ctx: Ctx, memberId: number) {
  const [rows, basics] = await Promise.all([
    repo.preferenceRows(ctx.db, memberId),
    repo.memberBasics(ctx.db, memberId),
  ]);
  return { preferences: preferencesFrom(rows), hasMobile: !!basics?.mobile.trim() };
}

/** GET /api/member/messages/preferences. */
export async function preferences(ctx: Ctx) {
  const { member } = requireMember(ctx);
  return { data: await preferencesOf(ctx, member.id) };
}

/** PUT /api/member/messages/preferences: every kind's channels, refused whole when a rule says no. */
export async function savePreferences(ctx: Ctx, prefs: Preferences) {
  const { db, member } = requireMember(ctx);
  const problems = preferenceProblems(prefs, !!member.mobile.trim());
  if (Object.keys(problems).length) throw fieldErrors(problems);
  await repo.writePreferences(db, member.id, prefs, ctx.now());
  return { data: await preferencesOf(ctx, member.id) };
}

const badLink = () => new AppError(404, 'bad_unsubscribe_link', M.badLink);

async function tokenPerson(ctx: Ctx, token: string) {
  const read = await readUnsubscribeToken(ctx.db, token);
  const person = read && (await repo.memberBasics(ctx.db, read.memberId));
  if (!read || !person) throw badLink();
  return { ...read, firstName: (person.prefname.trim() || person.firstname).trim() };
}

/** GET /api/unsubscribe/:token: the first name and what the link turns off (nothing else of the person). */
export async function unsubscribeInfo(ctx: Ctx, token: string) {
  const { kind, firstName } = await tokenPerson(ctx, token);
  return {
    data: { firstName, kind, kindLabel: MessageKindLabels[kind], association: ctx.config.site.associationName },
  };
}

/** POST /api/unsubscribe/:token (and RFC 8058's one-click POST): the kind off on every channel, from now. */
export async function unsubscribe(ctx: Ctx, token: string) {
  const { memberId, kind } = await tokenPerson(ctx, token);
  await repo.turnKindOff(ctx.db, memberId, kind, ctx.now());
  return { data: { message: M.unsubscribed(MessageKindLabels[kind]) } };
}
