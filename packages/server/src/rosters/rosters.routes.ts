import type { FastifyInstance } from 'fastify';
import * as R from '@portal/domain/rosters/referee-responses.contract';
import * as C from '@portal/domain/rosters/rosters.contract';
import { route } from '../platform/route';
import { routeFile } from '../platform/route-answers';
import * as availability from './availability.service';
import * as events from './event-roster.service';
import * as referee from './referee.service';
import * as responses from './referee-responses.service';
import * as feed from './roster-feed.service';

/** The feed is private to the holder of its link, and a calendar app revalidates it every time (decision 093). */
const FEED = { cacheControl: 'private, no-cache' };

/** spec 002 §7 referee and roster calls, and our calendar files and feed (docs/decisions/090, 093). */
export async function rostersRoutes(app: FastifyInstance): Promise<void> {
  route(app, C.refereeSeasons, async ({ ctx }) => ({ data: await referee.seasons(ctx) }));
  route(app, C.refereeVenues, async ({ ctx }) => ({ data: await referee.venues(ctx) }));
  route(app, C.refereeTypes, async ({ ctx }) => ({ data: await referee.types(ctx) }));
  route(app, C.refereeRoster, async ({ ctx, body }) => ({ data: await referee.roster(ctx, body) }));
  routeFile(app, C.refereeGameCalendar, async ({ ctx, params }) => ({
    body: await referee.gameCalendar(ctx, params.id),
    filename: `referee-${params.id}.ics`,
  }));
  route(app, C.refereeAvailability, async ({ ctx, params }) => ({
    data: await availability.availability(ctx, params.season, params.venue),
  }));
  route(app, C.saveRefereeAvailability, ({ ctx, body }) => availability.saveAvailability(ctx, body));
  route(app, R.refereeResponses, ({ ctx }) => responses.responses(ctx), { cacheControl: 'no-store' });
  route(app, R.respondToGame, ({ ctx, params, body }) => responses.respond(ctx, params.id, body));

  route(app, C.rosterEvents, async ({ ctx }) => ({ data: await events.events(ctx) }));
  route(app, C.eventRoster, async ({ ctx, body }) => ({ data: await events.eventRoster(ctx, body) }));
  routeFile(app, C.eventRosterCalendar, async ({ ctx, params }) => ({
    body: await events.entryCalendar(ctx, params.id),
    filename: `roster-${params.id}.ics`,
  }));

  route(app, C.rosterFeedStatus, async ({ ctx }) => ({ data: await feed.status(ctx) }), { cacheControl: 'no-store' });
  route(app, C.regenerateRosterFeed, async ({ ctx }) => ({ data: await feed.regenerate(ctx) }), {
    cacheControl: 'no-store',
  });
  route(app, C.stopRosterFeed, ({ ctx }) => feed.stop(ctx));
  routeFile(app, C.rosterFeed, async ({ ctx, params }) => ({ body: await feed.feed(ctx, params.token) }), FEED);
}
