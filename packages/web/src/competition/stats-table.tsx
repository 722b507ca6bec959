import { useMemo, useState } from 'react';
import {
  Box,
  InputAdornment,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import SwipeIcon from '@mui/icons-material/Swipe';
import type { StatRow, StatTotalRow } from '@portal/domain/competition/competition.contract';
import { CompetitionMessages as M, StatsColumns } from '@portal/domain/competition/competition.messages';
import { useSidewaysOverflow } from '../lib/use-sideways-overflow';

const PAGE = 10; // spec 001 §9: tables show 10 rows per page
const align = (key: string) => (key === 'member' ? 'left' : 'right');
/** The player's name stays in view while the table scrolls sideways on a phone (ours, decision 113). */
const NAME = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: '2px 0 4px -2px rgba(0,0,0,0.25)',
  minWidth: 120,
} as const;
const cellSx = (key: string) => (key === 'member' ? NAME : { whiteSpace: 'nowrap' });
/** Season totals add the games each player has a line in, after the name (decision 226). */
const TOTAL_COLUMNS = [
  ...StatsColumns.slice(0, 2),
  { key: 'games', label: M.gamesColumn },
  ...StatsColumns.slice(2),
] as const;

type Columns = readonly { key: string; label: string }[];

/** The search box above the table. */
function StatsSearch({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  return (
    <TextField
      label={M.search}
      value={search}
      onChange={(e) => onSearch(e.target.value)}
      sx={{ maxWidth: 360 }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** The table's rows of one page, or a line saying the search matches no one. */
function StatsRows({ columns, rows, search }: { columns: Columns; rows: StatRow[]; search: string }) {
  if (rows.length === 0)
    return (
      <TableRow>
        <TableCell colSpan={columns.length}>
          <Typography align="center">{M.noMatch(search)}</Typography>
        </TableCell>
      </TableRow>
    );
  return rows.map((r) => (
    <TableRow key={`${r.member}-${r.tshirt_number}`} hover>
      {columns.map((c) => (
        <TableCell key={c.key} align={align(c.key)} sx={cellSx(c.key)}>
          {(r as Record<string, unknown>)[c.key] as string | number}
        </TableCell>
      ))}
    </TableRow>
  ));
}

/** The rows matching the search (any column), sorted by name. */
function useVisibleRows(rows: StatRow[] | StatTotalRow[], search: string) {
  return useMemo(() => {
    const q = search.trim().toLowerCase();
    return (rows as StatRow[])
      .filter((r) => !q || Object.values(r).some((v) => String(v).toLowerCase().includes(q)))
      .sort((a, b) => a.member.localeCompare(b.member));
  }, [rows, search]);
}

/**
 * Searchable player stats of one game, sorted by name, 10 rows a page (spec 001 §2 Stats page, §8 texts). When the
 * columns do not fit, the name column stays pinned and a line above the table says it scrolls sideways.
 */
export function StatsTable({ rows, totals = false }: { rows: StatRow[] | StatTotalRow[]; totals?: boolean }) {
  const columns: Columns = totals ? TOTAL_COLUMNS : StatsColumns;
  const label = totals ? M.seasonTotalsLabel : M.statsTableLabel;
  const { ref, overflows } = useSidewaysOverflow<HTMLDivElement>();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const visible = useVisibleRows(rows, search);
  // §8: a game without stats says so, with nothing to search or page through
  if (rows.length === 0)
    return (
      <Typography sx={{ mt: 3 }} align="center">
        {M.noStats}
      </Typography>
    );
  return (
    <Box sx={{ mt: 2 }}>
      <StatsSearch
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(0);
        }}
      />
      {overflows && (
        <Typography
          variant="body2"
          color="textSecondary"
          sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 0.5 }}
        >
          <SwipeIcon fontSize="small" />
          {M.scrollSideways}
        </Typography>
      )}
      <TableContainer
        ref={ref}
        tabIndex={overflows ? 0 : undefined}
        role={overflows ? 'region' : undefined}
        aria-label={overflows ? label : undefined}
        sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1, mt: 1 }}
      >
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.key} align={align(c.key)} sx={cellSx(c.key)}>
                  {c.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <StatsRows columns={columns} rows={visible.slice(page * PAGE, page * PAGE + PAGE)} search={search} />
          </TableBody>
        </Table>
      </TableContainer>
      {visible.length > 0 && (
        <TablePagination
          component="div"
          count={visible.length}
          page={page}
          onPageChange={(_, p) => setPage(p)}
          rowsPerPage={PAGE}
          rowsPerPageOptions={[PAGE]}
        />
      )}
    </Box>
  );
}
