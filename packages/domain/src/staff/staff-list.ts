import { z } from 'zod';
import { textField } from '../shared/fields';
import { ValidationMessages as V } from '../shared/messages';

// The back-office's tables page, sort and filter on the server (MUI X Data Grid in server mode): one query shape and
// one reply shape for every list, so each list only names its sortable columns and its filters.

export const PAGE_SIZES = [10, 25, 50, 100] as const;
/** An export holds at most this many rows (a CSV of the whole table, not of one page). */
export const EXPORT_MAX_ROWS = 20_000;

/** The query of a staff list: page (from 0), page size, one sort column and its order, and a search text. */
export function listQuery<const S extends readonly [string, ...string[]]>(sortable: S) {
  return z.object({
    page: z.coerce.number({ error: V.numeric }).int().min(0).max(100_000).optional().default(0),
    pageSize: z.coerce
      .number({ error: V.numeric })
      .int()
      .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { error: V.invalidInput })
      .optional()
      .default(25),
    sort: z.enum(sortable, { error: V.invalidInput }).optional(),
    order: z.enum(['asc', 'desc'], { error: V.invalidInput }).optional().default('asc'),
    q: textField()
      .max(100, { error: V.maximum(100) })
      .optional()
      .default(''),
  });
}

/** The reply of a staff list: one page of rows and how many rows match in all. */
export function listReply<T extends z.ZodType>(row: T) {
  return z.object({ data: z.object({ rows: z.array(row), total: z.number().int() }) });
}

/** A page of a list as the server answers it. */
export interface ListPage<T> {
  rows: T[];
  total: number;
}
