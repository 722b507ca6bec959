import { z } from 'zod';
import { defineStaffEndpoint } from '../staff/staff.contract';
import { ReportMessages as M } from './reports.staff.messages';
import { periodQuery } from '../shared/period';

// The back-office's money and membership reports (docs/decisions/202): each answers one table (its columns and rows)
// for a period of days in the association's time zone, and the same table as CSV.

export const REPORT_KINDS = [
  'payments-by-day',
  'payments-by-product',
  'payments-by-area',
  'payments-by-method',
  'gst',
  'memberships',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The longest period a report covers (about two financial years). */
export const REPORT_MAX_DAYS = 740;

export const ReportQuery = periodQuery({ maxDays: REPORT_MAX_DAYS, tooLong: M.tooLong });
export type ReportQuery = z.infer<typeof ReportQuery>;
export const ReportColumn = z.object({ key: z.string(), label: z.string(), kind: z.enum(['text', 'cents', 'count']) });
export type ReportColumn = z.infer<typeof ReportColumn>;
export const ReportTable = z.object({
  title: z.string(),
  from: z.string(),
  to: z.string(),
  columns: z.array(ReportColumn),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
  totals: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .nullable()
    .describe('the sum of each money and count column, when it means something'),
});
export type ReportTable = z.infer<typeof ReportTable>;

/** A report's two calls: its table, and the same table as CSV. One path per report, so each is its own record. */
function reportCalls<const K extends ReportKind>(kind: K, what: string) {
  return {
    table: defineStaffEndpoint({
      method: 'GET',
      path: `/api/staff/reports/${kind}` as const,
      permission: 'reports.read',
      summary: `${what} of a period (from, to: yyyy-mm-dd, days in Sydney) as a table.`,
      query: ReportQuery,
      reply: z.object({ data: ReportTable }),
    }),
    csv: defineStaffEndpoint({
      method: 'GET',
      path: `/api/staff/reports/${kind}/export` as const,
      permission: 'reports.read',
      summary: `${what} of a period as CSV (text/csv).`,
      query: ReportQuery,
      reply: z.string(),
      file: { type: 'text/csv', description: `${what} (attachment ${kind}-{from}-{to}.csv)` },
    }),
  };
}

const byDay = reportCalls('payments-by-day', 'Payments received and refunds made per day');
const byProduct = reportCalls('payments-by-product', 'What the payments bought, per product');
const byArea = reportCalls('payments-by-area', 'Payments received and refunds made per area');
const byMethod = reportCalls(
  'payments-by-method',
  'Payments received and refunds made per way of paying (card, cash, cheque, bank transfer…)',
);
const gst = reportCalls('gst', 'The GST summary for the BAS');
const memberships = reportCalls('memberships', 'Membership numbers per sport and expiry');
export const paymentsByDayReport = byDay.table;
export const paymentsByDayExport = byDay.csv;
export const paymentsByProductReport = byProduct.table;
export const paymentsByProductExport = byProduct.csv;
export const paymentsByAreaReport = byArea.table;
export const paymentsByAreaExport = byArea.csv;
export const paymentsByMethodReport = byMethod.table;
export const paymentsByMethodExport = byMethod.csv;
export const gstReport = gst.table;
export const gstExport = gst.csv;
export const membershipsReport = memberships.table;
export const membershipsExport = memberships.csv;

/** Every report's calls by its kind (the page and the routes walk it). */
export const REPORT_CALLS = {
  'payments-by-day': byDay,
  'payments-by-product': byProduct,
  'payments-by-area': byArea,
  'payments-by-method': byMethod,
  gst,
  memberships,
} as const;
