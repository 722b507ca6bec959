/** Fill `:name` segments of a path; optional segments (`:name?`) are dropped when absent. */
export function fillPath(path: string, params: Record<string, string | number | undefined> = {}): string {
  return path
    .replace(/:(\w+)\??/g, (_, name: string) => {
      const value = params[name];
      return value === undefined || value === '' ? '' : encodeURIComponent(String(value));
    })
    .replace(/\/{2,}/g, '/');
}
