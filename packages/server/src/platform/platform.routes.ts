import type { FastifyInstance } from 'fastify';
import { health, settings } from '@portal/domain/shared/platform.contract';
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
  route(app, settings, async ({ ctx }) => ({ data: ctx.config.site }), { cacheControl: 'public, max-age=300' });
}
