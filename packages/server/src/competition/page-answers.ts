import * as C from '@portal/domain/competition/competition.contract';
import { fillPath } from '@portal/domain/shared/fill-path';
import { addressId, optional, registerPageData, type PageInput } from '../platform/page-data';
import { registerSsrScope } from '../platform/ssr-pages';
import { ALL_SCOPE } from './public-cache';
import * as service from './competition.service';

// The first answers of the draw and standings pages, written into their HTML (decision 128): what the page asks for
// when its address names a season and a division, by the URL it asks at (web competition/competition.api.ts).

/** As the web client writes a call with a query (lib/api-client.ts): `/api/draw?division_id=3`. */
const withDivision = (path: string, divisionId: number) =>
  `${path}?${new URLSearchParams({ division_id: String(divisionId) })}`;

type Reads = [url: string, read: () => Promise<{ body: Buffer }>][];

/** Seasons, the season's divisions, and the division's teams: what every competition page asks first. */
function lists({ ctx }: PageInput, seasonId: number | null, divisionId: number | null): Reads {
  const reads: Reads = [[C.drawSeasons.path, () => service.seasons(ctx)]];
  if (seasonId !== null)
    reads.push([fillPath(C.drawDivisions.path, { id: seasonId }), () => service.divisions(ctx, seasonId)]);
  if (divisionId !== null)
    reads.push([fillPath(C.drawTeams.path, { id: divisionId }), () => service.teams(ctx, divisionId)]);
  return reads;
}

/** Run the reads at once; the ones that fail are left out. */
async function answered(reads: Reads): Promise<Record<string, Buffer>> {
  const bodies = await Promise.all(reads.map(([, read]) => optional(read)));
  return Object.fromEntries(reads.flatMap(([url], i) => (bodies[i] ? [[url, bodies[i]]] : [])));
}

/** How long a rendered competition page is kept at most: as long as the public answers it is drawn from. */
const PAGE_TTL_MS = 60_000;

export function registerCompetitionPages(): void {
  // The pages the server renders for visitors (decision 331): a page reads the seasons, a season's divisions and a
  // division's teams and games, so any league write (which drops one of those scopes) drops every rendered page.
  for (const route of ['draw', 'result', 'statsList']) registerSsrScope(route, ALL_SCOPE, PAGE_TTL_MS);
  // 001 §2 Draw: /draw/:season_id/:division_id/:team_name
  registerPageData('/draw/:season_id?/:division_id?/:team_name?', async (input) => {
    const seasonId = addressId(input.params.season_id);
    const divisionId = seasonId === null ? null : addressId(input.params.division_id);
    const reads = lists(input, seasonId, divisionId);
    if (divisionId !== null)
      reads.push([withDivision(C.draw.path, divisionId), () => service.draw(input.ctx, divisionId)]);
    return answered(reads);
  });
  // 001 §2 Standings: /result?season_id=…&division_id=… (decision 112)
  registerPageData('/result', async (input) => {
    const seasonId = addressId(input.query.get('season_id'));
    const divisionId = seasonId === null ? null : addressId(input.query.get('division_id'));
    const reads = lists(input, seasonId, null);
    if (divisionId !== null)
      reads.push([withDivision(C.result.path, divisionId), () => service.result(input.ctx, divisionId)]);
    return answered(reads);
  });
}
