import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import * as C from '@portal/domain/rosters/rosters.contract';
import { route } from '../platform/route';
import * as availability from './availability.service';
import * as events from './event-roster.service';
import * as referee from './referee.service';
import * as feed from './roster-feed.service';

/** The .ics answers are text/calendar, not JSON: say so in /api/docs (route() cannot know). */
const CALENDARS: Record<string, string> = {
  [C.refereeGameCalendar.path]: 'The iCalendar file of one assignment (attachment)',
  [C.eventRosterCalendar.path]: 'The iCalendar file of one event roster entry (attachment)',
  [C.rosterFeed.path]: "The member's roster as an iCalendar feed (subscribe as webcal://)",
};

function sendCalendar(reply: FastifyReply, ics: string, filename?: string): never {
  void reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, no-cache');
  if (filename) void reply.header('content-disposition', `attachment; filename="${filename}"`);
  return reply.send(ics) as never;
}

/** spec 002 §7 referee and roster calls, and our calendar files and feed (docs/decisions/090, 093). */
export async function rostersRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (options) => {
    const description = CALENDARS[options.url];
    if (description) (options.schema!.response as Record<number, unknown>)[200] = { description, content: { 'text/calendar': { schema: z.string() } } };
  });
  route(app, C.refereeSeasons, async ({ ctx }) => ({ data: await referee.seasons(ctx) }));
  route(app, C.refereeVenues, async ({ ctx }) => ({ data: await referee.venues(ctx) }));
  route(app, C.refereeTypes, async ({ ctx }) => ({ data: await referee.types(ctx) }));
  route(app, C.refereeRoster, async ({ ctx, body }) => ({ data: await referee.roster(ctx, body) }));
  route(app, C.refereeGameCalendar, async ({ ctx, params, reply }) => sendCalendar(reply, await referee.gameCalendar(ctx, params.id), `referee-${params.id}.ics`));
  route(app, C.refereeAvailability, async ({ ctx, params }) => ({ data: await availability.availability(ctx, params.season, params.venue) }));
  route(app, C.saveRefereeAvailability, ({ ctx, body }) => availability.saveAvailability(ctx, body));

  route(app, C.rosterEvents, async ({ ctx }) => ({ data: await events.events(ctx) }));
  route(app, C.eventRoster, async ({ ctx, body }) => ({ data: await events.eventRoster(ctx, body) }));
  route(app, C.eventRosterCalendar, async ({ ctx, params, reply }) => sendCalendar(reply, await events.entryCalendar(ctx, params.id), `roster-${params.id}.ics`));

  route(app, C.rosterFeedStatus, async ({ ctx }) => ({ data: await feed.status(ctx) }), { cacheControl: 'no-store' });
  route(app, C.regenerateRosterFeed, async ({ ctx }) => ({ data: await feed.regenerate(ctx) }), { cacheControl: 'no-store' });
  route(app, C.stopRosterFeed, ({ ctx }) => feed.stop(ctx));
  route(app, C.rosterFeed, async ({ ctx, params, reply }) => sendCalendar(reply, await feed.feed(ctx, params.token)));
}
