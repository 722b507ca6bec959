import { sql } from 'drizzle-orm';
import type { ExportMember, ExportPlace, ExportRegistration } from '@portal/domain/import/export-rows';
import type { DbOrTx } from '../platform/db';
import { selectRows } from '../platform/member-rows';

// What the template export reads (docs/decisions/297): every member (a merged account is not one), their team places
// each child's first guardian and everyone's registrations in the sports, in four queries whatever their number.

const MEMBER = sql.raw(`m.id, m.firstname, m.lastname, m.prefname, to_char(m.dob, 'YYYY-MM-DD') as dob, m.gender,
  m.email::text as email, m.mobile, m.address, m.suburb, m.postcode, m.state`);

export function allMembers(db: DbOrTx): Promise<ExportMember[]> {
  return selectRows(db, sql`select ${MEMBER} from members m where m.merged_into is null order by m.id`);
}

/** Every roster row with its team, division and season names, in season, division and team order. */
export function allPlaces(db: DbOrTx): Promise<ExportPlace[]> {
  return selectRows(
    db,
    sql`select tm.member_id as "memberId", tm.role::text as role, tm.playing_number as "playingNumber",
        t.name as team, d.name as division, s.name as season
      from team_members tm join teams t on t.id = tm.team_id join divisions d on d.id = t.division_id
      join seasons s on s.id = d.season_id
      order by s.starts_on, s.id, d.name, d.id, t.name, t.id, tm.role`,
  );
}

/** Each child's first guardian (the earliest link), by the child's id. */
export function firstGuardians(db: DbOrTx): Promise<{ childId: number; guardianId: number }[]> {
  return selectRows(
    db,
    sql`select distinct on (g.child_id) g.child_id as "childId", g.guardian_id as "guardianId"
      from guardianships g order by g.child_id, g.id`,
  );
}

/** Every member's registration in a sport (member_sports), with the day it runs until. */
export function allRegistrations(db: DbOrTx): Promise<ExportRegistration[]> {
  return selectRows(
    db,
    sql`select ms.member_id as "memberId", ms.sport, to_char(ms.expiry_date, 'YYYY-MM-DD') as until
      from member_sports ms order by ms.member_id, ms.sport`,
  );
}
