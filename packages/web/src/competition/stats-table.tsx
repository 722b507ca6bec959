import { useMemo, useState } from 'react';
import { Box, InputAdornment, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import type { StatRow } from '@portal/domain/competition/competition.contract';
import { CompetitionMessages as M } from '@portal/domain/competition/competition.messages';

const COLUMNS: { key: keyof StatRow; label: string }[] = [
  { key: 'tshirt_number', label: '#' }, { key: 'member', label: 'Name' }, { key: 'points', label: 'Points' },
  { key: 'one_points', label: 'Free Throws' }, { key: 'two_points', label: 'Field Goals' }, { key: 'three_points', label: '3 Pointers' },
  { key: 'fouls', label: 'Fouls' }, { key: 'techfouls', label: 'Technical' }, { key: 'unspfouls', label: 'Unsportsmanlike' }, { key: 'disqfouls', label: 'Disqualifying' },
];
const PAGE = 10; // spec 001 §9: tables show 10 rows per page

/** Searchable player stats of one game, sorted by name, 10 rows a page (spec 001 §2 Stats page, §8 texts). */
export function StatsTable({ rows }: { rows: StatRow[] }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const visible = useMemo(() => {
    const q = search.trim().toLowerCase();
    return rows.filter((r) => !q || Object.values(r).some((v) => String(v).toLowerCase().includes(q)))
      .sort((a, b) => a.member.localeCompare(b.member));
  }, [rows, search]);
  const empty = rows.length === 0 ? M.noStats : visible.length === 0 ? M.noMatch(search) : null;
  return (
    <Box sx={{ mt: 2 }}>
      <TextField label="Search" value={search} onChange={(e) => { setSearch(e.target.value); setPage(0); }} sx={{ maxWidth: 360 }}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> } }} />
      <TableContainer sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1, mt: 1 }}>
        <Table size="small" aria-label="Player stats">
          <TableHead>
            <TableRow>{COLUMNS.map((c) => <TableCell key={c.key} align={c.key === 'member' ? 'left' : 'right'}>{c.label}</TableCell>)}</TableRow>
          </TableHead>
          <TableBody>
            {empty ? (
              <TableRow><TableCell colSpan={COLUMNS.length}><Typography align="center">{empty}</Typography></TableCell></TableRow>
            ) : visible.slice(page * PAGE, page * PAGE + PAGE).map((r) => (
              <TableRow key={`${r.member}-${r.tshirt_number}`} hover>
                {COLUMNS.map((c) => <TableCell key={c.key} align={c.key === 'member' ? 'left' : 'right'}>{r[c.key]}</TableCell>)}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination component="div" count={visible.length} page={page} onPageChange={(_, p) => setPage(p)} rowsPerPage={PAGE} rowsPerPageOptions={[PAGE]} />
    </Box>
  );
}
