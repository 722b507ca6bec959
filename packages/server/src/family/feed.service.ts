import type { FeedLink } from '@portal/domain/rosters/rosters.contract';
import { familyFeedUrls } from '@portal/domain/family/feed.contract';
import { FamilyFeedTexts as T } from '@portal/domain/family/family.messages';
import { formatDateTime } from '@portal/domain/shared/time';
import { teamsOfMembers } from '../competition/league.service';
import { teamsFeedEvents } from '../competition/team-feeds.service';
import { hashToken, newToken } from '../platform/bearer';
import { calendarIcs } from '../platform/calendar-feed';
import type { Ctx } from '../platform/context';
import { notFound } from '../platform/errors';
import { requireMember } from '../platform/gates';
import * as feeds from './feed.repo';
import * as repo from './family.repo';

// One private calendar feed per family login (docs/decisions/253), made, kept and revoked as the roster feed
// (decision 093): a secret of 32 random bytes of which only the hash is kept, so the address is shown once; making a
// new one (or turning the feed off) makes the old address answer 404. The feed is worked out on every read from who
// the login looks after now, so a child who leaves the family leaves the feed too.

/** How often a subscribed calendar should look again (X-PUBLISHED-TTL), as the team and roster feeds. */
const FEED_TTL_SECONDS = 60 * 60;

export async function status(ctx: Ctx): Promise<{ active: boolean; created_at: string | null }> {
  const { member } = requireMember(ctx);
  const feed = await feeds.feedOf(ctx.db, member.id);
  return { active: Boolean(feed), created_at: feed ? formatDateTime(feed.createdAt, ctx.config.site.timeZone) : null };
}

/** A new secret token; the previous one stops answering at once. */
export async function regenerate(ctx: Ctx): Promise<FeedLink> {
  const { member } = requireMember(ctx);
  const token = newToken();
  const saved = await feeds.saveFeedHash(ctx.db, member.id, hashToken(token), ctx.now());
  return {
    ...familyFeedUrls(ctx.config.publicUrl, token),
    created_at: formatDateTime(saved.createdAt, ctx.config.site.timeZone),
  };
}

export async function stop(ctx: Ctx): Promise<{ message: string }> {
  const { member } = requireMember(ctx);
  await feeds.deleteFeed(ctx.db, member.id);
  return { message: T.stopped };
}

/**
 * The feed of a token: the games of every team, in the active season, of the login and of each person they look after.
 * Four queries whatever the size of the family (token, family, teams, calendar stamps) over the divisions' kept draws.
 */
export async function feed(ctx: Ctx, token: string): Promise<string> {
  const owner = await feeds.ownerByFeedHash(ctx.db, hashToken(token));
  if (!owner) throw notFound(T.noFeed);
  const ids = [owner.id, ...(await repo.childrenOf(ctx.db, owner.id)).map((c) => c.id)];
  const teams = (await teamsOfMembers(ctx.db, ids)).filter((t) => t.seasonActive && !t.seasonArchived);
  const { associationName: clientName, timeZone } = ctx.config.site;
  return calendarIcs(
    { name: T.calendarName(clientName), clientName, timeZone, ttlSeconds: FEED_TTL_SECONDS },
    await teamsFeedEvents(ctx, teams),
  );
}
