// The back-office's reports (ours; docs/decisions/202).

export const ReportMessages = {
  tooLong: 'A report covers at most two years.',
} as const;

export const ReportTexts = {
  reports: 'Reports',
  from: 'From',
  to: 'To',
  show: 'Show',
  total: 'Total',
  titles: {
    'payments-by-day': 'Payments by day',
    'payments-by-product': 'Payments by product',
    'payments-by-area': 'Payments by area',
    'payments-by-method': 'Payments by method',
    gst: 'GST summary (BAS)',
    memberships: 'Membership numbers',
  },
  columns: {
    day: 'Day',
    method: 'Paid by',
    product: 'Product',
    area: 'Area',
    payments: 'Payments',
    quantity: 'Quantity',
    received: 'Received',
    refunded: 'Refunded',
    net: 'Net',
    sales: 'Sales (before discounts)',
    gst: 'GST',
    line: 'Item',
    amount: 'Amount',
    sport: 'Sport',
    current: 'Current on the last day',
    expiring: 'Expiring within 31 days',
    expired: 'Expired in the period',
    renewed: 'Renewed in the period',
    never: 'Never registered',
  },
  gstLines: {
    received: 'Total received',
    refunded: 'Refunded',
    goods: 'Sales including GST, net of refunds (G1)',
    collected: 'GST collected, net of refunds (1A)',
    byMethod: (method: string) => `Received by ${method.toLowerCase()}, net of refunds and reversals`,
    donations: 'GST-free donations, net of refunds',
    freeSales: 'GST-free sales',
  },
  /** A payment's origin as the reports name its method (docs/decisions/273); others are shown as they are (Cash, Cheque…). */
  methods: { Online: 'Card', 'No payment': 'Nothing to pay' } as Record<string, string>,
  areas: {
    membership: 'Membership',
    invoice: 'Invoices',
    store: 'Store',
    booking: 'Court hire',
    nomination: 'Team nomination',
  } as Record<string, string>,
  hint: "Days are the association's (Australia/Sydney). Refunds and reversals count on the day they were made.",
} as const;
