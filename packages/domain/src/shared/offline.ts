import { dateFormat, formatDate, todayIn } from './time';

// The note a page shows when what it reads came from the phone's copy, kept by the service worker for use without
// signal (issue 45 item 3, docs/decisions/334): when that copy was received, in the association's zone, en-AU.

/** "Offline — last updated 9:42 am" (today), or with the day when it was received before today (DD/MM/YYYY). */
export function offlineNote(storedAt: string, timeZone: string, now: Date = new Date()): string {
  const at = new Date(storedAt);
  const time = dateFormat('en-AU', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }).format(at);
  const day = todayIn(timeZone, at) === todayIn(timeZone, now) ? '' : `${formatDate(at, timeZone)} `;
  return `Offline — last updated ${day}${time.replace(/\s/g, ' ')}`;
}
