/** Date helpers in the association's time zone. Pure: the zone is always passed in. */

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

/** Parse dd/mm/yyyy (or dd-mm-yyyy) into parts; null when not a real calendar date. */
export function parseDmy(value: string): DateParts | null {
  const m = /^(\d{2})[/-](\d{2})[/-](\d{4})$/.exec(value.trim());
  if (!m) return null;
  const day = Number(m[1]),
    month = Number(m[2]),
    year = Number(m[3]);
  if (year < 1900 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth ? { year, month, day } : null;
}

/** dd/mm/yyyy → yyyy-mm-dd (ISO date), or null. */
export function dmyToIso(value: string): string | null {
  const p = parseDmy(value);
  return p ? `${p.year}-${pad(p.month)}-${pad(p.day)}` : null;
}

/**
 * Whether a yyyy-mm-dd text is a whole date: a real calendar day with a year from 1900, as parseDmy takes it. A date
 * still being typed is not one, though a date library may call it valid (year 0002, 0020, 0202 on the way to 2026),
 * so a date field reacts only to this (issue 39 item 9, docs/decisions/268).
 */
export function isWholeIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && parseDmy(isoToDmy(value)) !== null;
}

/** yyyy-mm-dd → dd/mm/yyyy (en-AU form date). */
export function isoToDmy(iso: string, sep = '/'): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}${sep}${m}${sep}${y}`;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

const formats = new Map<string, Intl.DateTimeFormat>();
/**
 * One formatter per locale, zone and options, made once: making an Intl.DateTimeFormat costs about 50 times as much
 * as using one (and the first, which loads the zone data, far more).
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** Today's date (yyyy-mm-dd) in the given IANA time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return dateFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Whole years between a date of birth (yyyy-mm-dd) and a day (yyyy-mm-dd). */
export function ageOn(dobIso: string, onIso: string): number {
  const [by, bm, bd] = dobIso.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = onIso.slice(0, 10).split('-').map(Number) as [number, number, number];
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age;
}

/** Spec 000 §4: adult means born more than 18 years ago. */
export function isAdult(dobIso: string | null | undefined, todayIso: string): boolean {
  if (!dobIso) return false;
  return ageOn(dobIso, todayIso) >= 18;
}

/** en-AU display of an instant in a zone: DD/MM/YYYY. */
export function formatDate(instant: Date | string, timeZone: string): string {
  const d = typeof instant === 'string' ? new Date(instant) : instant;
  return dateFormat('en-AU', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(d);
}

/** en-AU display of an instant in a zone: DD/MM/YYYY hh:mm am. */
export function formatDateTime(instant: Date | string, timeZone: string): string {
  const d = typeof instant === 'string' ? new Date(instant) : instant;
  const date = formatDate(d, timeZone);
  const time = dateFormat('en-AU', { timeZone, hour: '2-digit', minute: '2-digit', hour12: true }).format(d);
  return `${date} ${time}`;
}

/** An instant as a form types it: dd/mm/yyyy HH:mm (24-hour) on the zone's clock. */
export function formatTypedDateTime(instant: Date, timeZone: string): string {
  const opts: Intl.DateTimeFormatOptions = { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' };
  const parts = dateFormat('en-AU', { ...opts, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(
    instant,
  );
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value]));
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** 'HH:MM[:SS]' → 'hh:mm am' (en-AU, spec 002 §9 "time hh:mm a"). */
export function formatTime(t: string): string {
  const [h = 0, m = 0] = t.split(':').map(Number);
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${String(h12).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
}

/** A day (yyyy-mm-dd) plus `days` (negative goes back). */
export function addDaysIso(iso: string, days: number): string {
  const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A day (yyyy-mm-dd) plus `months`; the 31st of a shorter month becomes its last day. */
export function addMonthsIso(iso: string, months: number): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}
