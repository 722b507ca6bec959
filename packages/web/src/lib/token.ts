// The login token lives in a cookie that lasts 1 day, or 365 days with Remember Me (spec 000 §9).
// It is read by script to send the bearer header, so it is not HttpOnly; SameSite=Strict keeps it on this site.
const NAME = 'portal_token';

export function readToken(): string | null {
  if (typeof document === 'undefined') return null; // the server renders public pages for visitors (decision 331)
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${NAME}=`));
  return match ? decodeURIComponent(match.slice(NAME.length + 1)) : null;
}

export function writeToken(token: string, maxAgeSeconds: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${NAME}=${encodeURIComponent(token)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Strict${secure}`;
}

export function clearToken(): void {
  document.cookie = `${NAME}=; Max-Age=0; Path=/; SameSite=Strict`;
}
