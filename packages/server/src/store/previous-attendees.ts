import type { PreviousAttendee } from '@portal/domain/store/store.contract';
import { isoToDmy } from '@portal/domain/shared/time';
import { paidOrderIdsOf } from '../payments/payments.service';
import type { Ctx, MemberCtx } from '../platform/context';
import { requireMember } from '../platform/gates';
import { STORE_KIND } from './store-checkout';
import * as repo from './store.repo';

// The attendees a member confirmed in earlier store orders, offered again at checkout (decision 228): a parent types a
// child's details once. Only the member's own paid orders are read; each person (name, date of birth, gender) once,
// as last given. The people the signed-in login looks after come first (docs/decisions/250).

const ORDERS = 50;
const MAX = 20;

type Row = Awaited<ReturnType<typeof repo.attendeesOfOrders>>[number];
/** An attendee row, or a person of the family (no extra information). */
type Person = Pick<Row, 'firstname' | 'lastname' | 'dob' | 'gender'> & Partial<Row>;
const personOf = (r: Person) => `${r.firstname.toLowerCase()}|${r.lastname.toLowerCase()}|${r.dob}|${r.gender}`;

function view(r: Person): PreviousAttendee {
  const base = { firstname: r.firstname, lastname: r.lastname, dob: isoToDmy(r.dob), gender: r.gender };
  // a known member was given without the extra information: it is asked again only if the check wants it
  if (!r.email) return { ...base, more: false };
  return {
    ...base,
    more: true,
    email: r.email,
    mobile: r.mobile,
    address: r.address,
    suburb: r.suburb,
    postcode: r.postcode,
    state: r.state,
    ec_fullname: r.ecFullname,
    ec_mobile: r.ecMobile,
    ec_medical: r.ecMedical,
  };
}

/** The family's people (the signed-in login's children, decision 250) first, known members: no extra information asked. */
async function familyFirst(ctx: MemberCtx): Promise<Person[]> {
  const people = await repo.familyPeopleOf(ctx.db, (ctx.actor ?? ctx.member).id);
  return people.flatMap((p) =>
    p.dob && p.gender ? [{ firstname: p.firstname, lastname: p.lastname, dob: p.dob, gender: p.gender }] : [],
  );
}

export async function previousAttendees(ctx: Ctx): Promise<{ data: PreviousAttendee[] }> {
  const memberCtx = requireMember(ctx);
  const [family, rows] = await Promise.all([
    familyFirst(memberCtx),
    paidOrderIdsOf(ctx.db, memberCtx.member.id, STORE_KIND.kind, ORDERS).then((ids) =>
      repo.attendeesOfOrders(ctx.db, ids),
    ),
  ]);
  const seen = new Set<string>();
  const people = [...family, ...rows].filter((r) => !seen.has(personOf(r)) && seen.add(personOf(r)));
  return { data: people.slice(0, MAX).map(view) };
}
