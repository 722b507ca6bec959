import { useEffect } from 'react';

/**
 * Once a list has loaded, a chosen value that is not in it (a route parameter from another season, a renamed team,
 * a made-up id) is dropped with the levels below it, by replacing the URL. While the list of the chosen
 * parent is still loading, `list` is undefined and nothing happens.
 */
export function useDropUnknown<T, V>(
  value: V | null,
  list: T[] | undefined,
  matches: (item: T, value: V) => boolean,
  drop: () => void,
): void {
  const unknown = value !== null && list !== undefined && !list.some((item) => matches(item, value));
  useEffect(() => {
    if (unknown) drop();
    // drop is a fresh closure each render; `unknown` is what matters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unknown]);
}
