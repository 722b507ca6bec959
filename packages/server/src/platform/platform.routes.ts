import type { FastifyInstance } from 'fastify';
import { health, settings } from '@portal/domain/shared/platform.contract';
import { route } from './route';

/** Health and public site settings. */
export async function platformRoutes(app: FastifyInstance): Promise<void> {
  route(app, health, async ({ ctx }) => {
    await ctx.db.execute('select 1');
    return { status: 'ok' as const };
  });
  route(app, settings, async ({ ctx }) => ({ data: ctx.config.site }), { cacheControl: 'public, max-age=300' });
}
