import { useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useSearchParams } from 'react-router';
import { formatDateTime, isoToDmy } from '@portal/domain/shared/time';
import { auditField, auditSentence } from '@portal/domain/staff/audit-actions';
import { auditExport, type AuditEntry, type AuditFilters } from '@portal/domain/staff/staff.contract';
import type { StaffRole } from '@portal/domain/staff/permissions';
import { StaffRoleLabels, StaffTexts as T } from '@portal/domain/staff/staff.messages';
import { useSettings } from '../lib/settings';
import { AuditFiltersForm, NO_AUDIT_FILTERS } from './components/audit-filters';
import { CsvButton } from '../components/staff/csv-button';
import { RefusalAlert } from '../components/staff/refusal-alert';
import { ServerGrid } from '../components/staff/server-grid';
import { useStaffList } from '../components/staff/use-staff-list';
import { auditQuery } from './staff.api';

/** What changed, one field a line: `Field: before → after`, fields and roles named for people, days dd/mm/yyyy (a side without the field shows as –). */
function changeOf(e: AuditEntry, timeZone: string): string {
  const keys = [...new Set([...Object.keys(e.before ?? {}), ...Object.keys(e.after ?? {})])];
  const shown = (x: unknown): string => {
    if (Array.isArray(x) && x.every((r) => typeof r === 'string' && r in StaffRoleLabels))
      return x.map(shown).join(', ') || 'none';
    if (typeof x === 'string' && x in StaffRoleLabels) return StaffRoleLabels[x as StaffRole];
    if (typeof x === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(x)) return isoToDmy(x);
    if (typeof x === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(x)) return formatDateTime(x, timeZone);
    return JSON.stringify(x);
  };
  const side = (v: Record<string, unknown> | null, k: string) => (v && k in v ? shown(v[k]) : '–');
  return keys.map((k) => `${auditField(k)}: ${side(e.before, k)} → ${side(e.after, k)}`).join('\n');
}

/** /staff/audit: every staff write, newest first, filtered, paged and sorted on the server; exported as CSV. */
export function AuditPage() {
  const { timeZone } = useSettings();
  // a member's record links here with its own filters (entity, entity_id)
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<AuditFilters>(() => ({
    ...NO_AUDIT_FILTERS,
    ...Object.fromEntries(Object.keys(NO_AUDIT_FILTERS).map((k) => [k, params.get(k) ?? ''])),
  }));
  const [exportError, setExportError] = useState<unknown>(null);
  const { list: trail, query, grid, firstPage } = useStaffList(auditQuery, filters, 'desc');
  const columns: GridColDef<AuditEntry>[] = [
    { field: 'at', headerName: 'When', width: 140, valueFormatter: (v: string) => formatDateTime(v, timeZone) },
    { field: 'actor', headerName: 'Who', width: 100 },
    { field: 'action', headerName: 'What', width: 190, valueFormatter: (v: string) => auditSentence(v) },
    { field: 'entity', headerName: 'Record', width: 95, valueGetter: (_v, r) => `${r.entity} ${r.entity_id}` },
    { field: 'reason', headerName: 'Reason', flex: 1, minWidth: 100, sortable: false },
    {
      field: 'change',
      headerName: 'Before → after',
      flex: 2,
      minWidth: 180,
      sortable: false,
      valueGetter: (_v, r) => changeOf(r, timeZone),
    },
  ];
  return (
    <>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h4" component="h1">
          {T.audit}
        </Typography>
        <CsvButton endpoint={auditExport} input={{ query }} filename="audit-trail.csv" onError={setExportError} />
      </Stack>
      <AuditFiltersForm
        initial={filters}
        onApply={(f) => {
          setFilters(f);
          firstPage();
        }}
      />
      <RefusalAlert error={exportError ?? trail.error} onClose={() => setExportError(null)} />
      <Box
        sx={{ '& .MuiDataGrid-cell': { whiteSpace: 'pre-line', overflowWrap: 'anywhere', lineHeight: 1.4, py: 0.75 } }}
      >
        <ServerGrid label={T.audit} columns={columns} {...grid} autoRowHeight />
      </Box>
    </>
  );
}
