import { useState } from 'react';
import {
  Button,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AkvQuery, akvRedemptionsExport } from '@portal/domain/payments/vouchers.staff.contract';
import { VoucherStaffTexts as T } from '@portal/domain/payments/vouchers.staff.messages';
import { formatCents } from '@portal/domain/shared/money';
import { addDaysIso, formatDate, todayIn } from '@portal/domain/shared/time';
import { useSettings } from '../../lib/settings';
import { CsvButton } from '../../components/staff/csv-button';
import { PeriodFields } from '../../components/staff/period-fields';
import { RefusalAlert } from '../../components/staff/refusal-alert';
import { akvRedemptionsQuery } from './vouchers-staff.api';

const C = T.akvColumns;

/** /staff/akv-redemptions: the Active & Creative Kids vouchers redeemed in a period, and their CSV for Service NSW (decision 241). */
export function AkvRedemptionsPage() {
  const { timeZone } = useSettings();
  const today = todayIn(timeZone);
  const [form, setForm] = useState({ from: addDaysIso(today, -90), to: today });
  const [asked, setAsked] = useState(form);
  const [exportError, setExportError] = useState<unknown>(null);
  const valid = AkvQuery.safeParse(form);
  const q = useQuery({ ...akvRedemptionsQuery(asked), placeholderData: keepPreviousData });
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h4" component="h1">
          {T.akvTitle}
        </Typography>
        <CsvButton
          endpoint={akvRedemptionsExport}
          input={{ query: asked }}
          filename={`akv-redemptions-${asked.from}-${asked.to}.csv`}
          onError={setExportError}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {T.akvIntro}
      </Typography>
      <Stack
        component="form"
        direction="row"
        spacing={2}
        sx={{ flexWrap: 'wrap', rowGap: 2, alignItems: 'flex-start' }}
        onSubmit={(e) => {
          e.preventDefault();
          if (valid.success) setAsked(form);
        }}
      >
        <PeriodFields value={form} onChange={setForm} labels={T} problem={valid.error?.issues[0]?.message} />
        <Button type="submit" variant="contained" disabled={!valid.success || q.isFetching}>
          {T.show}
        </Button>
      </Stack>
      <RefusalAlert error={exportError ?? q.error} onClose={() => setExportError(null)} />
      {q.isFetching && <LinearProgress aria-label={T.akvTitle} />}
      {q.data &&
        (q.data.rows.length === 0 ? (
          <Typography>{T.none}</Typography>
        ) : (
          <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={T.akvTitle}>
              <TableHead>
                <TableRow>
                  {[C.number, C.child, C.member, C.order, C.date].map((h) => (
                    <TableCell key={h}>{h}</TableCell>
                  ))}
                  <TableCell align="right">{C.amount}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {q.data.rows.map((r) => (
                  <TableRow key={`${r.order_id}-${r.voucher_number}`}>
                    <TableCell>{r.voucher_number}</TableCell>
                    <TableCell>{r.child}</TableCell>
                    <TableCell>{r.member}</TableCell>
                    <TableCell>{r.order_id}</TableCell>
                    <TableCell>{formatDate(r.paid_at, timeZone)}</TableCell>
                    <TableCell align="right">{formatCents(r.amount_cents)}</TableCell>
                  </TableRow>
                ))}
                <TableRow sx={{ '& td': { fontWeight: 700 } }}>
                  <TableCell colSpan={6} align="right">
                    {T.total(q.data.rows.length, q.data.total_cents)}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </Paper>
        ))}
    </Stack>
  );
}
