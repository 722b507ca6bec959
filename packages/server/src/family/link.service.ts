import { randomInt } from 'node:crypto';
import {
  LINK_CODE_HOURS,
  type LinkCodeRequestBody,
  type LinkReply,
  type LinkWithSignInBody,
} from '@portal/domain/family/link.contract';
import { FamilyMessages as M } from '@portal/domain/family/family.messages';
import { RecoveryMessages } from '@portal/domain/accounts/accounts.messages';
import { proveCredentials } from '../accounts/accounts.service';
import { hashToken } from '../platform/bearer';
import type { Ctx } from '../platform/context';
import { AppError, fieldErrors } from '../platform/errors';
import { composeMail } from '../platform/mail/compose';
import * as codes from './codes.repo';
import { isChildToday, requireAdultGuardian } from './family.service';
import * as repo from './family.repo';

// Linking an existing minor's account (docs/decisions/246): with its own sign-in, or a code mailed to its address.

const HOUR_MS = 60 * 60_000;
/** Link codes one guardian may ask for in an hour: each one is a mail to someone else's address. */
const CODES_PER_HOUR = 5;

type Person = NonNullable<Awaited<ReturnType<typeof repo.personById>>>;
const refuse = (field: string, message: string) => fieldErrors({ [field]: message }, message);
const linked = (p: Person): LinkReply => ({ data: { id: p.id, message: M.linked(`${p.firstname} ${p.lastname}`) } });

/** Who may be linked: not oneself, a minor today (Australia/Sydney), not already looked after. */
async function checkLinkable(ctx: Ctx, guardianId: number, person: Person, field: string): Promise<void> {
  if (person.id === guardianId) throw refuse(field, M.notYourself);
  if (!isChildToday(ctx, person)) throw refuse(field, M.adultChild);
  if (await repo.isGuardian(ctx.db, guardianId, person.id)) throw refuse(field, M.alreadyLinked);
}

/** The minor's own username and password, proven and limited like a sign-in, link their account. */
export async function linkWithSignIn(ctx: Ctx, input: LinkWithSignInBody): Promise<LinkReply> {
  const { member: me } = requireAdultGuardian(ctx);
  // A wrong sign-in is the form's field error, not a 401: the guardian's own session is fine.
  const proven = await proveCredentials(ctx, input.username, input.password, null).catch((err: unknown) => {
    throw err instanceof AppError && err.status === 401 ? refuse('password', M.wrongSignIn) : err;
  });
  const person = await repo.personById(ctx.db, proven.id);
  if (!person) throw refuse('password', M.wrongSignIn);
  await checkLinkable(ctx, me.id, person, 'username');
  await repo.addGuardianship(ctx.db, me.id, person.id);
  return linked(person);
}

/** Mail a single-use code to the minor's address; the code is stored only as a hash. */
export async function requestLinkCode(ctx: Ctx, input: LinkCodeRequestBody): Promise<{ data: { message: string } }> {
  const { member: me } = requireAdultGuardian(ctx);
  const person = await repo.personByUsername(ctx.db, input.username);
  if (!person) throw refuse('username', M.unknownUsername);
  await checkLinkable(ctx, me.id, person, 'username');
  if (!person.email) throw refuse('username', M.noEmail);
  const now = ctx.now();
  if ((await codes.countCodesFrom(ctx.db, me.id, 'link', new Date(now.getTime() - HOUR_MS))) >= CODES_PER_HOUR) {
    throw new AppError(429, 'too_many_requests', M.tooManyCodes);
  }
  const code = String(randomInt(0, 1e10)).padStart(10, '0');
  const id = await codes.insertCode(ctx.db, {
    kind: 'link',
    codeHash: hashToken(code),
    memberId: person.id,
    fromId: me.id,
    email: person.email,
    expiresAt: new Date(now.getTime() + LINK_CODE_HOURS * HOUR_MS),
  });
  // Outside any transaction (../shared/STACK.md pitfall 3); a mail the server refuses withdraws the code.
  const mail = M.linkMail(person.firstname, `${me.firstname} ${me.lastname}`, code, LINK_CODE_HOURS);
  try {
    await ctx.mailer.send(composeMail(ctx.config, { to: person.email, ...mail }));
  } catch (err) {
    await codes.deleteCode(ctx.db, id);
    ctx.log?.error({ err }, 'family link code mail failed');
    throw new AppError(503, 'mail_failed', RecoveryMessages.mailFailed);
  }
  return { data: { message: M.codeSent } };
}

/** The code this guardian asked for links the account once; nothing is written on a refusal (one transaction). */
export async function confirmLinkCode(ctx: Ctx, input: { code: string }): Promise<LinkReply> {
  const { member: me } = requireAdultGuardian(ctx);
  return ctx.db.transaction(async (tx) => {
    const used = await codes.useCode(tx, hashToken(input.code), 'link', me.id, ctx.now());
    const person = used?.memberId ? await repo.personById(tx, used.memberId) : null;
    if (!person) throw refuse('code', M.wrongCode);
    if (!isChildToday(ctx, person)) throw refuse('code', M.adultChild);
    await repo.addGuardianship(tx, me.id, person.id);
    return linked(person);
  });
}
