import { lazy } from 'react';

// The payments area's back-office pages (decisions 200, 201), composed here so the /staff shell reaches them without
// importing another area; each is a chunk of its own within the back-office.
export const moneyPages = {
  InvoicesStaffPage: lazy(async () => ({ default: (await import('../payments/staff/invoices-staff-page')).InvoicesStaffPage })),
  InvoiceStaffPage: lazy(async () => ({ default: (await import('../payments/staff/invoice-staff-page')).InvoiceStaffPage })),
  ReportsPage: lazy(async () => ({ default: (await import('../payments/staff/reports-page')).ReportsPage })),
};
