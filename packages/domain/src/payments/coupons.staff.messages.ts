import { formatCents } from '../shared/money';

// Every text of the back-office's coupons (ours: the spec covers the member side only; docs/decisions/239).

export const CouponStaffMessages = {
  created: (code: string) => `Coupon ${code} was added.`,
  saved: (code: string) => `Coupon ${code} was saved.`,
  notFound: 'There is no coupon with that number.',
  codeTaken: 'Another coupon already has this code.',
  percentRange: 'Enter a percentage from 1 to 100.',
  fixedPositive: 'Enter an amount of at least $0.01.',
  fixedMax: `Enter an amount of at most ${formatCents(100_000_000)}.`,
  limitMin: 'Enter at least 1, or leave it empty for no limit.',
  belowUses: (uses: number) => `This limit cannot be below the ${uses} ${uses === 1 ? 'use' : 'uses'} already made.`,
} as const;

/** The back-office's coupons page. */
export const CouponStaffTexts = {
  nav: 'Coupons',
  title: 'Coupons',
  add: 'Add coupon',
  edit: (code: string) => `Edit coupon ${code}`,
  save: 'Save coupon',
  create: 'Add coupon',
  searchLabel: 'Code',
  editRow: (code: string) => `Edit ${code}`,
  columns: {
    code: 'Code',
    discount: 'Discount',
    window: 'Valid',
    uses: 'Uses',
    perMember: 'Per member',
    state: 'Status',
    actions: 'Edit',
  },
  states: { live: 'Live', off: 'Switched off', scheduled: 'Not started', expired: 'Expired', used_up: 'Used up' },
  methods: { fixed: 'Fixed amount ($)', percent: 'Percent (%)' },
  code: 'Code',
  method: 'Kind',
  valueDollars: 'Amount off ($)',
  valuePercent: 'Percent off',
  validFrom: 'First day (optional)',
  validUntil: 'Last day (optional)',
  maxUses: 'Uses in total (empty: no limit)',
  maxUsesPerMember: 'Uses per member (empty: no limit)',
  oncePerInvoice: 'At most once on each invoice',
  active: 'Switched on',
  usesSoFar: (n: number) => `Used ${n} ${n === 1 ? 'time' : 'times'} so far (held by a payment under way or spent).`,
  anyDay: 'any day',
  from: (d: string) => `from ${d}`,
  until: (d: string) => `until ${d}`,
  unlimited: 'no limit',
  usesOf: (uses: number, max: number | null) => (max === null ? `${uses}` : `${uses} of ${max}`),
  codeHint: 'Letters and numbers; members may type it in any case.',
} as const;
