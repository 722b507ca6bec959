import { useEffect, useRef } from 'react';
import { Box, Button, Link, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { BANK_REMINDER_HOURS, type OfficialWaiting } from '@portal/domain/rosters/bank-waiting.contract';
import { OfficialsPayTexts as T } from '@portal/domain/rosters/officials-pay.messages';
import { formatCents } from '@portal/domain/shared/money';
import { formatDateTime } from '@portal/domain/shared/time';
import { useSettings } from '../../lib/settings';

/**
 * Officials owed pay who gave no bank details (decision 283), each linked to their record, and one button that emails
 * them a reminder. /staff/officials-pay?missing=bank (the staff home's link) scrolls here and focuses the heading.
 */
export function BankWaitingSection({
  officials,
  busy,
  onRemind,
}: {
  officials: OfficialWaiting[];
  busy: boolean;
  onRemind: (ids: number[]) => void;
}) {
  const { timeZone } = useSettings();
  const [params] = useSearchParams();
  const heading = useRef<HTMLHeadingElement>(null);
  const asked = params.get('missing') === 'bank';
  useEffect(() => {
    if (asked) heading.current?.focus();
  }, [asked]);
  return (
    <Paper component="section" variant="outlined" aria-labelledby="bank-waiting-heading" sx={{ p: 1.5 }}>
      <Typography
        id="bank-waiting-heading"
        ref={heading}
        tabIndex={-1}
        variant="h6"
        component="h2"
        sx={{ scrollMarginTop: 80 }}
      >
        {T.waiting}
      </Typography>
      {!officials.length ? (
        <Typography>{T.noneWaiting}</Typography>
      ) : (
        <>
          <Typography sx={{ mb: 1 }}>{T.waitingIntro(officials.length)}</Typography>
          <Box sx={{ overflowX: 'auto', position: 'relative' }}>
            <Table size="small" aria-label={T.waiting}>
              <TableHead>
                <TableRow>
                  <TableCell>{T.official}</TableCell>
                  <TableCell>{T.games}</TableCell>
                  <TableCell>{T.total}</TableCell>
                  <TableCell>{T.eftPage}</TableCell>
                  <TableCell>{T.reminded}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {officials.map((o) => (
                  <TableRow key={o.member_id}>
                    <TableCell>
                      <Link component={RouterLink} to={`/staff/members/${o.member_id}`}>
                        {o.name}
                      </Link>
                    </TableCell>
                    <TableCell>{o.games}</TableCell>
                    <TableCell>{formatCents(o.amount_cents)}</TableCell>
                    <TableCell>{o.eft_page ? T.eftOpen : T.eftNotYet}</TableCell>
                    <TableCell>{o.reminded_at ? formatDateTime(o.reminded_at, timeZone) : T.never}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
            <Button variant="contained" disabled={busy} onClick={() => onRemind(officials.map((o) => o.member_id))}>
              {T.remind}
            </Button>
            <Typography variant="body2" color="text.secondary">
              {T.remindRule(BANK_REMINDER_HOURS)}
            </Typography>
          </Box>
        </>
      )}
    </Paper>
  );
}
