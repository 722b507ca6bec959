import {
  INVITATIONS_PER_DAY,
  type GrantGuardianBody,
  type GuardianInvitationReply,
  type GuardiansReply,
  type InvitationCodeBody,
  type InviteGuardianBody,
} from '@portal/domain/family/guardians.contract';
import { GuardianMails, GuardianMessages as G } from '@portal/domain/family/guardians.messages';
import { listNames } from '@portal/domain/family/guardians.rules';
import { isAdult, todayIn } from '@portal/domain/shared/time';
import { limitMember } from '../accounts/member-limits.service';
import { personActedFor } from '../platform/act-for';
import { hashToken, newToken } from '../platform/bearer';
import type { Ctx } from '../platform/context';
import type { Tx } from '../platform/db';
import { AppError, fieldErrors } from '../platform/errors';
import { requireMember } from '../platform/gates';
import { composeMail } from '../platform/mail/compose';
import { enqueueMail } from '../platform/mail/outbox';
import * as claims from './claim.repo';
import { isGuardian } from './family.repo';
import * as repo from './guardians.repo';

// A second guardian, leaving, and giving access again (docs/decisions/248, 260). Every call is about the signed-in
// login itself (actFor: false), so ctx.member is the guardian. Guardians are only ever named to each other.

const INVITE_DAYS = 7;
/** The codes the invitation page opens: a second guardian's invitation, and an access request (decision 260). */
const INVITATION_KINDS = ['invite', 'access'] as const;
const nameOf = (p: { firstname: string; lastname: string }) => `${p.firstname} ${p.lastname}`.trim();
const codeUnusable = () => new AppError(422, 'code_unusable', G.codeUnusable, { code: G.codeUnusable });

/** GET /api/member/family/guardians: each person the member looks after with all their guardians, by name. */
export async function listGuardians(ctx: Ctx): Promise<GuardiansReply> {
  const me = requireMember(ctx).member;
  const [children, claimed, invites] = await Promise.all([
    repo.childrenOf(ctx.db, me.id),
    claims.claimedBy(ctx.db, me.id),
    repo.pendingInvitations(ctx.db, me.id, ctx.now()),
  ]);
  const guardians = await repo.guardiansOf(ctx.db, [me.id, ...children.map((c) => c.id)]);
  const named = (childId: number) =>
    guardians.filter((g) => g.childId === childId).map((g) => ({ name: nameOf(g), you: g.id === me.id }));
  const childName = new Map(children.map((c) => [c.id, nameOf(c)]));
  return {
    data: {
      children: children.map((c) => ({ id: c.id, name: nameOf(c), signIn: c.signIn, guardians: named(c.id) })),
      myGuardians: named(me.id),
      claimed,
      // a child no longer looked after is left out of the names (the invitation then offers only the others)
      invitations: invites.map((i) => ({
        id: i.id,
        to: i.email,
        children: i.childIds.flatMap((id) => childName.get(id) ?? []),
        expires_at: i.expiresAt.toISOString(),
      })),
    },
  };
}

/** DELETE /api/member/family/invitations/:id: withdraw one's own pending invitation; 404 for any other. */
export async function withdrawInvitation(ctx: Ctx, id: number) {
  const me = requireMember(ctx).member;
  const email = await repo.deleteInvitation(ctx.db, me.id, id, ctx.now());
  if (!email) throw new AppError(404, 'not_found', G.noInvitation);
  return { data: { message: G.withdrawn(email) } };
}

/** POST /api/member/family/invitations: a code for `email` to look after some of the member's children, mailed in the same transaction. */
export async function inviteGuardian(ctx: Ctx, body: InviteGuardianBody) {
  const me = requireMember(ctx).member;
  const childIds = [...new Set(body.children)];
  if (childIds.includes(me.id)) throw fieldErrors({ children: G.chooseChildren });
  // the one check of who may act for whom (decision 245): each child must be one the member looks after
  const children = await Promise.all(childIds.map((id) => personActedFor(ctx.db, me, id)));
  const code = newToken();
  const now = ctx.now();
  const content = GuardianMails.invitation({ from: nameOf(me), names: listNames(children.map(nameOf)), code });
  await ctx.db.transaction(async (tx) => {
    await countInvitation(tx, ctx, me.id);
    await repo.insertCode(tx, {
      kind: 'invite',
      codeHash: hashToken(code),
      fromId: me.id,
      childIds,
      email: body.email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITE_DAYS * 86_400_000),
    });
    await enqueueMail(tx, composeMail(ctx.config, { to: body.email, ...content }), { now });
  });
  return { data: { message: G.invited(body.email) } };
}

/**
 * The day's invitations and access requests of one member, together (decision 260): counted in the transaction that
 * mails, with the member's row locked, so racing requests (on any server) are counted in turn; 429 past the limit.
 */
async function countInvitation(tx: Tx, ctx: Ctx, memberId: number): Promise<void> {
  await repo.lockPerson(tx, memberId);
  await limitMember(
    tx,
    ctx,
    'guardian-invitation',
    memberId,
    { max: INVITATIONS_PER_DAY, windowMinutes: 24 * 60 },
    G.tooManyInvitations(INVITATIONS_PER_DAY),
  );
}

