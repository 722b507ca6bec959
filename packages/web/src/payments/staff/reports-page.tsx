import { useState } from 'react';
import {
  Button,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  REPORT_CALLS,
  REPORT_KINDS,
  ReportQuery,
  type ReportKind,
  type ReportTable,
} from '@portal/domain/payments/reports.staff.contract';
import { ReportTexts as T } from '@portal/domain/payments/reports.staff.messages';
import { formatCents } from '@portal/domain/shared/money';
import { addDaysIso, isoToDmy, todayIn } from '@portal/domain/shared/time';
import { call } from '../../lib/api-client';
import { useSettings } from '../../lib/settings';
import { CsvButton } from '../../components/staff/csv-button';
import { PeriodFields } from '../../components/staff/period-fields';
import { RefusalAlert } from '../../components/staff/refusal-alert';

const cell = (c: ReportTable['columns'][number], v: string | number | undefined) =>
  c.kind === 'cents' && typeof v === 'number'
    ? formatCents(v)
    : c.key === 'key' && typeof v === 'string' && /^\d{4}-\d\d-\d\d$/.test(v)
      ? isoToDmy(v)
      : (v ?? '');

function ReportView({ table }: { table: ReportTable }) {
  const align = (c: ReportTable['columns'][number]) => (c.kind === 'text' ? 'left' : 'right');
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={table.title}>
        <TableHead>
          <TableRow>
            {table.columns.map((c) => (
              <TableCell key={c.key} align={align(c)}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((r, i) => (
            <TableRow key={i}>
              {table.columns.map((c) => (
                <TableCell key={c.key} align={align(c)}>
                  {cell(c, r[c.key])}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {table.totals && (
            <TableRow sx={{ '& td': { fontWeight: 700 } }}>
              {table.columns.map((c) => (
                <TableCell key={c.key} align={align(c)}>
                  {cell(c, table.totals![c.key])}
                </TableCell>
              ))}
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Paper>
  );
}

/** /staff/reports: payments by day, product and area, the GST summary and membership numbers, as a table and CSV. */
export function ReportsPage() {
  const { timeZone } = useSettings();
  const today = todayIn(timeZone);
  const [form, setForm] = useState({
    report: 'payments-by-day' as ReportKind,
    from: addDaysIso(today, -30),
    to: today,
  });
  const [asked, setAsked] = useState(form);
  const [exportError, setExportError] = useState<unknown>(null);
  const valid = ReportQuery.safeParse({ from: form.from, to: form.to });
  const q = useQuery({
    queryKey: ['staff', 'reports', asked],
    placeholderData: keepPreviousData,
    queryFn: async () =>
      (await call(REPORT_CALLS[asked.report].table, { query: { from: asked.from, to: asked.to } })).data,
  });
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h4" component="h1">
          {T.reports}
        </Typography>
        <CsvButton
          endpoint={REPORT_CALLS[asked.report].csv}
          input={{ query: { from: asked.from, to: asked.to } }}
          filename={`${asked.report}-${asked.from}-${asked.to}.csv`}
          onError={setExportError}
        />
      </Stack>
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
        <TextField
          select
          label={T.reports}
          size="small"
          value={form.report}
          sx={{ minWidth: 220 }}
          onChange={(e) => setForm({ ...form, report: e.target.value as ReportKind })}
        >
          {REPORT_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {T.titles[k]}
            </MenuItem>
          ))}
        </TextField>
        <PeriodFields value={form} onChange={setForm} labels={T} problem={valid.error?.issues[0]?.message} />
        <Button type="submit" variant="contained" disabled={!valid.success || q.isFetching}>
          {T.show}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {T.hint}
      </Typography>
      <RefusalAlert error={exportError ?? q.error} onClose={() => setExportError(null)} />
      {q.data && (
        <>
          <Typography variant="h6" component="h2">
            {q.data.title}: {isoToDmy(q.data.from)} – {isoToDmy(q.data.to)}
          </Typography>
          <ReportView table={q.data} />
        </>
      )}
    </Stack>
  );
}
