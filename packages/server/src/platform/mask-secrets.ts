// The masking the audit trail and the security log share (docs/decisions/160, 316): a field named like a secret keeps
// no value. Its own module, so the log's writer (which staff-session.ts calls) does not import the audit trail.

/** Field names whose values never enter the trail: passwords, tokens, pins, bank and card details. */
const SECRET = /password|hash|token|pin|secret|acct|bank|card|cvc|cvn/i;
export const MASK = '••••';

/** A copy of `fields` with every secret's value masked, nested objects too. */
export function maskSecrets(fields: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!fields) return null;
  return Object.fromEntries(
    Object.entries(fields).map(([k, v]) => {
      if (SECRET.test(k)) return [k, v === null || v === '' ? v : MASK];
      if (v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date))
        return [k, maskSecrets(v as Record<string, unknown>)];
      return [k, v];
    }),
  );
}
