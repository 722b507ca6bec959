import { z } from 'zod';
import { ValidationMessages as V } from '../shared/messages';
import { defineStaffEndpoint } from '../staff/staff.contract';
import { ReportMessages as M } from './reports.staff.messages';

// The back-office's money and membership reports (docs/decisions/202): each answers one table (its columns and rows)
// for a period of days in the association's time zone, and the same table as CSV.

export const REPORT_KINDS = ['payments-by-day', 'payments-by-product', 'payments-by-area', 'gst', 'memberships'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The longest period a report covers (about two financial years). */
export const REPORT_MAX_DAYS = 740;

const day = z.iso.date({ error: V.date });
export const ReportQuery = z.object({ from: day, to: day }).superRefine((q, ctx) => {
  if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: M.toBeforeFrom });
  else if ((Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 > REPORT_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: M.tooLong });
});
export type ReportQuery = z.infer<typeof ReportQuery>;
export const ReportParams = z.object({ report: z.enum(REPORT_KINDS, { error: V.choice }) });

export const ReportColumn = z.object({ key: z.string(), label: z.string(), kind: z.enum(['text', 'cents', 'count']) });
export type ReportColumn = z.infer<typeof ReportColumn>;
export const ReportTable = z.object({
  title: z.string(), from: z.string(), to: z.string(), columns: z.array(ReportColumn),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
  totals: z.record(z.string(), z.union([z.string(), z.number()])).nullable().describe('the sum of each money and count column, when it means something'),
});
export type ReportTable = z.infer<typeof ReportTable>;

export const staffReport = defineStaffEndpoint({
  method: 'GET', path: '/api/staff/reports/:report', permission: 'reports.read',
  summary: 'One report of a period (from, to: yyyy-mm-dd, days in Sydney) as a table.', params: ReportParams, query: ReportQuery, reply: z.object({ data: ReportTable }),
});

export const staffReportExport = defineStaffEndpoint({
  method: 'GET', path: '/api/staff/reports/:report/export', permission: 'reports.read',
  summary: 'The same report as CSV (text/csv).', params: ReportParams, query: ReportQuery, reply: z.string(),
});
