import {
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@portal/domain/shared/time';
import { MAIL_STATUSES, mailOutboxList, type MailStatus } from '@portal/domain/staff/mail.contract';
import { MailListTexts as T, StaffTexts as S } from '@portal/domain/staff/staff.messages';
import { PageLoading } from '../components/feedback/page-loading';
import { RefusalAlert } from '../components/staff/refusal-alert';
import { call } from '../lib/api-client';
import { useSettings } from '../lib/settings';
import { useUrlFilter } from '../lib/url-filter';

const mailQuery = (status: MailStatus) =>
  queryOptions({
    queryKey: ['staff', 'mail', status],
    queryFn: async () => (await call(mailOutboxList, { query: { status } })).data,
  });

/** /staff/mail: the mail that failed or waits to be sent, newest first; the home's Mail card opens it filtered (decision 277). */
export function MailPage() {
  const { timeZone } = useSettings();
  const [chosen, setStatus] = useUrlFilter('status', MAIL_STATUSES);
  const status: MailStatus = chosen || 'failed';
  const list = useQuery(mailQuery(status));
  const c = T.columns;
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {T.title}
      </Typography>
      <Stack direction="row" sx={{ mb: 2, gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          label={T.status}
          size="small"
          value={status}
          onChange={(e) => setStatus(e.target.value as MailStatus)}
          sx={{ minWidth: 220 }}
        >
          {MAIL_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {T.statuses[s]}
            </MenuItem>
          ))}
        </TextField>
        {list.data && <Typography>{T.shown(list.data.rows.length, list.data.total)}</Typography>}
      </Stack>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {T.note}
      </Typography>
      {list.isPending && <PageLoading label={S.loading} />}
      <RefusalAlert error={list.error} />
      {list.data && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={T.statuses[status]}>
            <TableHead>
              <TableRow>
                <TableCell>{c.created}</TableCell>
                <TableCell>{c.to}</TableCell>
                <TableCell>{c.subject}</TableCell>
                <TableCell align="right">{c.attempts}</TableCell>
                <TableCell>{status === 'failed' ? c.error : c.next}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.rows.map((m) => (
                <TableRow key={m.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(m.created_at, timeZone)}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{m.to}</TableCell>
                  <TableCell>{m.subject}</TableCell>
                  <TableCell align="right">{m.attempts}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>
                    {status === 'failed' ? (m.last_error ?? '') : formatDateTime(m.next_attempt_at, timeZone)}
                  </TableCell>
                </TableRow>
              ))}
              {!list.data.rows.length && (
                <TableRow>
                  <TableCell colSpan={5}>{T.none}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
