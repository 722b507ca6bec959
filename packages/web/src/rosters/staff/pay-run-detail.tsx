import { useState } from 'react';
import { Alert, Box, Button, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { PayRunDetail as Detail } from '@portal/domain/rosters/officials-pay.contract';
import { OfficialsPayMessages as M, OfficialsPayTexts as T } from '@portal/domain/rosters/officials-pay.messages';
import { formatCents } from '@portal/domain/shared/money';
import { addDaysIso, formatDateTime, isoToDmy, todayIn } from '@portal/domain/shared/time';
import { busyIcon } from '../../components/feedback/busy-icon';
import { IsoDateField } from '../../components/form-fields/iso-date-field';
import { ReasonDialog } from '../../components/staff/reason-dialog';
import { useSettings } from '../../lib/settings';
import { useDownloadAba } from './officials-pay.api';

/**
 * A pay run: each official's games and amount, and its ABA file for a processing date. Once exported it says by whom
 * and when, and another file needs a reason in a dialog saying it pays the same officials again (decision 262).
 */
export function PayRunDetail({
  run,
  download,
  onDownload,
}: {
  run: Detail;
  download: ReturnType<typeof useDownloadAba>;
  onDownload: (date: string, reason?: string) => Promise<unknown>;
}) {
  const { timeZone } = useSettings();
  const [date, setDate] = useState(addDaysIso(todayIn(timeZone), 1));
  const [again, setAgain] = useState(false);
  const exported = run.exported_at
    ? { by: run.exported_by ?? M.someone, when: formatDateTime(run.exported_at, timeZone) }
    : null;
  return (
    <Paper component="section" variant="outlined" aria-label={T.run(run.id)} sx={{ p: 1.5, mt: 2 }}>
      <Typography variant="h6" component="h2">
        {T.run(run.id)}: {isoToDmy(run.from)} – {isoToDmy(run.to)}, {formatCents(run.total_cents)}
      </Typography>
      <Box sx={{ overflowX: 'auto', position: 'relative' }}>
        <Table size="small" aria-label={`${T.run(run.id)} ${T.official}`}>
          <TableHead>
            <TableRow>
              <TableCell>{T.official}</TableCell>
              <TableCell>{T.games}</TableCell>
              <TableCell>{T.total}</TableCell>
              <TableCell>{T.bank}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {run.by_official.map((o) => (
              <TableRow key={o.member_id}>
                <TableCell>{o.name}</TableCell>
                <TableCell>{o.games}</TableCell>
                <TableCell>{formatCents(o.amount_cents)}</TableCell>
                <TableCell>{o.bank_details ? T.yes : T.missing}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {exported && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {T.exportedAt(exported.by, exported.when)}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', mt: 2 }}>
        <IsoDateField label={T.processingDate} size="small" value={date} onChange={setDate} sx={{ width: 190 }} />
        <Button
          variant={exported ? 'outlined' : 'contained'}
          disabled={download.isPending}
          startIcon={busyIcon(download.isPending && !again, <DownloadIcon />)}
          onClick={() => (exported ? setAgain(true) : void onDownload(date).catch(() => undefined))}
        >
          {exported ? T.again : T.download}
        </Button>
      </Box>
      {exported && (
        <ReasonDialog
          open={again}
          title={T.againTitle}
          text={T.againText(run.id, exported.by, exported.when)}
          submitLabel={T.again}
          busy={download.isPending}
          send={async ({ reason }) => {
            await onDownload(date, reason);
            setAgain(false);
          }}
          onClose={() => setAgain(false)}
        />
      )}
    </Paper>
  );
}
