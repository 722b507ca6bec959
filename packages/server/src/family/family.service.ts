import {
  addChildSchema,
  type AddChildBody,
  type AddChildInput,
  type AddChildReply,
  type FamilyPerson,
} from '@portal/domain/family/family.contract';
import { FamilyMessages as M } from '@portal/domain/family/family.messages';
import { isMinor } from '@portal/domain/family/family.rules';
import { duplicateMatch, type PersonFacts } from '@portal/domain/staff/duplicates';
import { isAdult, isoToDmy, todayIn } from '@portal/domain/shared/time';
import type { AuthMember, Ctx, MemberCtx } from '../platform/context';
import { AppError, fieldErrors, zodFieldErrors } from '../platform/errors';
import { requireMember } from '../platform/gates';
import { memberColumns } from '../platform/member-mapper';
import { checkBirthCountryAndLocality } from '../profile/lookups.service';
import * as repo from './family.repo';

// Family accounts (docs/decisions/245, 246): every call here is about the signed-in login (actFor: false), so
// ctx.member is the signed-in member.

type Row = Awaited<ReturnType<typeof repo.childrenOf>>[number];
const personOf = (r: Row, self: boolean, others: FamilyPerson['other_guardians']): FamilyPerson => ({
  id: r.id,
  self,
  firstname: r.firstname,
  lastname: r.lastname,
  prefname: r.prefname,
  dob: r.dob ? isoToDmy(r.dob) : null,
  has_sign_in: r.username !== null,
  other_guardians: others,
});

/** The signed-in member and every person they look after, with the others' guardians by name (two queries). */
export async function family(ctx: Ctx): Promise<{ data: FamilyPerson[] }> {
  const { member: me } = requireMember(ctx);
  const children = await repo.childrenOf(ctx.db, me.id);
  const others = await repo.otherGuardiansOf(
    ctx.db,
    children.map((c) => c.id),
    me.id,
  );
  const namesFor = (id: number) =>
    others.filter((o) => o.childId === id).map(({ firstname, lastname }) => ({ firstname, lastname }));
  return { data: [personOf(me, true, []), ...children.map((c) => personOf(c, false, namesFor(c.id)))] };
}

/** Spec 000 §2.3 for a child: the person, their sport entry and the guardianship in one transaction. */
export async function addChild(ctx: Ctx, input: AddChildBody): Promise<AddChildReply> {
  const { member: me } = requireAdultGuardian(ctx);
  const body = await validateChild(ctx, input);
  const person = memberColumns({ ...body, main_sport: body.sport });
  const id = await ctx.db.transaction(async (tx) => {
    // the same child added by a second guardian is one person, not two (PlayHQ's rule, decision 162): the second is
    // invited by the first instead (found by the registration-day load test, decision 344)
    const facts = person as PersonFacts;
    const named = await repo.peopleNamed(tx, { firstname: facts.firstname, lastname: facts.lastname, dob: facts.dob! });
    if (named.some((p) => duplicateMatch(p, facts).length > 0)) throw new AppError(409, 'child_known', M.childKnown);
    return repo.insertChild(tx, { ...person }, body.sport, me.id);
  });
  return { data: { id, message: M.childAdded(`${body.firstname} ${body.lastname}`) } };
}

/** Only an adult looks after a child (decision 246). */
export function requireAdultGuardian(ctx: Ctx): MemberCtx {
  const memberCtx = requireMember(ctx);
  if (!isAdult(memberCtx.member.dob, today(ctx))) throw new AppError(403, 'not_adult', M.guardianNotAdult);
  return memberCtx;
}

/** Whether `person` may be linked as a child today (under 18 in the association's zone). */
export function isChildToday(ctx: Ctx, person: Pick<AuthMember, 'dob'>): boolean {
  return isMinor(person.dob, today(ctx));
}

const today = (ctx: Ctx) => todayIn(ctx.config.site.timeZone, ctx.now());

async function validateChild(ctx: Ctx, input: AddChildBody): Promise<AddChildInput> {
  const [y, m, d] = today(ctx).split('-').map(Number) as [number, number, number];
  const parsed = addChildSchema({ today: () => new Date(y, m - 1, d) }).safeParse(input);
  if (!parsed.success) throw fieldErrors(zodFieldErrors(parsed.error.issues));
  await checkBirthCountryAndLocality(ctx, parsed.data);
  return parsed.data;
}
