import type { PreviousAttendee } from '@portal/domain/store/store.contract';
import { isoToDmy } from '@portal/domain/shared/time';
import { paidOrderIdsOf } from '../payments/payments.service';
import type { Ctx } from '../platform/context';
import { requireMember } from '../platform/gates';
import { STORE_KIND } from './store-checkout';
import * as repo from './store.repo';

// The attendees a member confirmed in earlier store orders, offered again at checkout (decision 228): a parent types a
// child's details once. Only the member's own paid orders are read; each person (name, date of birth, gender) once,
// as last given.

const ORDERS = 50;
const MAX = 20;

type Row = Awaited<ReturnType<typeof repo.attendeesOfOrders>>[number];
const personOf = (r: Row) => `${r.firstname.toLowerCase()}|${r.lastname.toLowerCase()}|${r.dob}|${r.gender}`;

function view(r: Row): PreviousAttendee {
  const base = { firstname: r.firstname, lastname: r.lastname, dob: isoToDmy(r.dob), gender: r.gender };
  // a known member was given without the extra information: it is asked again only if the check wants it
  if (!r.email) return { ...base, more: false };
  return {
    ...base, more: true, email: r.email, mobile: r.mobile, address: r.address, suburb: r.suburb, postcode: r.postcode, state: r.state,
    ec_fullname: r.ecFullname, ec_mobile: r.ecMobile, ec_medical: r.ecMedical,
  };
}

export async function previousAttendees(ctx: Ctx): Promise<{ data: PreviousAttendee[] }> {
  const { member } = requireMember(ctx);
  const rows = await repo.attendeesOfOrders(ctx.db, await paidOrderIdsOf(ctx.db, member.id, STORE_KIND.kind, ORDERS));
  const seen = new Set<string>();
  const people = rows.filter((r) => !seen.has(personOf(r)) && seen.add(personOf(r)));
  return { data: people.slice(0, MAX).map(view) };
}
