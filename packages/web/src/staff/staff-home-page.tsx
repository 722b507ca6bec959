import { Button, Card, CardActions, CardContent, Grid, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatCents } from '@portal/domain/shared/money';
import type { StaffHome } from '@portal/domain/staff/staff.contract';
import { StaffHomeTexts as H, StaffTexts as T } from '@portal/domain/staff/staff.messages';
import { ErrorAlert } from '../components/feedback/error-alert';
import { PageLoading } from '../components/feedback/page-loading';
import { errorMessage } from '../lib/api-client';
import { homeQuery } from './staff.api';
import { useMay } from '../lib/staff-me';

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

/** /staff: what needs attention, from GET /api/staff/home. */
export function StaffHomePage() {
  const home = useQuery(homeQuery());
  const mayRead = useMay('members.read');
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>{T.attention}</Typography>
      {home.isPending && <PageLoading />}
      {home.isError && <ErrorAlert message={errorMessage(home.error, T.loadFailed)} />}
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
