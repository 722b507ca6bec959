import * as C from '@portal/domain/competition/competition.contract';
import { fillPath } from '@portal/domain/shared/fill-path';
import { optional, registerPageData, type PageInput } from '../platform/page-data';
import * as service from './competition.service';

// The first answers of the draw and standings pages, written into their HTML (decision 128): what the page asks for
// when its address names a season and a division, by the URL it asks at (web competition/competition.api.ts).

const id = (value: string | null | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);
/** As the web client writes a call with a query (lib/api-client.ts): `/api/draw?division_id=3`. */
const withDivision = (path: string, divisionId: number) => `${path}?${new URLSearchParams({ division_id: String(divisionId) })}`;

/** Seasons, the season's divisions, and the division's teams: what every competition page asks first. */
async function lists({ ctx }: PageInput, seasonId: number | null, divisionId: number | null) {
  const answers: Record<string, Buffer | undefined> = { [C.drawSeasons.path]: await optional(() => service.seasons(ctx)) };
  if (seasonId !== null) answers[fillPath(C.drawDivisions.path, { id: seasonId })] = await optional(() => service.divisions(ctx, seasonId));
  if (divisionId !== null) answers[fillPath(C.drawTeams.path, { id: divisionId })] = await optional(() => service.teams(ctx, divisionId));
  return answers;
}

const present = (answers: Record<string, Buffer | undefined>) =>
  Object.fromEntries(Object.entries(answers).filter((e): e is [string, Buffer] => e[1] !== undefined));

export function registerCompetitionPages(): void {
  // 001 §2 Draw: /draw/:season_id/:division_id/:team_name
  registerPageData('/draw/:season_id?/:division_id?/:team_name?', async (input) => {
    const seasonId = id(input.params.season_id);
    const divisionId = seasonId === null ? null : id(input.params.division_id);
    const answers = await lists(input, seasonId, divisionId);
    if (divisionId !== null) answers[withDivision(C.draw.path, divisionId)] = await optional(() => service.draw(input.ctx, divisionId));
    return present(answers);
  });
  // 001 §2 Standings: /result?season_id=…&division_id=… (decision 112)
  registerPageData('/result', async (input) => {
    const seasonId = id(input.query.get('season_id'));
    const divisionId = seasonId === null ? null : id(input.query.get('division_id'));
    const answers = await lists(input, seasonId, null);
    if (divisionId !== null) answers[withDivision(C.result.path, divisionId)] = await optional(() => service.result(input.ctx, divisionId));
    return present(answers);
  });
}
