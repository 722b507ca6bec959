import { useQuery } from '@tanstack/react-query';
import { FamilyFeedTexts } from '@portal/domain/family/family.messages';
import { FeedCard } from '../components/feed-card';
import { useAuth } from '../lib/auth';
import { familyFeedStatusQuery, useRegenerateFamilyFeed, useStopFamilyFeed } from './family.api';

/** The login's family calendar feed (docs/decisions/253), as the roster page's feed card (decision 093). */
export function FamilyFeedCard() {
  const { token } = useAuth();
  const status = useQuery(familyFeedStatusQuery(token));
  return (
    <FeedCard
      id="family-feed-title"
      texts={FamilyFeedTexts}
      status={status}
      regenerate={useRegenerateFamilyFeed()}
      stop={useStopFamilyFeed()}
    />
  );
}
