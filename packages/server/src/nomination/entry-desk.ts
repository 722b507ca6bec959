import type {
  DeskDivision,
  TeamEntryDeskPayment,
  TeamEntryDeskReply,
} from '@portal/domain/payments/desk-payments.staff.contract';
import { DeskPaymentMessages as D } from '@portal/domain/payments/desk-payments.messages';
import { EntriesMessages } from '@portal/domain/nomination/entries.staff.messages';
import { NominationMessages as M } from '@portal/domain/nomination/nomination.messages';
import { entryPrice } from '@portal/domain/nomination/nomination.rules';
import type { z } from 'zod';
import * as league from '../competition/league.service';
import { checkDeskDay, inStep, payAtDesk, type DeskOrder } from '../payments/payments.service';
import { AppError, fieldErrors } from '../platform/errors';
import type { StaffCtx } from '../platform/staff-session';
import { recordAudit } from '../platform/audit';
import * as repo from './nomination.repo';
import { NOMINATION_KIND, type EntryData } from './team-entry';

// A team entered and paid at the desk (docs/decisions/275): the desk's one payAtDesk path (decision 273) with the team
// entry's order kind, so its reserve takes the division's place with the conditional UPDATE an online entry uses (two
// desks for the last place: one wins) and its confirm makes the team with the member as its manager. The players are
// added on the team's page later, as a manager does after an online entry.

/** GET /api/staff/team-entry-desk-divisions: the divisions open for entries, their fee and places. */
export async function divisions(ctx: StaffCtx): Promise<{ data: DeskDivision[] }> {
  const rows = await repo.openDivisions(ctx.db);
  return {
    data: rows.map((d) => ({
      id: d.divisionId,
      name: d.name,
      season: d.season,
      price_cents: d.priceCents,
      capacity: d.capacity,
      places_taken: d.placesTaken,
      waitlist: d.waitlist,
    })),
  };
}

/** The refusals of the order kind's reserve, said to the desk: full, or this team is in the division already. */
function deskRefusal(err: unknown, team: string, division: string): unknown {
  if (!(err instanceof AppError)) return err;
  if (err.key === 'error_division') return new AppError(409, 'full', EntriesMessages.full(division));
  if (err.fields?.['team.teamname']) return new AppError(409, 'entered', D.alreadyEntered(team, division));
  return err;
}

type Manager = NonNullable<Awaited<ReturnType<typeof repo.deskManager>>>;
type OpenEntry = NonNullable<Awaited<ReturnType<typeof repo.openEntry>>>;

/** The desk's checks before the payment: the day, an active manager, an open division, the fee, a free name and a place. */
async function checkEntry(ctx: StaffCtx, memberId: number, b: TeamEntryDeskPayment) {
  checkDeskDay(ctx, b.received_on);
  const manager = await repo.deskManager(ctx.db, memberId);
  if (!manager) throw new AppError(404, 'not_found', D.memberNotFound);
  if (manager.deactivatedAt || manager.mergedInto) throw new AppError(409, 'inactive', D.managerInactive);
  const division = await repo.openEntry(ctx.db, b.division_id);
  if (!division) throw fieldErrors({ division_id: M.notOpen }, M.notOpen);
  const price = entryPrice(division.priceCents, { sk_tm: manager.skTm });
  if (price === 0) throw new AppError(409, 'free', D.freeEntry);
  if (b.amount_cents !== price) throw fieldErrors({ amount_cents: D.notFee(price) }, D.notFee(price));
  // said early, decided by reserve under its conditional UPDATE and the name's unique key
  if (
    (await repo.nameEntered(ctx.db, division.divisionId, b.team_name)) ||
    (await league.teamNameTaken(ctx.db, division.divisionId, b.team_name))
  ) {
    throw new AppError(409, 'entered', D.alreadyEntered(b.team_name, division.name));
  }
  if (!division.waitlist && division.capacity !== null && division.placesTaken >= division.capacity)
    throw new AppError(409, 'full', EntriesMessages.full(division.name));
  return { manager, division, price };
}

/** The team entry's order: the entry data with the member as manager (no coach, no players yet) and its one line. */
function deskOrder(memberId: number, manager: Manager, division: OpenEntry, b: TeamEntryDeskPayment, price: number) {
  const person = {
    firstname: manager.firstname,
    lastname: manager.lastname,
    email: manager.email,
    mobile: manager.mobile,
  };
  const data: EntryData = {
    divisionId: division.divisionId,
    divisionName: division.name,
    preferredDivisionId: null,
    teamName: b.team_name,
    copiedFrom: null,
    note: '',
    coachMid: null,
    playerMids: [],
    invited: [],
    entry: {
      team: { teamname: b.team_name },
      manager: person,
      coach: { showCoach: false },
      players: [],
    } as unknown as EntryData['entry'],
  };
  return {
    kind: NOMINATION_KIND.kind,
    memberId,
    description: `Team entry: ${b.team_name}`.slice(0, 200),
    invoiceId: null,
    data: { ...data },
    lines: [
      {
        kind: 'nomination',
        refId: division.divisionId,
        name: `Team entry: ${division.name}`,
        quantity: 1,
        unitPriceCents: price,
        voucherEligible: false,
        akvEligible: false,
        details: { team: { team_id: null, team_name: b.team_name, division_name: division.name } },
      },
    ],
  } satisfies DeskOrder;
}

/** POST /api/staff/members/:memberId/team-entry-desk-payments: the member's team entered in a division, paid in full. */
export async function record(
  ctx: StaffCtx,
  memberId: number,
  b: TeamEntryDeskPayment,
): Promise<z.infer<typeof TeamEntryDeskReply>> {
  const { manager, division, price } = await checkEntry(ctx, memberId, b);
  const order = deskOrder(memberId, manager, division, b, price);
  const reply = await inStep(ctx.db, ctx.config, ctx.now(), async (tx, step) => {
    const { paymentId, orderId } = await payAtDesk(ctx, tx, step, order, b).catch((err: unknown) => {
      throw deskRefusal(err, b.team_name, division.name);
    });
    const entry = (await repo.entryOfOrder(tx, orderId))!;
    const waitlisted = entry.status === 'waitlisted';
    await recordAudit(tx, ctx, {
      action: 'payments.desk',
      entity: 'team_entry',
      entityId: entry.id,
      after: {
        receipt: paymentId,
        team: b.team_name,
        division: division.name,
        manager_id: memberId,
        status: entry.status,
        method: b.method,
        amount_cents: price,
        received_on: b.received_on,
        reference: b.reference,
      },
    });
    return {
      data: {
        message: D.teamEntered(price, b.method, paymentId, b.team_name, division.name, waitlisted),
        receipt_id: paymentId,
        order_id: orderId,
        status: waitlisted ? ('waitlisted' as const) : ('pending' as const),
      },
      placed: !waitlisted,
    };
  });
  // the team is in the draw's team list from the commit (decision 062)
  if (reply.placed) league.divisionChanged(ctx.db, division.divisionId);
  return { data: reply.data };
}
