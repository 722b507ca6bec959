import { useQuery } from '@tanstack/react-query';
import { FeedTexts } from '@portal/domain/rosters/rosters.messages';
import { FeedCard } from '../../components/feed-card';
import { feedStatusQuery, useRegenerateFeed, useStopFeed } from '../rosters.api';

/** Ours (docs/decisions/093): the member's private calendar feed. */
export function CalendarFeedCard() {
  return (
    <FeedCard
      id="calendar-feed-title"
      texts={FeedTexts}
      status={useQuery(feedStatusQuery())}
      regenerate={useRegenerateFeed()}
      stop={useStopFeed()}
    />
  );
}
