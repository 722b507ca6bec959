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

interface Item {
  title: string;
  text: string;
  count: number;
  links: { label: string; to: string }[];
}

/** The cards of competition work: entries, invoices, scores, referees. */
function competitionItems(h: StaffHome): Item[] {
  const items: Item[] = [];
  if (h.entries) {
    items.push({
      title: H.entries,
      text: H.entriesText(h.entries.pending, h.entries.waitlisted),
      count: h.entries.pending + h.entries.waitlisted,
      links: [
        { label: H.entriesPending, to: '/staff/entries?status=pending' },
        { label: H.entriesWaitlisted, to: '/staff/entries?status=waitlisted' },
      ],
    });
  }
  if (h.invoices) {
    items.push({
      title: H.invoices,
      text: H.invoicesText(
        h.invoices.unpaid,
        formatCents(h.invoices.unpaid_cents),
        h.invoices.overdue,
        formatCents(h.invoices.overdue_cents),
      ),
      count: h.invoices.overdue,
      links: [
        { label: H.invoicesOverdue, to: '/staff/invoices?state=overdue' },
        { label: H.invoicesUnpaid, to: '/staff/invoices?state=owing' },
      ],
    });
  }
  if (h.scores) {
    const to =
      h.scores.venue_id === null
        ? '/staff/results'
        : `/staff/results?day=${encodeURIComponent(`${h.scores.date}|${h.scores.venue_id}`)}`;
    items.push({
      title: H.scores,
      text: H.scoresText(h.scores.games),
      count: h.scores.games,
      links: [{ label: H.scoresOpen, to }],
    });
  }
  if (h.referees)
    items.push({
      title: H.referees,
      text: H.refereesText(h.referees.open, h.referees.days),
      count: h.referees.open,
      links: [{ label: H.refereesOpen, to: '/staff/referee-roster' }],
    });
  return items;
}

/** The cards of office work: officials' bank details, mail, messages that failed, court hire, look-alike accounts, finding a member. */
function officeItems(h: StaffHome, mayRead: boolean): Item[] {
  const items: Item[] = [];
  if (h.bank)
    items.push({
      title: H.bank,
      text: H.bankText(h.bank.officials),
      count: h.bank.officials,
      links: [{ label: H.bankOpen, to: '/staff/officials-pay?missing=bank' }],
    });
  if (h.mail)
    items.push({
      title: H.mail,
      text: H.mailText(h.mail.failed, h.mail.pending),
      count: h.mail.failed,
      links: [{ label: H.mailFailed, to: '/staff/mail?status=failed' }],
    });
  if (h.messages) {
    const latest = h.messages.latest_message_id;
    items.push({
      title: H.messages,
      text: H.messagesText(h.messages.failed, h.messages.messages),
      count: h.messages.failed,
      links: [
        ...(latest === null ? [] : [{ label: H.messagesLatest, to: `/staff/messages/${latest}` }]),
        { label: H.messagesAll, to: '/staff/messages' },
      ],
    });
  }
  if (h.hire) {
    items.push({
      title: H.hire,
      text: H.hireText(h.hire.today, h.hire.blocks, h.hire.days),
      count: 0,
      links: [
        { label: H.hireBookings, to: '/staff/bookings' },
        { label: H.hireBlocks, to: '/staff/court-blocks' },
      ],
    });
  }
  if (h.duplicates !== null)
    items.push({
      title: H.duplicates,
      text: H.duplicatesText(h.duplicates),
      count: h.duplicates,
      links: [{ label: H.open, to: '/staff/duplicates' }],
    });
  if (mayRead)
    items.push({
      title: H.findMember,
      text: H.findMemberText,
      count: 0,
      links: [{ label: H.open, to: '/staff/members' }],
    });
  return items;
}

/**
 * The attention cards of the caller's roles (the server answers null for work the roles may not do), each with its
 * count and links to its list, filtered (decision 277).
 */
function itemsOf(h: StaffHome, mayRead: boolean): Item[] {
  return [...competitionItems(h), ...officeItems(h, mayRead)];
}

/** Roles reading bank details an administrator gave themselves: loud, for every administrator (decision 265). */
function SelfGrants({ grants }: { grants: NonNullable<StaffHome['self_grants']> }) {
  const { timeZone } = useSettings();
  if (!grants.length) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} aria-label={H.selfGrantsTitle}>
      <AlertTitle>{H.selfGrantsTitle}</AlertTitle>
      {grants.map((g) => (
        <Typography key={`${g.at}-${g.member_id}`}>
          {H.selfGrant(g.name, StaffRoleLabels[g.role].toLowerCase(), formatDate(g.at, timeZone))}
        </Typography>
      ))}
      <Typography variant="body2" sx={{ mt: 1 }}>
        {H.selfGrantNote(SELF_GRANT_DAYS)}
      </Typography>
    </Alert>
  );
}

/** /staff: what needs attention, from GET /api/staff/home. */
export function StaffHomePage() {
  const home = useQuery(homeQuery());
  const mayRead = useMay('members.read');
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {T.attention}
      </Typography>
      {home.isPending && <PageLoading />}
      {home.isError && <ErrorAlert message={errorMessage(home.error, T.loadFailed)} />}
      {home.data?.self_grants && <SelfGrants grants={home.data.self_grants} />}
      {home.data && (
        <Grid container spacing={2}>
          {itemsOf(home.data, mayRead).map((i) => (
            <Grid key={i.title} size={{ xs: 12, sm: 6, lg: 4 }}>
              <Card
                component="section"
                aria-label={i.title}
                sx={{
                  height: '100%',
                  display: 'flex',
                  flexDirection: 'column',
                  borderLeft: 4,
                  borderLeftColor: i.count > 0 ? 'warning.main' : 'divider',
                }}
              >
                <CardContent sx={{ flexGrow: 1 }}>
                  <Typography variant="h6" component="h2">
                    {i.title}
                  </Typography>
                  <Typography>{i.text}</Typography>
                </CardContent>
                <CardActions sx={{ flexWrap: 'wrap' }}>
                  {i.links.map((l) => (
                    <Button key={l.to} component={Link} to={l.to} aria-label={`${i.title}: ${l.label}`}>
                      {l.label}
                    </Button>
                  ))}
                </CardActions>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </>
  );
}
