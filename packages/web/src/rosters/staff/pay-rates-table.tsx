import { useState } from 'react';
import {
  Box,
  Button,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import type { PayRate } from '@portal/domain/rosters/officials-pay.contract';
import { GameKindLabels, OfficialsPayTexts as T } from '@portal/domain/rosters/officials-pay.messages';
import { ROSTER_TYPE_LABELS } from '@portal/domain/rosters/rosters.messages';
import { centsToInput, parseDollars, typedAmount } from '@portal/domain/shared/money';
import { busyIcon } from '../../components/feedback/busy-icon';
import { useSetPayRate } from './officials-pay.api';
import { visuallyHidden } from '../../components/visually-hidden';

/** One rate: its amount in dollars and Save. */
function RateRow({ rate, save }: { rate: PayRate; save: ReturnType<typeof useSetPayRate> }) {
  const [text, setText] = useState(centsToInput(rate.amount_cents));
  const label = `${ROSTER_TYPE_LABELS[rate.roster_type]}, ${GameKindLabels[rate.game_kind]}`;
  const busy =
    save.isPending && save.variables?.roster_type === rate.roster_type && save.variables.game_kind === rate.game_kind;
  return (
    <TableRow>
      <TableCell>{ROSTER_TYPE_LABELS[rate.roster_type]}</TableCell>
      <TableCell>{GameKindLabels[rate.game_kind]}</TableCell>
      <TableCell>
        <TextField
          size="small"
          value={text}
          onChange={(e) => setText(typedAmount(e.target.value))}
          slotProps={{ htmlInput: { 'aria-label': `${T.amount}: ${label}`, inputMode: 'decimal' } }}
          sx={{ width: 120 }}
        />
      </TableCell>
      <TableCell>
        <Button
          size="small"
          variant="outlined"
          disabled={busy}
          startIcon={busyIcon(busy)}
          onClick={() =>
            save.mutate({ roster_type: rate.roster_type, game_kind: rate.game_kind, amount_cents: parseDollars(text) })
          }
        >
          {T.save}
        </Button>
      </TableCell>
    </TableRow>
  );
}

/** The rate of each roster type and game kind, each saved on its own. */
export function PayRatesTable({ rates, save }: { rates: PayRate[]; save: ReturnType<typeof useSetPayRate> }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby="rates-heading" sx={{ p: 1.5 }}>
      <Typography id="rates-heading" variant="h6" component="h2">
        {T.rates}
      </Typography>
      <Box sx={{ overflowX: 'auto', position: 'relative' }}>
        <Table size="small" aria-label={T.rates}>
          <TableHead>
            <TableRow>
              <TableCell>{T.rosterType}</TableCell>
              <TableCell>{T.gameKind}</TableCell>
              <TableCell>{T.amount}</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  {T.actions}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rates.map((r) => (
              <RateRow key={`${r.roster_type}:${r.game_kind}`} rate={r} save={save} />
            ))}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
}
