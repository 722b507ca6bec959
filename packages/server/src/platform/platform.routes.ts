import type { FastifyInstance } from 'fastify';
import { healthLive, healthReady } from '@portal/domain/shared/health.contract';
import { health, settings } from '@portal/domain/shared/platform.contract';
import { notReadyBecause } from './readiness';
import { route } from './route';

const HEALTH_TTL_MS = 1000;

/** Health and public site settings. */
export async function platformRoutes(app: FastifyInstance): Promise<void> {
  // Probes may poll hard: ask the database at most once a second, and never answer ok while it fails.
  let checkedAt = 0;
  route(
    app,
    health,
    async ({ ctx }) => {
      const now = Date.now();
      if (now - checkedAt > HEALTH_TTL_MS) {
        await ctx.db.execute('select 1');
        checkedAt = now;
      }
      return { status: 'ok' as const };
    },
    { cacheControl: 'no-store' },
  );
  // A load balancer's two questions (docs/decisions/342): alive asks nothing of the database; ready does.
  route(app, healthLive, async () => ({ status: 'alive' as const }), { cacheControl: 'no-store' });
  route(
    app,
    healthReady,
    async ({ ctx, reply }) => {
      const reason = await notReadyBecause(app, ctx.db);
      if (!reason) return { status: 'ready' as const };
      void reply.code(503);
      return { status: 'not_ready' as const, reason };
    },
    { cacheControl: 'no-store' },
  );
  route(app, settings, async ({ ctx }) => ({ data: ctx.config.site }), { cacheControl: 'public, max-age=300' });
}
