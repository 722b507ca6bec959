import { Button, Chip, Stack, Typography } from '@mui/material';
import type { FamilyOverviewPerson, FamilySport } from '@portal/domain/family/overview.contract';
import { FamilyMessages as M } from '@portal/domain/family/family.messages';
import { displayGameDate } from '@portal/domain/competition/game-date';
import { formatCents } from '@portal/domain/shared/money';

const sportName = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const sportLine = (s: FamilySport) => {
  if (!s.expiry) return M.notRegistered(sportName(s.sport));
  return s.registered ? M.registeredUntil(sportName(s.sport), s.expiry) : M.expiredOn(sportName(s.sport), s.expiry);
};

interface Props {
  overview: FamilyOverviewPerson;
  name: string;
  /** Open the invoices page acting for this person (decision 247). */
  onInvoices: () => void;
}

/** A person's registration per sport, next game and unpaid invoices, on their family card (decisions 246, 247). */
export function PersonOverview({ overview, name, onInvoices }: Props) {
  const game = overview.next_game;
  return (
    <Stack spacing={1} sx={{ mt: 1.5 }}>
      <Typography variant="subtitle2" component="h3">
        {M.registration}
      </Typography>
      {overview.sports.map((s) => (
        <Stack key={s.sport} direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2">{sportLine(s)}</Typography>
          {s.expiring && <Chip size="small" color="warning" label={M.renewSoon} />}
        </Stack>
      ))}
      <Typography variant="subtitle2" component="h3">
        {M.nextGame}
      </Typography>
      {game ? (
        <Typography variant="body2">
          {M.gameLine(displayGameDate(game.date_formatted), game.time_formatted, game.team_name, game.opponent)}
          <br />
          {M.venueLine(game.venue, game.court)}
        </Typography>
      ) : (
        <Typography variant="body2" color="textSecondary">
          {M.noNextGame}
        </Typography>
      )}
      <Typography variant="subtitle2" component="h3">
        {M.invoices}
      </Typography>
      {overview.unpaid_invoices > 0 ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2">
            {M.unpaidInvoices(overview.unpaid_invoices, formatCents(overview.amount_owing))}
          </Typography>
          <Button size="small" onClick={onInvoices} aria-label={M.seeInvoicesOf(name)} sx={{ minHeight: 44 }}>
            {M.seeInvoices}
          </Button>
        </Stack>
      ) : (
        <Typography variant="body2" color="textSecondary">
          {M.noUnpaidInvoices}
        </Typography>
      )}
    </Stack>
  );
}
