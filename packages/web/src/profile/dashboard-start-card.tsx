import { Card, CardContent, Link, List, ListItem, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { GettingStartedTexts as T } from '@portal/domain/profile/profile.messages';
import type { MemberFeatures } from '@portal/domain/profile/profile.rules';

/**
 * A member with no team yet (spec 000 §2.3 shows Registration only with a team): the ways in, each where the member
 * may go: membership (not for a non-playing member, spec 002 §2 gate), a team entry (adults, spec 001), the draw's
 * clubs and the store's programs, and the association's address (decision 224).
 */
export function DashboardStartCard({
  features,
  sport,
  nonPlayer,
  profileComplete,
  associationEmail,
}: {
  features: MemberFeatures;
  sport: string;
  nonPlayer: boolean;
  profileComplete: boolean;
  associationEmail: string;
}) {
  const query = `?sport=${encodeURIComponent(sport || 'basketball')}`;
  const links: (false | { to: string; text: string })[] = [
    // spec 000 §2.2: membership needs a complete profile; until then the way there is the profile (decision 224)
    !nonPlayer &&
      (profileComplete
        ? { to: `/member/membership${query}`, text: T.membership }
        : { to: `/member/profile${query}`, text: T.completeProfile }),
    features.nomination && { to: '/member/teamnomination', text: T.nominate },
    { to: '/draw', text: T.findClub },
    { to: '/member/store', text: T.store },
  ];
  const shown = links.filter((l) => l !== false);
  return (
    <Card component="section" aria-labelledby="card-getting-started">
      <CardContent>
        <Typography id="card-getting-started" variant="h6" component="h2">
          {T.title}
        </Typography>
        <Typography color="textSecondary">{T.intro}</Typography>
        <List dense disablePadding>
          {shown.map((l) => (
            <ListItem key={l.to} disableGutters sx={{ minHeight: 44 }}>
              <Link component={RouterLink} to={l.to}>
                {l.text}
              </Link>
            </ListItem>
          ))}
          {associationEmail && (
            <ListItem disableGutters sx={{ minHeight: 44 }}>
              <Link href={`mailto:${associationEmail}`}>{T.contact(associationEmail)}</Link>
            </ListItem>
          )}
        </List>
      </CardContent>
    </Card>
  );
}
