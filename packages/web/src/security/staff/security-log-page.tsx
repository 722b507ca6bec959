import { useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { SecurityEventLabels, type SecurityEventKind } from '@portal/domain/security/security-events';
import {
  securityLogExport,
  type SecurityEventRow,
  type SecurityLogFilters,
} from '@portal/domain/security/security-log.contract';
import { SecurityLogTexts as T } from '@portal/domain/security/security-log.messages';
import { formatDateTime } from '@portal/domain/shared/time';
import { CsvButton } from '../../components/staff/csv-button';
import { RefusalAlert } from '../../components/staff/refusal-alert';
import { ServerGrid } from '../../components/staff/server-grid';
import { useStaffList } from '../../components/staff/use-staff-list';
import { useSettings } from '../../lib/settings';
import { NO_LOG_FILTERS, SecurityLogFiltersForm } from './security-log-filters';
import { securityLogQuery } from './security-log.api';

/** The event's detail in words: `call: GET /api/staff/audit`, one a line. */
const detailOf = (d: Record<string, unknown>) =>
  Object.entries(d)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join('\n');

/** /staff/security/log: the security log, newest first, filtered, paged and sorted on the server; CSV of the filter. */
export function SecurityLogPage() {
  const { timeZone } = useSettings();
  const [filters, setFilters] = useState<SecurityLogFilters>(NO_LOG_FILTERS);
  const [exportError, setExportError] = useState<unknown>(null);
  const { list, query, grid, firstPage } = useStaffList(securityLogQuery, filters, 'desc');
  const columns: GridColDef<SecurityEventRow>[] = [
    { field: 'at', headerName: T.when, width: 150, valueFormatter: (v: string) => formatDateTime(v, timeZone) },
    {
      field: 'kind',
      headerName: T.kind,
      width: 170,
      valueFormatter: (v: SecurityEventKind) => SecurityEventLabels[v],
    },
    { field: 'person', headerName: 'Person', flex: 1, minWidth: 150, sortable: false },
    { field: 'actor', headerName: T.by, width: 150, sortable: false },
    { field: 'ip', headerName: T.address, width: 120 },
    { field: 'detail', headerName: T.detail, flex: 1, minWidth: 160, sortable: false, valueFormatter: detailOf },
    { field: 'user_agent', headerName: T.browser, flex: 1, minWidth: 140, sortable: false },
  ];
  return (
    <>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h4" component="h1">
          {T.title}
        </Typography>
        <CsvButton
          endpoint={securityLogExport}
          input={{ query }}
          filename="security-log.csv"
          onError={setExportError}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {T.intro}
      </Typography>
      <SecurityLogFiltersForm
        onApply={(f) => {
          setFilters(f);
          firstPage();
        }}
      />
      <RefusalAlert error={exportError ?? list.error} onClose={() => setExportError(null)} />
      <Box
        sx={{ '& .MuiDataGrid-cell': { whiteSpace: 'pre-line', overflowWrap: 'anywhere', lineHeight: 1.4, py: 0.75 } }}
      >
        <ServerGrid label={T.title} columns={columns} {...grid} autoRowHeight />
      </Box>
    </>
  );
}
