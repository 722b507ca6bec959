import { useState } from 'react';
import { Box, Chip, CircularProgress, Typography, useMediaQuery } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import type { StaffEntryRow } from '@portal/domain/nomination/entries.staff.contract';
import { EntriesTexts as T, ENTRY_STATUSES, type EntryStatus } from '@portal/domain/nomination/entries.staff.messages';
import { formatCents } from '@portal/domain/shared/money';
import { formatDateTime } from '@portal/domain/shared/time';
import { useSettings } from '../../lib/settings';
import { useMay } from '../../lib/staff-me';
import { useUrlFilter } from '../../lib/url-filter';
import { RefusalAlert } from '../../components/staff/refusal-alert';
import { ServerGrid } from '../../components/staff/server-grid';
import { useStaffList } from '../../components/staff/use-staff-list';
import { SuccessNotice } from '../../components/staff/success-notice';
import { EntryActions, type EntryVerb } from './entry-actions';
import { EntryDecisionDialogs } from './entry-decision-dialogs';
import { EntriesFilters, type EntryFilterChange, type EntryFilters } from './entries-filters';
import { entrySeasonsQuery, staffEntriesQuery } from './entries.staff.api';

const COLOUR: Record<EntryStatus, 'default' | 'success' | 'warning' | 'error'> = {
  pending: 'warning',
  accepted: 'success',
  waitlisted: 'default',
  declined: 'error',
};

/** Paid, and what was refunded of it under it. */
function PaidCell({ row }: { row: StaffEntryRow }) {
  return (
    <Box sx={{ textAlign: 'right', py: 0.5 }}>
      {formatCents(row.paid_cents)}
      {row.refunded_cents > 0 && (
        <Typography variant="caption" component="div">
          {T.refundedAmount(formatCents(row.refunded_cents))}
        </Typography>
      )}
    </Box>
  );
}

/** Team (with its manager under it on a tablet), division, manager, status, paid, date entered and the decisions. */
function useColumns(onAsk: ((verb: EntryVerb, row: StaffEntryRow) => void) | null): GridColDef<StaffEntryRow>[] {
  const { timeZone } = useSettings();
  const wide = useMediaQuery('(min-width: 1200px)');
  const team: GridColDef<StaffEntryRow> = wide
    ? { field: 'team', headerName: T.columns.team, flex: 1, minWidth: 140 }
    : {
        field: 'team',
        headerName: T.columns.team,
        flex: 1,
        minWidth: 150,
        renderCell: ({ row }) => (
          <Box sx={{ py: 0.5 }}>
            {row.team}
            <Typography variant="caption" component="div">
              {row.manager}
            </Typography>
          </Box>
        ),
      };
  return [
    team,
    { field: 'division', headerName: T.columns.division, flex: 1, minWidth: 120 },
    ...(wide
      ? [
          {
            field: 'manager',
            headerName: T.columns.manager,
            flex: 1,
            minWidth: 130,
          } satisfies GridColDef<StaffEntryRow>,
        ]
      : []),
    {
      field: 'status',
      headerName: T.columns.status,
      width: 112,
      renderCell: ({ row }) => <Chip size="small" color={COLOUR[row.status]} label={T.statuses[row.status]} />,
    },
    {
      field: 'paid_cents',
      headerName: T.columns.paid,
      width: 120,
      align: 'right',
      headerAlign: 'right',
      sortable: false,
      renderCell: ({ row }) => <PaidCell row={row} />,
    },
    {
      field: 'entered_at',
      headerName: T.columns.entered,
      width: 108,
      valueFormatter: (v: string) => formatDateTime(v, timeZone),
    },
    ...(onAsk
      ? [
          {
            field: 'actions',
            headerName: T.columns.actions,
            width: 215,
            sortable: false,
            renderCell: ({ row }) => <EntryActions row={row} onAsk={onAsk} />,
          } satisfies GridColDef<StaffEntryRow>,
        ]
      : []),
  ];
}

/** /staff/entries: a season's team entries per division, filtered, paged and sorted on the server, and the decisions on them. */
export function EntriesPage() {
  const seasons = useQuery(entrySeasonsQuery());
  const [status, setStatus] = useUrlFilter('status', ENTRY_STATUSES); // the home's card links here filtered (decision 277)
  const [filters, setFilters] = useState<EntryFilters>({ season: null, division: '', q: '' });
  const [asked, setAsked] = useState<{ verb: EntryVerb; row: StaffEntryRow } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const canDecide = useMay('competition.entries.decide');
  const season =
    seasons.data?.find((s) => s.id === filters.season) ?? seasons.data?.find((s) => s.active) ?? seasons.data?.[0];
  const { list, grid, firstPage } = useStaffList(
    staffEntriesQuery,
    { season_id: season?.id ?? 0, division_id: filters.division, status, q: filters.q },
    'asc',
    season !== undefined,
  );
  const columns = useColumns(
    canDecide
      ? (verb, row) => {
          setDone(null);
          setAsked({ verb, row });
        }
      : null,
  );
  const filter = (f: EntryFilterChange) => {
    const { status: next, ...rest } = f;
    if (next !== undefined) setStatus(next);
    setFilters({ ...filters, ...rest });
    firstPage();
  };
  if (seasons.isPending) return <CircularProgress aria-label={T.title} />;
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {T.title}
      </Typography>
      <EntriesFilters
        seasons={seasons.data ?? []}
        season={season}
        filters={filters}
        status={status}
        onFilter={filter}
      />
      <SuccessNotice message={done} onClose={() => setDone(null)} />
      <RefusalAlert error={seasons.error ?? list.error} />
      <ServerGrid label={T.title} columns={columns} {...grid} autoRowHeight />
      {asked && season && (
        <EntryDecisionDialogs
          asked={asked}
          season={season}
          onClose={() => setAsked(null)}
          onDone={(message) => {
            setAsked(null);
            setDone(message);
          }}
        />
      )}
    </>
  );
}
