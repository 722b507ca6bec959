/**
 * A React Router path (`/draw/:season_id?/:division_id?`, `/staff/*`, `*`) as a regular expression over a URL's path,
 * with a named group per value: one segment per parameter, optional ones marked `?`, a trailing `*` for any rest of
 * the path (or none), a trailing slash allowed.
 */
export function routePattern(route: string): RegExp {
  if (route === '*') return /^/;
  const body = route
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (!segment.startsWith(':')) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      const name = segment.slice(1).replace(/\?$/, '');
      return segment.endsWith('?') ? `(?:/(?<${name}>[^/]+))?` : `/(?<${name}>[^/]+)`;
    })
    .join('');
  return new RegExp(`^${body}/?$`);
}
