import { z } from 'zod';
import { FeedLink, FeedStatus, MessageReply } from '../rosters/rosters.contract';
import { dataReply, defineEndpoint, fillPath } from '../shared/endpoint';
import { textField } from '../shared/fields';
import { FamilyFeedTexts as T } from './family.messages';

// One private calendar feed per family login (docs/decisions/253): the games of every team of the login and of every
// person they look after, at a secret address made, kept and revoked as the roster feed's (decision 093).

const own = { auth: 'member' as const, tags: ['family'], actFor: false as const };
const FamilyFeedParams = z.object({
  token: textField({ trim: false }).regex(/^[A-Za-z0-9_-]{43}$/, { error: T.noFeed }),
});

export const familyFeedStatus = defineEndpoint({
  ...own,
  method: 'GET',
  path: '/api/member/family/feed',
  reply: dataReply(FeedStatus),
  summary: "Ours: whether the login's family calendar feed is on.",
});
export const regenerateFamilyFeed = defineEndpoint({
  ...own,
  method: 'POST',
  path: '/api/member/family/feed',
  reply: dataReply(FeedLink),
  summary:
    'Ours: make a new secret family feed link (the old one answers 404 from now on); the link is in this answer only.',
});
export const stopFamilyFeed = defineEndpoint({
  ...own,
  method: 'DELETE',
  path: '/api/member/family/feed',
  reply: MessageReply,
  summary: "Ours: turn the login's family calendar feed off (its link answers 404).",
});
export const familyFeed = defineEndpoint({
  auth: 'public',
  tags: ['family'],
  method: 'GET',
  path: '/api/family/feed/:token.ics',
  params: FamilyFeedParams,
  reply: z.string().describe('The iCalendar text (RFC 5545)'),
  file: { type: 'text/calendar', description: "The family's games as an iCalendar feed (subscribe as webcal://)" },
  summary:
    "Ours: every game of every team of the login and of each person they look after, as an iCalendar feed: the team feeds' " +
    'events (same UIDs, SEQUENCE, STATUS:CANCELLED). 404 for an unknown or replaced token.',
});

/** The feed's address for a token, as webcal:// too, from the portal's public URL. */
export function familyFeedUrls(publicUrl: string, token: string): { url: string; webcal: string } {
  const url = `${publicUrl.replace(/\/$/, '')}${fillPath(familyFeed.path, { token })}`;
  return { url, webcal: url.replace(/^https?:\/\//, 'webcal://') };
}
