import { useState } from 'react';
import {
  Box,
  Button,
  Link,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { messageHtml } from '@portal/domain/messaging/message-format';
import type { DeliveryRow, MessageDetail } from '@portal/domain/messaging/messaging.staff.contract';
import {
  ChannelLabels,
  CHANNELS,
  DELIVERY_STATES,
  MessageKindLabels,
  type Channel,
  type DeliveryState,
} from '@portal/domain/messaging/messaging';
import {
  DeliveryStateLabels,
  MessageStatusLabels,
  MessagingStaffTexts as T,
} from '@portal/domain/messaging/messaging.staff.messages';
import { formatDateTime } from '@portal/domain/shared/time';
import { StaffTexts } from '@portal/domain/staff/staff.messages';
import { PageLoading } from '../../components/feedback/page-loading';
import { ConfirmDialog } from '../../components/staff/confirm-dialog';
import { RefusalAlert } from '../../components/staff/refusal-alert';
import { ServerGrid } from '../../components/staff/server-grid';
import { SuccessNotice } from '../../components/staff/success-notice';
import { useStaffList } from '../../components/staff/use-staff-list';
import { useSettings } from '../../lib/settings';
import { deliveriesQuery, messageQuery, useCancelMessage } from './messages.api';

const columnsIn = (timeZone: string): GridColDef<DeliveryRow>[] => [
  {
    field: 'name',
    headerName: T.columns.name,
    flex: 1.2,
    minWidth: 160,
    valueGetter: (_v, r) => (r.for_name ? `${r.name} (${T.forChild(r.for_name)})` : r.name),
  },
  {
    field: 'channel',
    headerName: T.columns.channel,
    width: 140,
    valueGetter: (_v, r) =>
      r.segments ? `${ChannelLabels[r.channel]} (${T.parts(r.segments)})` : ChannelLabels[r.channel],
  },
  {
    field: 'state',
    headerName: T.columns.state,
    width: 140,
    valueFormatter: (v: DeliveryState) => DeliveryStateLabels[v],
  },
  { field: 'reason', headerName: T.columns.reason, flex: 1.2, minWidth: 180, sortable: false },
  { field: 'address', headerName: T.columns.address, flex: 1, minWidth: 160, sortable: false },
  {
    field: 'sent_at',
    headerName: T.columns.sendAt,
    width: 170,
    sortable: false,
    valueFormatter: (v: string | null) => (v ? formatDateTime(v, timeZone) : ''),
  },
];

/** /staff/messages/:messageId: one message, its deliveries counted per way and state, and who received it. */
export function MessagePage() {
  const messageId = Number(useParams().messageId);
  const message = useQuery(messageQuery(messageId));
  const { timeZone } = useSettings();
  const sent = (useLocation().state as { notice?: string } | null)?.notice;
  if (message.isPending) return <PageLoading label={T.loading} />;
  if (!message.data) return <RefusalAlert error={message.error} />;
  const m = message.data;
  return (
    <>
      <Link component={RouterLink} to="/staff/messages">
        {T.back}
      </Link>
      <Typography variant="h4" component="h1" sx={{ my: 1 }}>
        {m.subject}
      </Typography>
      <SuccessNotice message={sent} />
      <Summary message={m} timeZone={timeZone} />
      <Counts message={m} />
      <Deliveries messageId={messageId} timeZone={timeZone} />
    </>
  );
}

function Summary({ message: m, timeZone }: { message: MessageDetail; timeZone: string }) {
  const cancel = useCancelMessage();
  const [asking, setAsking] = useState(false);
  const facts: [string, string][] = [
    [T.columns.audience, m.audience_label],
    [T.columns.status, MessageStatusLabels[m.status]],
    [T.columns.sendAt, formatDateTime(m.send_at, timeZone)],
    [T.kind, MessageKindLabels[m.kind]],
    [T.channels, m.channels.map((c) => ChannelLabels[c]).join(', ')],
    [T.sentBy, m.sender ?? ''],
    [T.columns.people, String(m.people)],
    ...(m.attachment ? [[T.attachedFile, m.attachment] as [string, string]] : []),
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 0.5, columnGap: 2, m: 0 }}
      >
        {facts.map(([k, v]) => (
          <Box key={k} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {k}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {v}
            </Typography>
          </Box>
        ))}
      </Box>
      {/* messageHtml escapes everything but its own small set of tags (domain message-format.ts) */}
      <Box sx={{ mt: 2, '& p': { my: 1 } }} dangerouslySetInnerHTML={{ __html: messageHtml(m.body) }} />
      <SuccessNotice message={cancel.data?.message} onClose={() => cancel.reset()} />
      {m.status === 'scheduled' && (
        <Button color="error" variant="outlined" onClick={() => setAsking(true)}>
          {T.cancel}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        title={T.cancelTitle}
        text={T.cancelText}
        action={T.cancel}
        busy={cancel.isPending}
        error={cancel.error}
        destructive
        onCancel={() => setAsking(false)}
        onConfirm={() => cancel.mutate(m.id, { onSuccess: () => setAsking(false) })}
      />
    </Paper>
  );
}

function Counts({ message: m }: { message: MessageDetail }) {
  const channels = CHANNELS.filter((c) => m.channels.includes(c));
  return (
    <Paper
      component="section"
      aria-labelledby="counts-title"
      variant="outlined"
      sx={{ p: 1.5, mb: 2, overflowX: 'auto' }}
    >
      <Typography id="counts-title" variant="h6" component="h2">
        {T.counts}
      </Typography>
      <Table size="small" aria-labelledby="counts-title">
        <TableHead>
          <TableRow>
            <TableCell>{T.columns.channel}</TableCell>
            {DELIVERY_STATES.map((s) => (
              <TableCell key={s} align="right">
                {DeliveryStateLabels[s]}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {channels.map((c) => (
            <TableRow key={c}>
              <TableCell component="th" scope="row">
                {ChannelLabels[c]}
              </TableCell>
              {DELIVERY_STATES.map((s) => (
                <TableCell key={s} align="right">
                  {m.counts[c]?.[s] ?? 0}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

function Deliveries({ messageId, timeZone }: { messageId: number; timeZone: string }) {
  const [filters, setFilters] = useState<{ q: string; channel: '' | Channel; state: '' | DeliveryState }>({
    q: '',
    channel: '',
    state: '',
  });
  const [q, setQ] = useState('');
  const { list, grid, firstPage } = useStaffList(deliveriesQuery(messageId), filters, 'asc');
  const change = (next: typeof filters) => {
    setFilters(next);
    firstPage();
  };
  return (
    <Box component="section" aria-labelledby="deliveries-title">
      <Typography id="deliveries-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {T.deliveries}
      </Typography>
      <Box
        component="form"
        role="search"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          change({ ...filters, q });
        }}
        sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mb: 2 }}
      >
        <TextField
          label={T.searchPerson}
          size="small"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          sx={{ width: { xs: '100%', sm: 260 } }}
        />
        <TextField
          select
          label={T.columns.channel}
          size="small"
          value={filters.channel}
          onChange={(e) => change({ ...filters, q, channel: e.target.value as Channel })}
          sx={{ width: 170 }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">{T.anyChannel}</MenuItem>
          {CHANNELS.map((c) => (
            <MenuItem key={c} value={c}>
              {ChannelLabels[c]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={T.columns.state}
          size="small"
          value={filters.state}
          onChange={(e) => change({ ...filters, q, state: e.target.value as DeliveryState })}
          sx={{ width: 170 }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">{T.anyState}</MenuItem>
          {DELIVERY_STATES.map((s) => (
            <MenuItem key={s} value={s}>
              {DeliveryStateLabels[s]}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained">
          {StaffTexts.search}
        </Button>
      </Box>
      <RefusalAlert error={list.error} />
      <ServerGrid label={T.deliveries} columns={columnsIn(timeZone)} {...grid} autoRowHeight />
    </Box>
  );
}
