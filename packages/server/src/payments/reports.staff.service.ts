import type {
  ReportColumn,
  ReportKind,
  ReportQuery,
  ReportTable,
} from '@portal/domain/payments/reports.staff.contract';
import { ReportTexts as T } from '@portal/domain/payments/reports.staff.messages';
import { centsToInput } from '@portal/domain/shared/money';
import { toCsv } from '../platform/csv';
import type { StaffCtx } from '../platform/staff-session';
import * as repo from './reports.staff.repo';

// The back-office's reports (docs/decisions/202): each is one table of columns and rows, shown by the page and
// written as CSV from the same rows, so the two never disagree.

const C = T.columns;
const col = (key: string, label: string, kind: ReportColumn['kind'] = 'cents'): ReportColumn => ({ key, label, kind });
type Row = ReportTable['rows'][number];

function withTotals(columns: ReportColumn[], rows: Row[]): Row {
  return Object.fromEntries(
    columns.map((c, i) => [
      c.key,
      i === 0 ? T.total : c.kind === 'text' ? '' : rows.reduce((s, r) => s + Number(r[c.key] ?? 0), 0),
    ]),
  );
}

function money(rows: repo.MoneyRow[], label: (key: string) => string): Row[] {
  return rows.map((r) => ({
    key: label(r.key),
    payments: Number(r.payments),
    received: Number(r.received),
    refunded: Number(r.refunded),
    net: Number(r.received) - Number(r.refunded),
  }));
}

const moneyColumns = (first: string) => [
  col('key', first, 'text'),
  col('payments', C.payments, 'count'),
  col('received', C.received),
  col('refunded', C.refunded),
  col('net', C.net),
];
const areaName = (kind: string) => T.areas[kind] ?? kind;
const methodName = (origin: string) => T.methods[origin] ?? origin;

/** The reports of money received and refunded, each by its key. */
const MONEY_BY = {
  'payments-by-day': { key: 'day', first: C.day, label: (d: string) => d },
  'payments-by-area': { key: 'area', first: C.area, label: areaName },
  'payments-by-method': { key: 'method', first: C.method, label: methodName },
} as const;

async function build(
  ctx: StaffCtx,
  kind: ReportKind,
  q: ReportQuery,
): Promise<Omit<ReportTable, 'title' | 'from' | 'to'>> {
  const period = { ...q, timeZone: ctx.config.site.timeZone };
  if (kind in MONEY_BY) {
    const by = MONEY_BY[kind as keyof typeof MONEY_BY];
    const columns = moneyColumns(by.first);
    const rows = money(await repo.paymentsBy(ctx.db, period, by.key), by.label);
    return { columns, rows, totals: withTotals(columns, rows) };
  }
  if (kind === 'payments-by-product') {
    const columns = [
      col('area', C.area, 'text'),
      col('product', C.product, 'text'),
      col('quantity', C.quantity, 'count'),
      col('sales', C.sales),
    ];
    const rows = (await repo.paymentsByProduct(ctx.db, period)).map((r) => ({
      area: areaName(r.area),
      product: r.product,
      quantity: Number(r.quantity),
      sales: Number(r.sales),
    }));
    return { columns, rows, totals: withTotals(columns, rows) };
  }
  if (kind === 'gst')
    return gstTable(await repo.gstTotals(ctx.db, period), await repo.paymentsBy(ctx.db, period, 'method'));
  const columns = [
    col('sport', C.sport, 'text'),
    col('current', C.current, 'count'),
    col('expiring', C.expiring, 'count'),
    col('expired', C.expired, 'count'),
    col('never', C.never, 'count'),
  ];
  const rows = (await repo.membershipNumbers(ctx.db, q)).map((r) => ({
    sport: r.sport,
    current: Number(r.current),
    expiring: Number(r.expiring),
    expired: Number(r.expired),
    never: Number(r.never),
  }));
  return { columns, rows, totals: withTotals(columns, rows) };
}

/**
 * The BAS figures: what was received and refunded, the sales including GST, the GST in them, the GST-free donations;
 * then what each method brought in, net of its refunds and reversals (decision 273).
 */
function gstTable(g: repo.GstRow, byMethod: repo.MoneyRow[]): Omit<ReportTable, 'title' | 'from' | 'to'> {
  const n = (v: number | string) => Number(v);
  const L = T.gstLines;
  const rows = [
    { line: L.received, amount: n(g.received) },
    { line: L.refunded, amount: n(g.refunded) },
    { line: L.goods, amount: n(g.received) - n(g.donations) - (n(g.refunded) - n(g.refunded_donations)) },
    { line: L.collected, amount: n(g.tax) - n(g.refunded_tax) },
    { line: L.donations, amount: n(g.donations) - n(g.refunded_donations) },
    ...byMethod
      .filter((m) => n(m.received) || n(m.refunded))
      .map((m) => ({ line: L.byMethod(methodName(m.key)), amount: n(m.received) - n(m.refunded) })),
  ];
  return { columns: [col('line', C.line, 'text'), col('amount', C.amount)], rows, totals: null };
}

export async function report(ctx: StaffCtx, kind: ReportKind, q: ReportQuery): Promise<{ data: ReportTable }> {
  return { data: { title: T.titles[kind], from: q.from, to: q.to, ...(await build(ctx, kind, q)) } };
}

export async function reportCsv(ctx: StaffCtx, kind: ReportKind, q: ReportQuery): Promise<string> {
  const { data } = await report(ctx, kind, q);
  const rows = data.totals ? [...data.rows, data.totals] : data.rows;
  return toCsv(
    rows,
    data.columns.map((c) => ({
      header: c.label,
      value: (r: Row) =>
        c.kind === 'cents' && typeof r[c.key] === 'number' ? centsToInput(Number(r[c.key])) : r[c.key],
    })),
  );
}
