import { sql, type SQL } from 'drizzle-orm';
import { INVOICE_MONEY } from './invoice-money';

// Who owes the association money (issue 43's "members with an unpaid invoice" audience, docs/decisions/305): the
// member an invoice is made out to, and for a team's invoice the team's managers (who see and pay it: invoices.repo
// managedTeamIds), while the invoice still owes something by the one sum of what an invoice owes (invoice-money.ts).

/** A query of one column, `member_id`, one row per person owing (messaging's audience SQL selects from it). */
export function membersOwingSql(): SQL {
  return sql`${INVOICE_MONEY}
    select i.member_id from invoices i join money on money.id = i.id where money.owing > 0 and i.member_id is not null
    union
    select tm.member_id from invoices i join money on money.id = i.id
      join team_members tm on tm.team_id = i.team_id and tm.role in ('manager', 'admin')
    where money.owing > 0 and i.member_id is null`;
}
