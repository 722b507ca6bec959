import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as C from '@portal/domain/competition/live-score.contract';
import { mayDo } from '@portal/domain/staff/permissions';
import type { Ctx } from '../platform/context';
import { requireMember } from '../platform/gates';
import { route } from '../platform/route';
import { staffSignIn } from '../platform/staff-session';
import { staffRolesOf } from '../staff/staff.service';
import * as live from './live.service';

// Live scoring's calls (docs/decisions/336); the stream is live-stream.ts's (decision 337). Public reads are never
// kept by a cache: a live score a second old is already late.
const FRESH = { cacheControl: 'no-cache' };

/**
 * Whether the member acts as a competition officer here: a role holding 'competition.live', on a staff session that
 * passes the back-office's own gates (12 hours, the second factor: decision 327). Read only when a call needs it.
 */
function officerCheck(request: FastifyRequest, ctx: Ctx): live.OfficerCheck {
  let answer: Promise<boolean> | undefined;
  return () =>
    (answer ??= (async () => {
      if (!mayDo(await staffRolesOf(ctx.db, ctx.member!.id), 'competition.live')) return false;
      await staffSignIn(request, 'competition.live');
      return true;
    })());
}

export async function liveRoutes(app: FastifyInstance): Promise<void> {
  route(app, C.liveGame, ({ ctx, params }) => live.readGame(ctx.db, params.id), FRESH);
  route(app, C.liveScores, ({ ctx, query }) => live.readDivision(ctx.db, query.division_id), FRESH);
  route(app, C.claimGame, ({ ctx, params, body, request }) =>
    live.claim(requireMember(ctx), params.id, body, officerCheck(request, ctx)),
  );
  route(app, C.sendEntries, ({ ctx, params, body, request }) =>
    live.send(requireMember(ctx), params.id, body, officerCheck(request, ctx)),
  );
  route(app, C.confirmScore, ({ ctx, params, body, request }) =>
    live.confirm(requireMember(ctx), params.id, body, officerCheck(request, ctx)),
  );
  route(app, C.myLiveGames, ({ ctx, request }) => live.mine(requireMember(ctx), officerCheck(request, ctx)));
}
