import type { FeedLink, MessageReply } from '@portal/domain/rosters/rosters.contract';
import { FeedTexts, RosterErrors as E } from '@portal/domain/rosters/rosters.messages';
import { eventRosterEvent, refereeGameEvent, rosterFeedUrls } from '@portal/domain/rosters/roster-calendar';
import { addDaysIso, formatDateTime, todayIn } from '@portal/domain/shared/time';
import { hashToken, newToken } from '../platform/bearer';
import type { Ctx, MemberCtx } from '../platform/context';
import { requireMember } from '../platform/gates';
import { calendarIcs, uidDomain, type FeedEvent } from '../platform/calendar-feed';
import { forbidden, notFound } from '../platform/errors';
import * as events from './event-roster.repo';
import * as referee from './referee.repo';
import * as repo from './roster-feed.repo';
import { eventItem, refereeItem } from './roster-items';

// The private roster feed (docs/decisions/093-roster-calendar-feed.md): a referee's or rostered official's own games
// and event entries as an iCalendar feed at a secret address. Only a hash of the token is kept, so the address is
// shown once; making a new one (or turning the feed off) makes the old address answer 404.

/** How far back a feed goes: recent games stay in the calendar, old seasons do not weigh on every refresh. */
const FEED_DAYS_BACK = 60;
/** How often a subscribed calendar should look again (X-PUBLISHED-TTL). */
const FEED_TTL_SECONDS = 60 * 60;

/** Feeds are for referees (is_ref) and rostered officials (is_roster), spec 002 §6. */
function requireRosterMember(ctx: Ctx): MemberCtx {
  const memberCtx = requireMember(ctx);
  if (!memberCtx.member.isRef && !memberCtx.member.isRoster) throw forbidden(E.noFeedAccess);
  return memberCtx;
}

export async function status(ctx: Ctx): Promise<{ active: boolean; created_at: string | null }> {
  const { member } = requireRosterMember(ctx);
  const feed = await repo.feedOf(ctx.db, member.id);
  return { active: Boolean(feed), created_at: feed ? formatDateTime(feed.createdAt, ctx.config.site.timeZone) : null };
}

/** A new secret token (32 random bytes); the previous one stops answering at once. */
export async function regenerate(ctx: Ctx): Promise<FeedLink> {
  const { member } = requireRosterMember(ctx);
  const token = newToken();
  const saved = await repo.saveFeedHash(ctx.db, member.id, hashToken(token), ctx.now());
  return {
    ...rosterFeedUrls(ctx.config.publicUrl, token),
    created_at: formatDateTime(saved.createdAt, ctx.config.site.timeZone),
  };
}

export async function stop(ctx: Ctx): Promise<MessageReply> {
  const { member } = requireRosterMember(ctx);
  await repo.deleteFeed(ctx.db, member.id);
  return { message: FeedTexts.stopped };
}

/** The feed of a token: 404 for an unknown or replaced token, or a member who is no longer a referee or official. */
export async function feed(ctx: Ctx, token: string): Promise<string> {
  const owner = await repo.memberByFeedHash(ctx.db, hashToken(token));
  if (!owner || (!owner.isRef && !owner.isRoster)) throw notFound(E.noFeed);
  const { associationName: clientName, timeZone } = ctx.config.site;
  const host = uidDomain(ctx.config);
  const from = addDaysIso(todayIn(timeZone, ctx.now()), -FEED_DAYS_BACK);
  const [games, entries] = await Promise.all([
    owner.isRef ? referee.feedAssignments(ctx.db, owner.id, from) : [],
    owner.isRoster ? events.feedEntries(ctx.db, owner.id, from) : [],
  ]);
  const list: FeedEvent[] = [
    ...games.map((r) => ({
      event: refereeGameEvent(refereeItem(r), clientName, timeZone, host),
      sequence: r.sequence,
      changedAt: r.changedAt,
      cancelled: r.cancelledAt !== null,
    })),
    ...entries.map((r) => ({
      event: eventRosterEvent(eventItem(r), clientName, timeZone, host),
      sequence: r.sequence,
      changedAt: r.changedAt,
      cancelled: r.cancelledAt !== null,
    })),
  ];
  return calendarIcs(
    { name: FeedTexts.calendarName(clientName), clientName, timeZone, ttlSeconds: FEED_TTL_SECONDS },
    list,
  );
}
