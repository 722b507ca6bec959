import type { PayTeamNominationReply } from '@portal/domain/nomination/nomination.contract';
import { NominationMessages as M } from '@portal/domain/nomination/nomination.messages';
import { entryPrice, takesDonation } from '@portal/domain/nomination/nomination.rules';
import type { PayTeamNominationBody } from '@portal/domain/nomination/team-nomination-body';
import { PAYMENT_SUCCESS } from '@portal/domain/shared/payment-outcome';
import { PlayerCheckFailures } from '@portal/domain/teams/teams.messages';
import * as league from '../competition/league.service';
import { payCart, type OrderKind } from '../payments/payments.service';
import { invitePlayers, type Invitee } from '../teams/teams.service';
import type { Ctx } from '../platform/context';
import type { DbOrTx } from '../platform/db';
import { requireGates } from '../platform/gates';
import { AppError, fieldErrors, isUniqueViolation } from '../platform/errors';
import { DIVISION_PLAYER_KEY } from '../platform/league.tables';
import {
  checkAgainstDivision,
  checkPrice,
  chosenDivision,
  coachMember,
  copiedTeam,
  entryPlayers,
  recheckPlayers,
} from './entry-checks';
import * as repo from './nomination.repo';

// Entering a team and paying for it (spec 001 §4 Payment, §7 payteamnom) through payments (docs/decisions/050): the
// entry is checked here against the database, then a place is taken first to checkout in payments' first transaction
// (NOMINATION_KIND.reserve), the team is created with its people when the payment is confirmed, and the place is given
// back when the charge fails (docs/decisions/062-waiting-lists-and-places.md).

/** What the order carries for its handlers (decision 050: never a closure over the request). */
export interface EntryData {
  divisionId: number;
  divisionName: string;
  preferredDivisionId: number | null;
  teamName: string;
  copiedFrom: number | null;
  note: string;
  coachMid: number | null;
  playerMids: number[];
  /** Players entered by email, invited when the team is created (decision 154); absent on entries made before. */
  invited?: Invitee[];
  /** The manager, coach and players as entered (a waiting-list team exists only in this until it is placed). */
  entry: Pick<PayTeamNominationBody, 'manager' | 'coach' | 'players' | 'team'>;
}

const nameTakenError = () => fieldErrors({ 'team.teamname': M.nameTaken }, M.nameTaken);

/** A team of this name (any case) plays in the division, or is entered in it. */
async function nameTaken(db: DbOrTx, divisionId: number, name: string): Promise<boolean> {
  const [team, entry] = await Promise.all([
    league.teamNameTaken(db, divisionId, name),
    repo.nameEntered(db, divisionId, name),
  ]);
  return team || entry;
}

/** POST payteamnom: the entry's order and its new team (or the waiting list), or a spec 001 §8 key. */
export async function payTeamNomination(
  ctx: Ctx,
  body: PayTeamNominationBody,
  idempotencyKey: string,
): Promise<PayTeamNominationReply> {
  const memberCtx = requireGates(ctx, 'adult');
  const flags = { sk_tm: memberCtx.member.skTm, sk_tm_val: memberCtx.member.skTmVal };
  const division = await chosenDivision(memberCtx, body.team);
  const preferredDivisionId = await checkAgainstDivision(memberCtx, division, body, flags);
  const players = entryPlayers(body.players);
  const price = entryPrice(division.priceCents, flags);
  checkPrice(body.teamnominationCart.p_price, price);
  const data: EntryData = {
    divisionId: division.divisionId,
    divisionName: division.name,
    preferredDivisionId,
    teamName: body.team.teamname,
    copiedFrom: await copiedTeam(memberCtx, body.teamCopy),
    note: body.note,
    coachMid: await coachMember(ctx.db, body.coach, division.divisionId),
    playerMids: players.mids,
    invited: players.invited,
    entry: { team: body.team, manager: body.manager, coach: body.coach, players: body.players },
  };
  // The checks of the moment, skipped when the same key was answered before: a full division says so before any card
  // is read (reserve takes the place atomically), a name since taken, a player since placed in the division.
  const check = async () => {
    const now = await repo.openEntry(ctx.db, division.divisionId);
    if (!now || (!now.waitlist && now.capacity !== null && now.placesTaken >= now.capacity))
      throw new AppError(409, 'error_division', M.capacityReached);
    if (await nameTaken(ctx.db, division.divisionId, body.team.teamname)) throw nameTakenError();
    await recheckPlayers(ctx.db, body.players, division.divisionId);
  };
  const paid = await payCart(memberCtx, {
    kind: NOMINATION_KIND.kind,
    idempotencyKey,
    description: `Team entry: ${body.team.teamname}`.slice(0, 200),
    check,
    lines: [
      {
        kind: 'nomination',
        refId: division.divisionId,
        name: `Team entry: ${division.name}`,
        quantity: 1,
        unitPriceCents: price,
        voucherEligible: false,
        akvEligible: false,
        details: {
          team: { team_id: null, team_name: body.team.teamname, division_name: division.name },
          ...(body.note ? { note: body.note.slice(0, 500) } : {}),
        },
      },
    ],
    donation: takesDonation(flags, body.donationCart.length > 0),
    cardData: body.cardData,
    data: { ...data },
  });
  const entry = await repo.entryOfOrder(ctx.db, paid.orderId);
  // The team is in the draw's team list from the moment the payment committed (decision 062).
  if (entry?.status === 'placed') league.divisionChanged(ctx.db, division.divisionId);
  return {
    data: {
      o_id: paid.orderId,
      o_paid: true,
      message: PAYMENT_SUCCESS,
      t_id: entry?.teamId ?? null,
      waitlisted: entry?.status === 'waitlisted',
    },
  };
}

