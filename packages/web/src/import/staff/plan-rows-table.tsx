import { useState, type ReactNode } from 'react';
import {
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { PlanAction, PlanRow } from '@portal/domain/import/import.contract';
import { RefusalAlert } from '../../components/staff/refusal-alert';
import { importQuery } from './import.api';

export interface Column<R> {
  header: string;
  cell: (row: R) => ReactNode;
}

/** A small table of rows with its header, or the words for none. */
export function RowsTable<R>({
  label,
  columns,
  rows,
  rowKey,
  empty,
}: {
  label: string;
  columns: readonly Column<R>[];
  rows: readonly R[];
  rowKey: (row: R, i: number) => string | number;
  empty: string;
}) {
  if (!rows.length) return <Typography sx={{ py: 1 }}>{empty}</Typography>;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.header}>{c.header}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r, i) => (
            <TableRow key={rowKey(r, i)}>
              {columns.map((c) => (
                <TableCell key={c.header} sx={{ overflowWrap: 'break-word', verticalAlign: 'top' }}>
                  {c.cell(r)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The people of one plan action, a server page at a time (the import's own page size). */
export function PlanRowsTable({
  importId,
  action,
  label,
  columns,
  empty,
}: {
  importId: number;
  action: PlanAction;
  label: string;
  columns: readonly Column<PlanRow>[];
  empty: string;
}) {
  const [page, setPage] = useState(0);
  const rows = useQuery(importQuery(importId, { action, page: page + 1 }));
  const data = rows.data?.rows;
  return (
    <>
      <RefusalAlert error={rows.error} />
      {data && <RowsTable label={label} columns={columns} rows={data.items} rowKey={(r) => r.line} empty={empty} />}
      {data && data.total > data.per_page && (
        <TablePagination
          component="div"
          count={data.total}
          page={page}
          rowsPerPage={data.per_page}
          rowsPerPageOptions={[]}
          onPageChange={(_e, p) => setPage(p)}
        />
      )}
    </>
  );
}

/** Rows already in the browser (every refused row), shown a page at a time. */
export function PagedRows<R>(props: {
  label: string;
  columns: readonly Column<R>[];
  rows: readonly R[];
  rowKey: (row: R, i: number) => string | number;
  empty: string;
}) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(50);
  const shown = props.rows.slice(page * size, page * size + size);
  return (
    <>
      <RowsTable {...props} rows={shown} />
      {props.rows.length > 25 && (
        <TablePagination
          component="div"
          count={props.rows.length}
          page={page}
          rowsPerPage={size}
          rowsPerPageOptions={[25, 50, 100]}
          onPageChange={(_e, p) => setPage(p)}
          onRowsPerPageChange={(e) => {
            setSize(Number(e.target.value));
            setPage(0);
          }}
        />
      )}
    </>
  );
}
