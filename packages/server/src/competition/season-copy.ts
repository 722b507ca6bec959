import { addMonthsIso } from '@portal/domain/shared/time';
import * as entries from '../nomination/nomination.staff.service';
import type { LeagueWrite } from './league.service';
import * as league from './league.service';
import * as repo from './season-setup.repo';

// "Copy last season's structure in one step" (decision 185): the division groups, divisions (settings and entry
// terms, ladder rules) of one season into a new one, in the new season's transaction. Teams, places taken, exception dates (they
// are the year's own) and games are not copied.

/** Copy `from`'s groups and divisions into `to`; how many divisions were copied. */
export async function copyStructure(w: LeagueWrite, from: number, to: number): Promise<number> {
  const [groups, divisions, fromSeason, toSeason] = await Promise.all([
    entries.groupsOf(w.tx, from),
    repo.divisionsOf(w.tx, from),
    repo.findSeason(w.tx, from),
    repo.findSeason(w.tx, to),
  ]);
  // decision 222: an age band's reference date moves on by the years between the seasons (U14 on 1 January of its year)
  const years =
    fromSeason && toSeason ? Number(toSeason.startsOn.slice(0, 4)) - Number(fromSeason.startsOn.slice(0, 4)) : 0;
  const terms = await entries.termsOf(
    w.tx,
    divisions.map((d) => d.id),
  );
  const groupIds = new Map<number, number>();
  for (const g of groups) {
    const id = await entries.insertGroup(w.tx, {
      seasonId: to,
      gradeId: g.gradeId,
      name: g.name,
      position: g.position,
    });
    if (id !== null) groupIds.set(g.id, id);
  }
  for (const d of divisions) {
    const id = await league.createDivision(
      w,
      to,
      {
        name: d.name,
        note: d.note,
        sport: d.sport,
        active: d.active,
        minPlayers: d.minPlayers,
        maxPlayers: d.maxPlayers,
        finalsQualification: d.finalsQualification,
        weekday: d.weekday,
        doublePointRounds: d.doublePointRounds,
        usesDuty: d.usesDuty,
        refereeSlots: d.refereeSlots,
        playersGender: d.playersGender,
        minAge: d.minAge,
        maxAge: d.maxAge,
        ageOn: d.ageOn && addMonthsIso(d.ageOn, 12 * years),
      },
      await league.ladderRulesOf(w.tx, d.id),
    );
    const t = terms.find((x) => x.divisionId === d.id);
    const groupId = t && groupIds.get(t.groupId);
    if (t && groupId)
      await entries.upsertTerms(w.tx, id, {
        groupId,
        priceCents: t.priceCents,
        free: t.free,
        capacity: t.capacity,
        waitlist: t.waitlist,
      });
  }
  return divisions.length;
}
