import { useMemo, useState, type ReactNode } from 'react';
import {
  Box,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { PagedCards } from './paged-cards';
import { SidewaysScroll } from './sideways-scroll';

export interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
  /** Text the search box matches (defaults to nothing for this column). */
  text?: (row: T) => string;
  align?: 'left' | 'right' | 'center';
  /** A button or links for the row (View, calendar links): on a phone's card it goes under the fields, without its label. */
  action?: boolean;
  /** Long text (a venue, a game) that may wrap in the table, so the columns after it stay in sight on a desktop. */
  wrap?: boolean;
}

/** spec 002 §9: tables show 10 rows per page. */
export const ROWS_PER_PAGE = 10;

/** The table on a wider screen: a row per entry, or one row saying the search found nothing (`none`). */
function DeskTable<T>({
  rows,
  columns,
  rowKey,
  label,
  none,
}: {
  rows: readonly T[];
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  label: string;
  none: string | null;
}) {
  return (
    <SidewaysScroll label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.label} align={c.align}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={rowKey(r)} hover>
              {columns.map((c) => (
                <TableCell key={c.label} align={c.align} sx={c.wrap ? { minWidth: 140 } : { whiteSpace: 'nowrap' }}>
                  {c.cell(r)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {none !== null && (
            <TableRow>
              <TableCell colSpan={columns.length}>{none}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </SidewaysScroll>
  );
}

/**
 * A searchable table of 10 rows a page (invoices, receipts, bookings…): the search matches the columns' text, an
 * empty list and a search without match have their own messages. On a phone each row is a card of label and value
 * (docs/decisions/144-tables-as-cards-on-a-phone.md), so no column is out of sight.
 */
export function PagedTable<T>({
  rows,
  columns,
  rowKey,
  empty,
  noResults,
  searchLabel,
  label,
}: {
  rows: readonly T[];
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  empty: string;
  noResults: (search: string) => string;
  searchLabel: string;
  label: string;
}) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const found = useMemo(() => {
    const q = search.trim().toLowerCase();
    if (!q) return rows;
    return rows.filter((r) => columns.some((c) => c.text?.(r).toLowerCase().includes(q)));
  }, [rows, columns, search]);
  const shown = found.slice(page * ROWS_PER_PAGE, (page + 1) * ROWS_PER_PAGE);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

  if (!rows.length) return <Typography sx={{ py: 3 }}>{empty}</Typography>;
  return (
    <Paper variant="outlined">
      <Box sx={{ p: 2, pb: 0, maxWidth: 360 }}>
        <TextField
          label={searchLabel}
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(0);
          }}
          size="small"
        />
      </Box>
      {phone ? (
        <PagedCards
          rows={shown}
          columns={columns}
          rowKey={rowKey}
          label={label}
          none={found.length ? null : noResults(search.trim())}
        />
      ) : (
        <DeskTable
          rows={shown}
          columns={columns}
          rowKey={rowKey}
          label={label}
          none={found.length ? null : noResults(search.trim())}
        />
      )}
      <TablePagination
        component="div"
        count={found.length}
        page={page}
        onPageChange={(_, p) => setPage(p)}
        rowsPerPage={ROWS_PER_PAGE}
        rowsPerPageOptions={[ROWS_PER_PAGE]}
      />
    </Paper>
  );
}
