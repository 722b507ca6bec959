/**
 * A React Router path (`/draw/:season_id?/:division_id?`, `*`) as a regular expression over a URL's path, with a
 * named group per value: one segment per parameter, optional ones marked `?`, a trailing slash allowed.
 */
export function routePattern(route: string): RegExp {
  if (route === '*') return /^/;
  const body = route.split('/').filter(Boolean).map((segment) => {
    if (!segment.startsWith(':')) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    const name = segment.slice(1).replace(/\?$/, '');
    return segment.endsWith('?') ? `(?:/(?<${name}>[^/]+))?` : `/(?<${name}>[^/]+)`;
  }).join('');
  return new RegExp(`^${body}/?$`);
}
