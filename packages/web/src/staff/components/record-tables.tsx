import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { StaffTexts as T } from '@portal/domain/staff/staff.messages';

/** A small read-only table of a member's record (their teams, orders, invoices…), or "Nothing found." when empty. */
export function RecordTable<R>({
  label,
  head,
  rows,
  cells,
}: {
  label: string;
  head: string[];
  rows: readonly R[];
  cells: (row: R) => ReactNode[];
}) {
  if (rows.length === 0)
    return (
      <Typography color="textSecondary" sx={{ py: 1 }}>
        {T.noRows}
      </Typography>
    );
  return (
    <TableContainer sx={{ mb: 2 }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {head.map((h) => (
              <TableCell key={h}>{h}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow key={i}>
              {cells(row).map((c, j) => (
                <TableCell key={j}>{c}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
