import { Card, CardContent, Link, List, ListItem, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { GettingStartedTexts as T } from '@portal/domain/profile/profile.messages';
import type { MemberFeatures } from '@portal/domain/profile/profile.rules';

/**
 * A member with no team yet (spec 000 §2.3 shows Registration only with a team): the ways in, each where the member
 * may go: membership (not for a non-playing member, spec 002 §2 gate), a team entry (adults, spec 001), the draw's
 * clubs and the store's programs.
 */
export function DashboardStartCard({ features, sport, nonPlayer }: { features: MemberFeatures; sport: string; nonPlayer: boolean }) {
  const links: (false | { to: string; text: string })[] = [
    !nonPlayer && { to: `/member/membership?sport=${encodeURIComponent(sport || 'basketball')}`, text: T.membership },
    features.nomination && { to: '/member/teamnomination', text: T.nominate },
    { to: '/draw', text: T.findClub },
    { to: '/member/store', text: T.store },
  ];
  const shown = links.filter((l) => l !== false);
  return (
    <Card component="section" aria-labelledby="card-getting-started">
      <CardContent>
        <Typography id="card-getting-started" variant="h6" component="h2">{T.title}</Typography>
        <Typography color="textSecondary">{T.intro}</Typography>
        <List dense disablePadding>
          {shown.map((l) => (
            <ListItem key={l.to} disableGutters sx={{ minHeight: 44 }}>
              <Link component={RouterLink} to={l.to}>{l.text}</Link>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
