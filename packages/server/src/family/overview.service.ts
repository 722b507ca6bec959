import type { FamilyNextGame, FamilyOverviewPerson, FamilySport } from '@portal/domain/family/overview.contract';
import { opponentOf } from '@portal/domain/competition/next-game';
import { addDaysIso, isoToDmy, todayIn } from '@portal/domain/shared/time';
import { nextGames } from '../competition/competition.service';
import { teamsOfMembers } from '../competition/league.service';
import { unpaidInvoicesOf } from '../payments/invoices.service';
import type { Ctx } from '../platform/context';
import { requireMember } from '../platform/gates';
import * as repo from './family.repo';

// The family page's overview (docs/decisions/246, 247): a fixed number of queries for the whole family, never one per person.

/** A membership expiring within this many days is offered for renewal on the family page. */
const EXPIRING_DAYS = 31;

export async function familyOverview(ctx: Ctx): Promise<{ data: FamilyOverviewPerson[] }> {
  const { member: me } = requireMember(ctx);
  const ids = [me.id, ...(await repo.childrenOf(ctx.db, me.id)).map((c) => c.id)];
  const today = todayIn(ctx.config.site.timeZone, ctx.now());
  const [sports, games, unpaid] = [
    await repo.sportsOf(ctx.db, ids),
    await nextGamesOf(ctx, ids),
    await unpaidInvoicesOf(ctx, ids),
  ];
  const sportOf = (s: (typeof sports)[number]): FamilySport => {
    const registered = s.expiry !== null && s.expiry >= today;
    return {
      sport: s.sport,
      expiry: s.expiry ? isoToDmy(s.expiry) : null,
      registered,
      expiring: registered && s.expiry! <= addDaysIso(today, EXPIRING_DAYS),
    };
  };
  return {
    data: ids.map((id) => ({
      id,
      sports: sports.filter((s) => s.memberId === id).map(sportOf),
      next_game: games.get(id) ?? null,
      unpaid_invoices: unpaid.get(id)?.count ?? 0,
      amount_owing: unpaid.get(id)?.owingCents ?? 0,
    })),
  };
}

/** Each person's soonest next game over their teams of the active season: one teams query, one draw per division. */
async function nextGamesOf(ctx: Ctx, ids: number[]): Promise<Map<number, FamilyNextGame>> {
  const teams = (await teamsOfMembers(ctx.db, ids)).filter((t) => t.seasonActive && !t.seasonArchived);
  const games = await nextGames(ctx, teams);
  const soonest = new Map<number, FamilyNextGame>();
  teams.forEach((t, i) => {
    const g = games[i];
    if (!g) return;
    const kept = soonest.get(t.memberId);
    if (kept && kept.date_time_from <= g.date_time_from) return;
    soonest.set(t.memberId, {
      team_name: t.name,
      division: t.division,
      opponent: opponentOf(g, t.name),
      date_time_from: g.date_time_from,
      date_formatted: g.date_formatted,
      time_formatted: g.time_formatted,
      venue: g.venueLabel,
      court: g.courtLabel,
    });
  });
  return soonest;
}
