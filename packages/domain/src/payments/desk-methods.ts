// The ways money is taken at the desk (docs/decisions/273): cash, a cheque, a bank transfer. Each is its own method in
// the payments report and the GST summary, and the receipt names it where a card payment names the card.

export const DESK_METHODS = ['cash', 'cheque', 'bank_transfer'] as const;
export type DeskMethod = (typeof DESK_METHODS)[number];

/** The payment's origin (p_origin, spec 002 §3) of each method: the receipt, the member's ledger and the reports show it. */
export const DESK_ORIGINS: Record<DeskMethod, string> = {
  cash: 'Cash',
  cheque: 'Cheque',
  bank_transfer: 'Bank transfer',
};