/**
 * The live invitation of a code, with the names it offers; null when it is wrong, used or expired, or an access
 * request (decision 260) opened by anyone but the member it names.
 */
async function openInvitation(ctx: Ctx, code: string) {
  const me = requireMember(ctx).member;
  const invite = await repo.liveCode(ctx.db, INVITATION_KINDS, hashToken(code), ctx.now());
  if (!invite?.fromId || (invite.kind === 'access' && invite.memberId !== me.id)) return null;
  const [from] = await repo.namesOf(ctx.db, [invite.fromId]);
  return from ? { invite, from, children: await repo.namesOf(ctx.db, invite.childIds) } : null;
}

/** POST /api/member/family/invitation/check: who invites and for whom, or usable false. */
export async function invitationDetails(ctx: Ctx, body: InvitationCodeBody): Promise<GuardianInvitationReply> {
  const open = await openInvitation(ctx, body.code);
  if (!open) return { data: { usable: false, from: '', children: [], own: false } };
  return {
    data: {
      usable: true,
      from: nameOf(open.from),
      children: open.children.map(nameOf),
      own: open.invite.kind === 'access',
    },
  };
}

/**
 * POST /api/member/family/invitation/accept: the signed-in adult looks after the invitation's children (an access
 * request: its sender, decision 260); the code is used.
 */
export async function acceptInvitation(ctx: Ctx, body: InvitationCodeBody) {
  const me = requireMember(ctx).member;
  if (!isAdult(me.dob, todayIn(ctx.config.site.timeZone, ctx.now())))
    throw new AppError(403, 'adults_only', G.guardianAdultsOnly);
  const open = await openInvitation(ctx, body.code);
  if (!open) throw codeUnusable();
  const added = await ctx.db.transaction(async (tx) => {
    if (!(await repo.useCode(tx, open.invite.id, ctx.now()))) throw codeUnusable();
    if (open.invite.kind === 'access') {
      await repo.addGuardian(tx, me.id, open.from.id);
      return [open.from.id];
    }
    return repo.shareChildren(tx, open.invite.fromId!, me.id, open.invite.childIds);
  });
  if (!added.length) throw codeUnusable();
  const people = open.invite.kind === 'access' ? [open.from] : open.children.filter((c) => added.includes(c.id));
  return { data: { message: G.accepted(listNames(people.map(nameOf))) } };
}

/**
 * The last-guardian rule (decisions 248, 252), for a guardian leaving and for staff unlinking one: whether taking
 * `guardianId` from `childId` would leave a person without a sign-in of their own with no live guardian. It locks the
 * child's row first, so two removals of one child's guardians at once are counted in turn: call it in the transaction
 * that removes the guardian.
 */
export async function leavesWithoutGuardian(tx: Tx, childId: number, guardianId: number): Promise<boolean> {
  const child = await repo.lockPerson(tx, childId);
  return child?.username === null && (await repo.countOtherGuardians(tx, childId, guardianId)) === 0;
}

/**
 * DELETE /api/member/family/guardians/:childId: stop looking after a child, never leaving a child without a sign-in
 * of their own without a guardian (leavesWithoutGuardian).
 */
export async function leaveChild(ctx: Ctx, childId: number) {
  const me = requireMember(ctx).member;
  const child = await personActedFor(ctx.db, me, childId);
  if (child.id === me.id) throw new AppError(403, 'not_guardian', G.notGuardian);
  await ctx.db.transaction(async (tx) => {
    if (await leavesWithoutGuardian(tx, childId, me.id)) throw new AppError(409, 'last_guardian', G.lastGuardian);
    if (!(await repo.deleteGuardianship(tx, me.id, childId))) throw new AppError(403, 'not_guardian', G.notGuardian);
  });
  return { data: { message: G.left(nameOf(child)) } };
}

/**
 * POST /api/member/family/guardians: an adult with their own sign-in asks a member, named by username, to look after
 * them again (decision 260). Only a live adult with a sign-in and an address, not yet their guardian, is mailed a
 * request (a code for them alone, valid 7 days); nothing changes until they accept it. The answer is one sentence
 * whoever the username names, or nobody, and every request counts towards the day's limit, so it tells nothing.
 */
export async function grantGuardian(ctx: Ctx, body: GrantGuardianBody) {
  const me = requireMember(ctx).member;
  const today = todayIn(ctx.config.site.timeZone, ctx.now());
  if (!me.username || !isAdult(me.dob, today)) throw new AppError(403, 'adults_only', G.grantAdultsOnly);
  if (body.username === me.username) throw fieldErrors({ username: G.notYourself }, G.notYourself);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await countInvitation(tx, ctx, me.id);
    const named = await repo.signInByUsername(tx, body.username);
    if (!named?.email || named.id === me.id || !isAdult(named.dob, today) || (await isGuardian(tx, named.id, me.id)))
      return;
    const code = newToken();
    await repo.insertCode(tx, {
      kind: 'access',
      codeHash: hashToken(code),
      fromId: me.id,
      memberId: named.id,
      childIds: [me.id],
      email: named.email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITE_DAYS * 86_400_000),
    });
    await enqueueMail(
      tx,
      composeMail(ctx.config, { to: named.email, ...GuardianMails.access({ from: nameOf(me), code }) }),
      { now },
    );
  });
  return { data: { message: G.accessAsked(body.username) } };
}
