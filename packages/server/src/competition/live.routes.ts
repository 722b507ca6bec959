import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as C from '@portal/domain/competition/live-score.contract';
import { mayDo } from '@portal/domain/staff/permissions';
import type { Ctx } from '../platform/context';
import { AppError } from '../platform/errors';
import { ANY_SITE } from '../platform/headers';
import { requireMember } from '../platform/gates';
import { route } from '../platform/route';
import { staffSignIn } from '../platform/staff-session';
import { staffRolesOf } from '../staff/staff.service';
import * as live from './live.service';

// Live scoring's calls (docs/decisions/336); the stream is live-stream.ts's (decision 337). Public reads are never
// kept by a cache: a live score a second old is already late.
// Any site may read them, without credentials: the widget on a club's page (decisions 338, 357).
export const LIVE_READ = { cacheControl: 'no-cache', headers: ANY_SITE };

/**
 * Whether the member acts as a competition officer here: a role holding 'competition.live', on a staff session that
 * passes the back-office's own gates (12 hours, the second factor: decision 327). Read only when a call needs it, and
 * once; the gates' refusal is thrown only when the officer's right is the caller's only one (decision 358).
 */
function officerCheck(request: FastifyRequest, ctx: Ctx): live.OfficerCheck {
  let answer: Promise<boolean | AppError> | undefined;
  const read = async (): Promise<boolean | AppError> => {
    if (!mayDo(await staffRolesOf(ctx.db, ctx.member!.id), 'competition.live')) return false;
    return staffSignIn(request, 'competition.live').then(
      () => true,
      (refusal: unknown) => {
        if (refusal instanceof AppError) return refusal;
        throw refusal;
      },
    );
  };
  return async (required) => {
    const officer = await (answer ??= read());
    if (!(officer instanceof AppError)) return officer;
    if (required) throw officer;
    return false;
  };
}

export async function liveRoutes(app: FastifyInstance): Promise<void> {
  route(app, C.liveGame, ({ ctx, params }) => live.readGame(ctx.db, params.id), LIVE_READ);
  route(app, C.liveScores, ({ ctx, query }) => live.readDivision(ctx.db, query.division_id), LIVE_READ);
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
