import { sql } from 'drizzle-orm';
import type { MemberDetails } from '@portal/domain/import/import-row';
import type { DbOrTx } from '../platform/db';
import { selectRows } from '../platform/member-rows';

// The members a file's people may be (docs/decisions/298): one query per kind of lookup for a whole file or batch,
// never one per row. Lists travel as one JSON parameter (jsonb_to_recordset), which both drivers pass alike and which
// has no limit of parameters.

/** What the planner reads of a member: the fields a file can change, and whether the person is an account. */
export interface MemberFacts extends MemberDetails {
  /** the member's registrations (member_sports): sport → the day it runs until, yyyy-mm-dd ('' for no expiry) */
  registered: Record<string, string>;
}

const FACTS = sql.raw(`m.id, m.firstname, m.lastname, m.prefname, to_char(m.dob, 'YYYY-MM-DD') as dob, m.gender,
  m.email::text as email, m.mobile, m.address, m.suburb, m.postcode, m.state,
  coalesce((select jsonb_object_agg(ms.sport, coalesce(to_char(ms.expiry_date, 'YYYY-MM-DD'), ''))
    from member_sports ms where ms.member_id = m.id), '{}'::jsonb) as registered`);

const json = (v: unknown) => sql`${JSON.stringify(v)}::jsonb`;

/** Members by number (the portal's member ids the file carries); a merged account is not one. */
export function membersById(db: DbOrTx, ids: number[]): Promise<MemberFacts[]> {
  if (!ids.length) return Promise.resolve([]);
  return selectRows(
    db,
    sql`select ${FACTS} from members m
      where m.id in (select value::int from jsonb_array_elements_text(${json(ids)})) and m.merged_into is null`,
  );
}

/** Members by another platform's id of them (member_sources), with that id. */
export function membersBySource(
  db: DbOrTx,
  source: string,
  sourceIds: string[],
): Promise<(MemberFacts & { source_id: string })[]> {
  if (!sourceIds.length) return Promise.resolve([]);
  return selectRows(
    db,
    sql`select ${FACTS}, s.source_id from member_sources s join members m on m.id = s.member_id
      where s.source = ${source} and s.source_id in (select jsonb_array_elements_text(${json(sourceIds)}))
      and m.merged_into is null`,
  );
}

/** Members by first name, last name (whatever the case) and date of birth, through members_name_dob_idx. */
export function membersByNameDob(db: DbOrTx, keys: { f: string; l: string; d: string }[]): Promise<MemberFacts[]> {
  if (!keys.length) return Promise.resolve([]);
  return selectRows(
    db,
    sql`select distinct ${FACTS} from jsonb_to_recordset(${json(keys)}) as k(f text, l text, d date)
      join members m on lower(m.firstname) = k.f and lower(m.lastname) = k.l and m.dob = k.d
      where m.merged_into is null`,
  );
}

/**
 * The members a person without an exact match may be near (back-office 1's duplicate finder, decision 162): the same
 * last name, or the same email or mobile. The planner's rule then keeps the near ones.
 */
export function nearCandidates(
  db: DbOrTx,
  lastnames: string[],
  emails: string[],
  mobiles: string[],
): Promise<MemberFacts[]> {
  if (!lastnames.length && !emails.length && !mobiles.length) return Promise.resolve([]);
  return selectRows(
    db,
    sql`select ${FACTS} from members m where m.merged_into is null and m.deactivated_at is null and (
      lower(m.lastname) in (select jsonb_array_elements_text(${json(lastnames)}))
      or m.email in (select jsonb_array_elements_text(${json(emails)})::citext)
      or (m.mobile <> '' and m.mobile in (select jsonb_array_elements_text(${json(mobiles)}))))`,
  );
}

/** Members by email (account holders the file names by email), oldest first. */
export function membersByEmail(db: DbOrTx, emails: string[]): Promise<MemberFacts[]> {
  if (!emails.length) return Promise.resolve([]);
  return selectRows(
    db,
    sql`select ${FACTS} from members m where m.merged_into is null
      and m.email in (select jsonb_array_elements_text(${json(emails)})::citext) order by m.dob nulls first, m.id`,
  );
}

/** Which of these (guardian, child) pairs are linked already, as "guardian:child". */
export async function linkedPairs(db: DbOrTx, pairs: { g: number; c: number }[]): Promise<Set<string>> {
  if (!pairs.length) return new Set();
  const rows = await selectRows<{ g: number; c: number }>(
    db,
    sql`select g.guardian_id as g, g.child_id as c from jsonb_to_recordset(${json(pairs)}) as k(g int, c int)
      join guardianships g on g.guardian_id = k.g and g.child_id = k.c`,
  );
  return new Set(rows.map((r) => `${r.g}:${r.c}`));
}