/** Nomination's order kind: a place held first to checkout, the team created when paid, the place given back otherwise. */
export const NOMINATION_KIND: OrderKind = {
  kind: 'nomination',
  async reserve(tx, order) {
    const d = order.data as unknown as EntryData;
    const taken = await repo.takePlace(tx, d.divisionId);
    if (!taken) throw new AppError(409, 'error_division', M.capacityReached);
    if (await nameTaken(tx, d.divisionId, d.teamName)) throw nameTakenError();
    const id = await repo.insertEntry(tx, {
      orderId: order.id,
      memberId: order.memberId,
      divisionId: d.divisionId,
      preferredDivisionId: d.preferredDivisionId,
      teamName: d.teamName,
      takesPlace: !taken.waitlist,
      copiedFromTeamId: d.copiedFrom,
      note: d.note,
      entry: d.entry,
      createdAt: order.createdAt,
      updatedAt: order.createdAt,
    });
    if (!id) throw nameTakenError();
  },
  async confirm(tx, order, step) {
    const { now } = step;
    const d = order.data as unknown as EntryData;
    const entry = await repo.lockEntry(tx, order.id);
    if (!entry || entry.status !== 'held') throw new AppError(409, 'error_response', M.notOpen);
    if (!entry.takesPlace) {
      await repo.settleEntry(tx, entry.id, { status: 'waitlisted', now });
      return;
    }
    // in payments' transaction: the league service counts the division's change in it, and the caller drops this
    // server's answers after the commit (league.divisionChanged above)
    const { teamId } = await league
      .writeLeagueIn(tx, (w) =>
        league.createTeam(w, { divisionId: d.divisionId, name: d.teamName, createdAt: now }, [
          { memberId: order.memberId, role: 'manager' },
          ...(d.coachMid !== null ? [{ memberId: d.coachMid, role: 'coach' as const }] : []),
          ...d.playerMids.map((memberId) => ({ memberId, role: 'player' as const })),
        ]),
      )
      .catch((err: unknown) => {
        // a player placed in another team of the division since the checks: the key refuses it, and the charge is refunded
        throw isUniqueViolation(err, DIVISION_PLAYER_KEY)
          ? new AppError(409, 'error_response', PlayerCheckFailures.inDivision)
          : err;
      });
    // the players entered by email get their invitation with the team (a waiting-list entry keeps them in its entry)
    await invitePlayers(tx, step, teamId, { id: order.memberId, ...d.entry.manager }, d.invited ?? []);
    await repo.settleEntry(tx, entry.id, { status: 'placed', teamId, now });
  },
  async release(tx, order) {
    const dropped = await repo.dropHeldEntry(tx, order.id);
    if (dropped?.takesPlace) await repo.giveBackPlace(tx, dropped.divisionId);
  },
};
