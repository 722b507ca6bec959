import type { Category, Product } from '@portal/domain/store/store.contract';
import { StoreMessages as M } from '@portal/domain/store/store.messages';
import { isoToDmy } from '@portal/domain/shared/time';

/** spec 002 §2 store card: times as hh:mm A ("09:00" → "09:00 AM"). */
export function formatTime(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${String(hour).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** The dates and times of a product (DD/MM/YYYY, hh:mm A), or null when it has none. */
export function whenLine(
  p: Pick<Product, 'product_date_start' | 'product_date_end' | 'product_time_start' | 'product_time_end'>,
): { dates: string | null; times: string | null } {
  const start = p.product_date_start ? isoToDmy(p.product_date_start) : null;
  const end = p.product_date_end ? isoToDmy(p.product_date_end) : null;
  const dates = start ? (end && end !== start ? `${start} - ${end}` : start) : null;
  const times = p.product_time_start
    ? [p.product_time_start, p.product_time_end]
        .filter(Boolean)
        .map((t) => formatTime(t!))
        .join(' - ')
    : null;
  return { dates, times };
}

export const voucherLine = (akv: boolean | undefined) => (akv ? M.akvEligible : M.akvNotEligible);
export const attendeeLine = (noAttendee: boolean | undefined) =>
  noAttendee === false ? M.attendeeRequired : M.noAttendeeRequired;

/** spec 002 §2: a child category is shown under its parent ("Parent › Child"). */
export function categoryLabel(categories: Category[], c: Category): string {
  if (!c.parent_id) return c.category_name;
  return `${categories.find((p) => p.category_id === c.parent_id)?.category_name} › ${c.category_name}`;
}
