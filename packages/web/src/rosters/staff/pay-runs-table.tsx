import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { PayRunSummary } from '@portal/domain/rosters/officials-pay.contract';
import { OfficialsPayMessages as M, OfficialsPayTexts as T } from '@portal/domain/rosters/officials-pay.messages';
import { formatCents } from '@portal/domain/shared/money';
import { formatDateTime, isoToDmy } from '@portal/domain/shared/time';
import { visuallyHidden } from '../../components/visually-hidden';
import { useSettings } from '../../lib/settings';

/** Every pay run, newest first, each opened below. */
export function PayRunsTable({
  runs,
  open,
  onOpen,
}: {
  runs: PayRunSummary[];
  open: number | null;
  onOpen: (id: number) => void;
}) {
  const { timeZone } = useSettings();
  if (!runs.length) return <Typography>{T.noRuns}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto', position: 'relative' }}>
      <Table size="small" aria-label={T.runs}>
        <TableHead>
          <TableRow>
            <TableCell>No.</TableCell>
            <TableCell>{T.from}</TableCell>
            <TableCell>{T.to}</TableCell>
            <TableCell>{T.games}</TableCell>
            <TableCell>{T.total}</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                {T.exported}
              </Box>
            </TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                {T.actions}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {runs.map((r) => (
            <TableRow key={r.id} selected={r.id === open}>
              <TableCell>{r.id}</TableCell>
              <TableCell>{isoToDmy(r.from)}</TableCell>
              <TableCell>{isoToDmy(r.to)}</TableCell>
              <TableCell>{r.games}</TableCell>
              <TableCell>{formatCents(r.total_cents)}</TableCell>
              <TableCell>
                {r.exported_at
                  ? T.exportedAt(r.exported_by ?? M.someone, formatDateTime(r.exported_at, timeZone))
                  : T.notExported}
              </TableCell>
              <TableCell>
                <Button size="small" aria-label={`${T.open} ${T.run(r.id)}`} onClick={() => onOpen(r.id)}>
                  {T.open}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
