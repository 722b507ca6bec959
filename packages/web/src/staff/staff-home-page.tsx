import { Alert, AlertTitle, Button, Card, CardActions, CardContent, Grid, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatCents } from '@portal/domain/shared/money';
import { formatDate } from '@portal/domain/shared/time';
import { SELF_GRANT_DAYS, type StaffHome } from '@portal/domain/staff/staff.contract';
import { StaffHomeTexts as H, StaffRoleLabels, StaffTexts as T } from '@portal/domain/staff/staff.messages';
import { ErrorAlert } from '../components/feedback/error-alert';
import { PageLoading } from '../components/feedback/page-loading';
import { errorMessage } from '../lib/api-client';
import { homeQuery } from './staff.api';
import { useMay } from '../lib/staff-me';
import { useSettings } from '../lib/settings';

interface Item { title: string; text: string; count: number; to?: string }

/** The attention items, each with the page that handles it; an item with no such page yet has no link. */
function itemsOf(h: StaffHome, mayRead: boolean): Item[] {
  const items: Item[] = [
    { title: H.entries, text: H.entriesText(h.entries.waitlisted, h.entries.held), count: h.entries.waitlisted + h.entries.held },
    { title: H.invoices, text: H.invoicesText(h.invoices.unpaid, formatCents(h.invoices.unpaid_cents), h.invoices.overdue, formatCents(h.invoices.overdue_cents)), count: h.invoices.overdue },
    { title: H.games, text: H.gamesText(h.games.unrefereed, h.games.days), count: h.games.unrefereed },
    { title: H.mail, text: H.mailText(h.mail.failed, h.mail.pending), count: h.mail.failed },
  ];
  if (h.duplicates !== null) items.push({ title: H.duplicates, text: H.duplicatesText(h.duplicates), count: h.duplicates, to: '/staff/duplicates' });
  if (mayRead) items.push({ title: H.findMember, text: H.findMemberText, count: 0, to: '/staff/members' });
  return items;
}

/** Roles reading bank details an administrator gave themselves: loud, for every administrator (decision 265). */
function SelfGrants({ grants }: { grants: NonNullable<StaffHome['self_grants']> }) {
  const { timeZone } = useSettings();
  if (!grants.length) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} aria-label={H.selfGrantsTitle}>
      <AlertTitle>{H.selfGrantsTitle}</AlertTitle>
      {grants.map((g) => (
        <Typography key={`${g.at}-${g.member_id}`}>{H.selfGrant(g.name, StaffRoleLabels[g.role].toLowerCase(), formatDate(g.at, timeZone))}</Typography>
      ))}
      <Typography variant="body2" sx={{ mt: 1 }}>{H.selfGrantNote(SELF_GRANT_DAYS)}</Typography>
    </Alert>
  );
}

/** /staff: what needs attention, from GET /api/staff/home. */
export function StaffHomePage() {
  const home = useQuery(homeQuery());
  const mayRead = useMay('members.read');
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>{T.attention}</Typography>
      {home.isPending && <PageLoading />}
      {home.isError && <ErrorAlert message={errorMessage(home.error, T.loadFailed)} />}
      {home.data?.self_grants && <SelfGrants grants={home.data.self_grants} />}
      {home.data && (
        <Grid container spacing={2}>
          {itemsOf(home.data, mayRead).map((i) => (
            <Grid key={i.title} size={{ xs: 12, sm: 6, lg: 4 }}>
              <Card component="section" aria-label={i.title} sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderLeft: 4, borderLeftColor: i.count > 0 ? 'warning.main' : 'divider' }}>
                <CardContent sx={{ flexGrow: 1 }}>
                  <Typography variant="h6" component="h2">{i.title}</Typography>
                  <Typography>{i.text}</Typography>
                </CardContent>
                <CardActions>
                  {i.to ? <Button component={Link} to={i.to}>{H.open}</Button> : <Typography variant="caption" color="textSecondary" sx={{ px: 1 }}>{H.later}</Typography>}
                </CardActions>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </>
  );
}
