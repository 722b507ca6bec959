import { z } from 'zod';
import { DrawGame } from '../competition/competition.contract';
import { dataReply, defineEndpoint } from '../shared/endpoint';

// ours (docs/decisions/220-next-games-on-the-dashboard.md): the dashboard's Next games card.

/** One of the member's teams and its next game (spec 001 §2 draw game, as the public draw answers it). */
export const NextGame = z.object({
  team_id: z.number().int(),
  team_name: z.string(),
  division_id: z.number().int(),
  division: z.string(),
  sport: z.string(),
  opponent: z.string().describe("the other team's name ('TBA' for a final whose teams are not known yet)"),
  game: DrawGame,
});
export type NextGame = z.infer<typeof NextGame>;

export const getNextGames = defineEndpoint({
  method: 'GET',
  path: '/api/member/nextgames',
  auth: 'member',
  tags: ['profile'],
  summary:
    "Each of the signed-in member's teams in the active season with its next game (the team's first undecided, " +
    'non-bye game not on an excluded date, in draw order), soonest first; a team with none left is not listed. ' +
    "Read from the divisions' kept draws, the same answers as GET /api/draw/{division}.",
  reply: dataReply(z.array(NextGame)),
});
