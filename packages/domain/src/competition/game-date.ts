// spec 001 §3 keeps date_formatted as DD-MM-YYYY in the API; §9 lists dd/MM/yyyy too, and en-AU readers expect
// slashes, so cards and the stats Game Date show 'Sat 14/03/2026' (weekday first: followers plan by the day).

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** 'DD-MM-YYYY' (an API date_formatted) → 'Ddd DD/MM/YYYY'; any other text comes back unchanged. */
export function displayGameDate(dateFormatted: string): string {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(dateFormatted);
  if (!m) return dateFormatted;
  const [, d, mo, y] = m as unknown as [string, string, string, string];
  const weekday = WEEKDAYS[new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d))).getUTCDay()]!;
  return `${weekday} ${d}/${mo}/${y}`;
}
