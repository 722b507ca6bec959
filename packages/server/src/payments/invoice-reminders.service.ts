import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { selectRows } from '../platform/member-rows';
import { INVOICE_MONEY } from './invoice-money';

// The invoices a reminder is due for (issue 43 item 5, docs/decisions/314), read by messaging's reminder round: an
// invoice still owing on its due date ('due') and the set number of days after it ('overdue'), each within a week of
// its day (a round missed for a few days still sends it; an invoice owing for years is not reminded when staff switch
// reminders on). Each with the people it goes to: its member, or its team's managers and team admins.

export type InvoiceStage = 'due' | 'overdue';
const CATCH_UP_DAYS = 7;

export interface InvoiceToRemind {
  invoiceId: number;
  stage: InvoiceStage;
  description: string;
  dueOn: string;
  owingCents: number;
  memberId: number;
  firstname: string;
}

/** Owing invoices whose 'due' or 'overdue' day fell in the last week (Sydney `today`, yyyy-mm-dd). */
export async function invoicesToRemind(
  db: DbOrTx,
  q: { today: string; overdueDays: number },
): Promise<InvoiceToRemind[]> {
  const today = sql`${q.today}::date`;
  const rows = await selectRows<{
    invoice_id: number;
    stage: InvoiceStage;
    description: string;
    due_on: string;
    owing: number;
    member_id: number;
    firstname: string;
  }>(
    db,
    sql`${INVOICE_MONEY}, staged as (
      select i.id, i.member_id, i.team_id, i.description, i.due_on::text as due_on, money.owing,
        case when i.due_on <= ${today} - ${q.overdueDays}::int then 'overdue' else 'due' end as stage
      from invoices i join money on money.id = i.id
      where money.owing > 0 and i.due_on <= ${today}
        and (i.due_on > ${today} - ${CATCH_UP_DAYS}::int
          or i.due_on between ${today} - ${q.overdueDays + CATCH_UP_DAYS - 1}::int and ${today} - ${q.overdueDays}::int)
    ), people as (
      select s.id, s.member_id as person from staged s where s.member_id is not null
      union
      select s.id, tm.member_id from staged s join team_members tm on tm.team_id = s.team_id
      where s.member_id is null and tm.role in ('manager', 'admin')
    )
    select s.id as invoice_id, s.stage, s.description, s.due_on, s.owing, m.id as member_id, m.firstname
    from staged s join people p on p.id = s.id join members m on m.id = p.person
    where m.deactivated_at is null
    order by s.id, m.id`,
  );
  return rows.map((r) => ({
    invoiceId: r.invoice_id,
    stage: r.stage,
    description: r.description,
    dueOn: r.due_on,
    owingCents: Number(r.owing),
    memberId: r.member_id,
    firstname: r.firstname,
  }));
}
