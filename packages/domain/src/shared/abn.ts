/**
 * Australian Business Number (ATO check digits): a tax invoice names the seller's ABN, so the setting is checked at
 * start rather than printed wrong on every receipt.
 */
const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/** 11 digits (spaces allowed) whose weighted sum, after taking 1 from the first digit, divides by 89. */
export function isValidAbn(value: string): boolean {
  const digits = value.replace(/\s/g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = [...digits].reduce((total, c, i) => total + (Number(c) - (i === 0 ? 1 : 0)) * WEIGHTS[i]!, 0);
  return sum % 89 === 0;
}

/** 41912345621 → 41 912 345 621 (the ATO's grouping). */
export function formatAbn(value: string): string {
  const d = value.replace(/\s/g, '');
  return `${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 8)} ${d.slice(8)}`;
}
