/**
 * Money in integer cents (spec 002 §5, §9). Every total the web shows and the server charges comes from these
 * functions, so both sides agree to the cent. No floating point amount ever leaves this file.
 */

/** A whole number of cents, 0 or more, within what JavaScript counts exactly. */
export function isCents(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** Sum of amounts in cents. */
export function sumCents(values: readonly number[]): number {
  return values.reduce((total, v) => total + v, 0);
}

/** A line's total: unit price times quantity. */
export function lineTotal(unitPriceCents: number, quantity: number): number {
  return unitPriceCents * quantity;
}

/** Rates are kept as millionths so a rate like 0.1 never meets binary fractions. */
const PARTS = 1_000_000;
const rateParts = (rate: number) => Math.round(rate * PARTS);

/**
 * GST included in a tax-inclusive amount (spec 002 §9: amount divided by (rate plus 1), the rest is the tax):
 * $110.00 at 10% includes $10.00. Rounded to the cent, half up.
 */
export function taxIncluded(amountCents: number, rate: number): number {
  if (amountCents <= 0 || rate <= 0) return 0;
  const exclusive = Math.round((amountCents * PARTS) / (PARTS + rateParts(rate)));
  return amountCents - exclusive;
}

/** spec 002 §5 coupon discount: fixed takes its value, percent takes total x value / 100; capped at the total. */
export function couponDiscount(coupon: { method: 'fixed' | 'percent'; value: number }, totalCents: number): number {
  if (totalCents <= 0 || coupon.value <= 0) return 0;
  const raw = coupon.method === 'fixed' ? coupon.value : Math.round((totalCents * coupon.value) / 100);
  return Math.min(raw, totalCents);
}

/** What a voucher of `valueCents` takes off `baseCents`, and what of its value is left unused (never refunded). */
export function voucherUse(valueCents: number, baseCents: number): { used: number; remainder: number } {
  const used = Math.max(0, Math.min(valueCents, baseCents));
  return { used, remainder: Math.max(0, valueCents - used) };
}

const dollars = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: 2 });

/** $1,234.50 (en-AU). */
export function formatCents(cents: number): string {
  return dollars.format(cents / 100);
}

/** 1234.50 as the amount field shows it and a CSV file writes it (no symbol, two decimals). */
export function centsToInput(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * Dollars typed by a member to cents: "12", "12.5", "$1,012.50". spec 002 §5: a non-numeric value becomes 0.
 * More than two decimals, a negative or an absurd amount is not money either, so it becomes 0 too.
 */
export function parseDollars(text: string): number {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d{1,9}(\.\d{0,2})?$/.test(cleaned)) return 0;
  const [whole, fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * What an amount field keeps of a member's typing (spec 002 §5: a non-numeric value becomes 0): an amount, or an
 * amount being typed ("12.", "$1,0"), stays as typed; anything else becomes "0", so the field only ever holds money.
 */
export function typedAmount(text: string): string {
  return text === '' || /^\$?\s*[\d,]{0,11}(\.\d{0,2})?\s*$/.test(text) ? text : '0';
}
