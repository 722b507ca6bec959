import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { MessageRow } from '@portal/domain/messaging/messaging.staff.contract';
import { MESSAGE_STATUSES } from '@portal/domain/messaging/messaging.staff.contract';
import { ChannelLabels } from '@portal/domain/messaging/messaging';
import { MessageStatusLabels, MessagingStaffTexts as T } from '@portal/domain/messaging/messaging.staff.messages';
import { formatDateTime } from '@portal/domain/shared/time';
import { StaffTexts } from '@portal/domain/staff/staff.messages';
import { useSettings } from '../../lib/settings';
import { RefusalAlert } from '../../components/staff/refusal-alert';
import { ServerGrid } from '../../components/staff/server-grid';
import { useStaffList } from '../../components/staff/use-staff-list';
import { messageListQuery } from './messages.api';

type Status = '' | (typeof MESSAGE_STATUSES)[number];

const columnsIn = (timeZone: string): GridColDef<MessageRow>[] => [
  { field: 'subject', headerName: T.columns.subject, flex: 1.4, minWidth: 170 },
  { field: 'audience_label', headerName: T.columns.audience, flex: 1.2, minWidth: 160, sortable: false },
  {
    field: 'send_at',
    headerName: T.columns.sendAt,
    width: 170,
    valueFormatter: (v: string) => formatDateTime(v, timeZone),
  },
  {
    field: 'status',
    headerName: T.columns.status,
    width: 110,
    sortable: false,
    valueFormatter: (v: MessageRow['status']) => MessageStatusLabels[v],
  },
  { field: 'people', headerName: T.columns.people, width: 90, type: 'number', sortable: false },
  {
    field: 'channels',
    headerName: T.channels,
    width: 150,
    sortable: false,
    valueFormatter: (v: MessageRow['channels']) => v.map((c) => ChannelLabels[c]).join(', '),
  },
  { field: 'failed', headerName: T.columns.failed, width: 80, type: 'number', sortable: false },
  { field: 'sender', headerName: T.columns.sender, width: 150, sortable: false },
];

/** /staff/messages: the messages staff sent and scheduled (issue 43), newest first, and "New message". */
export function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { timeZone } = useSettings();
  const filters = { q: params.get('q') ?? '', status: (params.get('status') ?? '') as Status };
  const [q, setQ] = useState(filters.q);
  const { list, grid, firstPage } = useStaffList(messageListQuery, filters, 'desc');
  const search = (next: typeof filters) => {
    setParams({ q: next.q, status: next.status }, { replace: true });
    firstPage();
  };
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {T.title}
        </Typography>
        <Button variant="contained" component={RouterLink} to="/staff/messages/new">
          {T.newMessage}
        </Button>
      </Box>
      <Box
        component="form"
        role="search"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          search({ ...filters, q });
        }}
        sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}
      >
        <TextField
          label={T.search}
          size="small"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          sx={{ width: { xs: '100%', sm: 320 } }}
        />
        <TextField
          select
          label={T.status}
          size="small"
          value={filters.status}
          onChange={(e) => search({ ...filters, q, status: e.target.value as Status })}
          sx={{ width: 170 }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">{T.anyStatus}</MenuItem>
          {MESSAGE_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {MessageStatusLabels[s]}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained">
          {StaffTexts.search}
        </Button>
      </Box>
      <RefusalAlert error={list.error} />
      <ServerGrid
        label={T.title}
        columns={columnsIn(timeZone)}
        {...grid}
        onRowClick={(row) => void navigate(`/staff/messages/${row.id}`)}
      />
    </>
  );
}
