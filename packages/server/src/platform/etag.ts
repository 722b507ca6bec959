// RFC 9110 §13.1.2: If-None-Match holds '*' or a comma-separated list of entity tags, compared weakly (W/"x" and "x"
// match), so a follower's cache revalidates whatever form or list its client sends.

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** True when the If-None-Match header names this ETag (or is '*'): the answer is then 304 Not Modified. */
export function ifNoneMatchHits(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const mine = opaque(etag);
  return (Array.isArray(header) ? header.join(',') : header)
    .split(',')
    .some((t) => t.trim() === '*' || opaque(t) === mine);
}
