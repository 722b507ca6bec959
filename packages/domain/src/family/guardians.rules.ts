// Pure rules of a second guardian and turning 18 (docs/decisions/248, 249).

/** The latest date of birth (yyyy-mm-dd) of a person who is 18 on `today`; 29 February falls back to the 28th, as ageOn counts. */
export function bornBy18(today: string): string {
  const [y, m, d] = today.split('-');
  const day = m === '02' && d === '29' ? '28' : d;
  return `${Number(y) - 18}-${m}-${day}`;
}

/** Names as a sentence says them: "Poppy", "Poppy and Jack", "Poppy, Jack and Oscar". */
export function listNames(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
