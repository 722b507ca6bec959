import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import type { Column } from './paged-table';

const FIELDS_SX = {
  display: 'grid',
  gridTemplateColumns: 'minmax(88px, auto) 1fr',
  columnGap: 2,
  rowGap: 0.5,
  m: 0,
  '& dt': { color: 'text.secondary', fontSize: 14 },
  '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
} as const;

/**
 * The rows of a PagedTable on a phone: one card per row, each column as its label and value, the row's actions under
 * them. A list named like the table, so a screen reader counts the rows.
 */
export function PagedCards<T>({
  rows,
  columns,
  rowKey,
  label,
  none,
  flush = false,
}: {
  /** Cards straight on the page, not inside a table's Paper: no inset of their own, the full width of the page's column. */
  flush?: boolean;
  rows: readonly T[];
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  label: string;
  none: ReactNode;
}) {
  const fields = columns.filter((c) => !c.action);
  const actions = columns.filter((c) => c.action);
  if (none) return <Typography sx={{ p: 2 }}>{none}</Typography>;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: flush ? 0 : 2, pt: flush ? 1 : 2, display: 'grid', gap: 1.5 }}
    >
      {rows.map((r) => (
        <Box
          component="li"
          key={rowKey(r)}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, bgcolor: 'background.paper' }}
        >
          <Box component="dl" sx={FIELDS_SX}>
            {fields.map((c) => [<dt key={`${c.label}-t`}>{c.label}</dt>, <dd key={`${c.label}-d`}>{c.cell(r)}</dd>])}
          </Box>
          {actions.length > 0 && (
            <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {actions.map((c) => (
                <Box key={c.label}>{c.cell(r)}</Box>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
