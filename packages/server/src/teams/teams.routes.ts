import type { FastifyInstance } from 'fastify';
import * as I from '@portal/domain/teams/invitations.contract';
import * as C from '@portal/domain/teams/teams.contract';
import { PRIVATE, route } from '../platform/route';
import * as teams from './teams.service';

// spec 001 §7 team calls, and the player check that team nomination shares (docs/decisions/071-player-check.md).
// Member answers are private: never stored by a browser or a proxy.

export async function teamsRoutes(app: FastifyInstance): Promise<void> {
  route(app, C.listTeams, ({ ctx }) => teams.listTeams(ctx), PRIVATE);
  route(app, C.teamGames, ({ ctx, body }) => teams.teamGames(ctx, body.teamTid), PRIVATE);
  route(app, C.saveTeam, ({ ctx, body }) => teams.saveTeam(ctx, body), PRIVATE);
  route(app, C.removeTeamPlayer, ({ ctx, body }) => teams.removeTeamPlayer(ctx, body), PRIVATE);
  route(app, C.removeTeamPosition, ({ ctx, body }) => teams.removeTeamPosition(ctx, body), PRIVATE);
  route(app, C.addTeamPlayers, ({ ctx, body }) => teams.addTeamPlayers(ctx, body), PRIVATE);
  route(app, C.addTeamTempPlayers, ({ ctx, body }) => teams.addTeamTempPlayers(ctx, body), PRIVATE);
  route(app, C.gameForfeit, ({ ctx, body }) => teams.gameForfeit(ctx, body), PRIVATE);
  route(app, C.checkPlayer, ({ ctx, body }) => teams.checkPlayer(ctx, body), PRIVATE);
  route(app, I.removeInvitation, ({ ctx, body }) => teams.removeInvitation(ctx, body), PRIVATE);
  route(app, I.invitation, ({ ctx, body }) => teams.invitationDetails(ctx, body), PRIVATE);
}
