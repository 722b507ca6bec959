import { Chip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import type { ImportSummary } from '@portal/domain/import/import.contract';
import { ImportJobTexts as J, ImportSourceNames, ImportTexts as T } from '@portal/domain/import/import.staff.messages';
import { formatDateTime } from '@portal/domain/shared/time';
import { PageLoading } from '../../components/feedback/page-loading';
import { RefusalAlert } from '../../components/staff/refusal-alert';
import { useSettings } from '../../lib/settings';
import { importsQuery } from './import.api';
import { RowsTable, type Column } from './plan-rows-table';

const counts = (s: ImportSummary) =>
  s.result
    ? J.listCounts(s.result.created, s.result.changed, s.counts.refused)
    : J.listCounts(s.counts.create, s.counts.change, s.counts.refused);

/** Every import, newest first: when, who, file, kind, counts, status; a row's file opens it. */
export function PastImports() {
  const { timeZone } = useSettings();
  const list = useQuery(importsQuery());
  const c = J.columns;
  const columns: Column<ImportSummary>[] = [
    { header: c.when, cell: (s) => formatDateTime(s.created_at, timeZone) },
    { header: c.who, cell: (s) => s.created_by.name },
    { header: c.file, cell: (s) => <RouterLink to={`/staff/imports/${s.id}`}>{s.file_name}</RouterLink> },
    { header: c.kind, cell: (s) => ImportSourceNames[s.source] },
    { header: c.counts, cell: counts },
    {
      header: c.status,
      cell: (s) => (
        <Chip size="small" label={J.statuses[s.status]} color={s.status === 'done' ? 'success' : 'default'} />
      ),
    },
  ];
  if (list.isPending) return <PageLoading label={T.loading} />;
  return (
    <>
      <RefusalAlert error={list.error} />
      {list.data && (
        <RowsTable label={T.pastTitle} columns={columns} rows={list.data} rowKey={(s) => s.id} empty={T.pastNone} />
      )}
    </>
  );
}
