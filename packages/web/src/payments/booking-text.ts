import type { BookingInfo } from '@portal/domain/payments/payments.contract';
import { formatDateTime } from '@portal/domain/shared/time';

/** A booking in one line: venue, court, sport, type and option, from and to in the association's time zone. */
export function bookingText(b: BookingInfo, timeZone: string): string {
  const what = [b.b_venue, b.b_space, b.b_sport, b.b_type, b.b_option].filter(Boolean).join(', ');
  return `${what}: ${formatDateTime(b.b_from, timeZone)} to ${formatDateTime(b.b_to, timeZone)}`;
}
