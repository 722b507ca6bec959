import { useSearchParams } from 'react-router';

// A list's filter held in its address (decision 277): the back-office home links to a list already filtered
// (/staff/invoices?state=overdue), and changing the filter on the page rewrites the address so Back and a shared
// link keep it.

/** The filter `name` of the address when it is one of `allowed`, else '' (no filter), and a setter writing it back. */
export function useUrlFilter<T extends string>(name: string, allowed: readonly T[]): [T | '', (value: T | '') => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name) ?? '';
  const value = (allowed as readonly string[]).includes(raw) ? (raw as T) : '';
  const set = (next: T | '') => {
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        if (next) copy.set(name, next);
        else copy.delete(name);
        return copy;
      },
      { replace: true },
    );
  };
  return [value, set];
}
