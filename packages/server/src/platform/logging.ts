import { stdoutLog } from './log-stream';

// What the logs may hold (docs/decisions/041-logs-without-secrets.md): never credentials, tokens, card or bank data,
// nor a member's personal fields. A failed query is logged by its SQL text alone: drizzle's error message carries
// every parameter value (a new member's password hash, email, mobile, medical note), and PostgreSQL's `detail`
// repeats the values of a violated key.

/** Where a service reports what the member must not see; the request's logger in production. */
export interface Log {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const SECRET_KEYS = [
  'password',
  'password_confirmation',
  'passwordHash',
  'password_hash',
  'token',
  'access_token',
  'tokenHash',
  'token_hash',
  'authorization',
  'cookie',
  'set-cookie',
  'params',
  'cardData',
  'card',
  'cardNumber',
  'cardName',
  'cardExpiry',
  'cardCVC',
  'secureFieldCode',
  'apiKey',
  'api_key',
  'acctname',
  'acctbsb',
  'acctnumber',
  'account_name',
  'account_bsb',
  'account_number',
  'acct_name',
  'acct_bsb',
  'acct_number',
  'acctNameEnc',
  'acctBsbEnc',
  'acctNumberEnc',
];
const PERSONAL_KEYS = [
  'email',
  'mobile',
  'phone',
  'workphone',
  'address',
  'suburb',
  'postcode',
  'dob',
  'firstname',
  'lastname',
  'prefname',
  'middlename',
  'ec_fullname',
  'ec_mobile',
  'ec_fullname_2',
  'ec_mobile_2',
  'ec_medical',
  'ecFullname',
  'ecMobile',
  'ecFullname2',
  'ecMobile2',
  'ecMedical',
  'to',
  'toAddress',
  'attendee',
  'attendees',
  'player',
  'players',
  'tempplayers',
];

const CENSORED = new Set([...SECRET_KEYS, ...PERSONAL_KEYS].map((k) => k.toLowerCase()));

/**
 * A copy of a logged object with the value of every secret or personal key (any case, any depth) replaced. Errors
 * and requests are left to their serializers below. A walk of the (small) logged object costs far less per line than
 * pino's path redaction with a wildcard path per key and level.
 */
export function censor(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object' || depth > 6) return value;
  if (Array.isArray(value)) return value.map((v) => censor(v, depth + 1));
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value))
    out[key] = CENSORED.has(key.toLowerCase()) ? '[redacted]' : censor(v, depth + 1);
  return out;
}

/** Email addresses and runs of 8 or more digits (phones, cards, accounts) inside a free-form message. */
export function scrub(text: string): string {
  return (
    text
      .replace(/[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+/g, '[email]')
      .replace(/\d[\d -]{6,}\d/g, (m) => (m.replace(/\D/g, '').length >= 8 ? '[number]' : m))
      // PostgreSQL quotes the offending input: 'invalid input syntax for type integer: "…"'.
      .replace(/(for type [\w ]+(?:\(\d+\))?): ".*"/g, '$1: "[redacted]"')
  );
}

type ErrorLike = Error & { query?: unknown };
const KEPT = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'routine'] as const;

/**
 * The pino serializer of `err` (and `error`): type, message, stack frames, codes, the SQL text (once), the cause.
 * Never `params`, PostgreSQL's `detail` or drizzle's message, which lists every value after the SQL.
 */
export function serializeError(err: unknown, depth = 0, parentQuery?: string): unknown {
  if (!(err instanceof Error)) return typeof err === 'string' ? scrub(err) : err;
  const e = err as ErrorLike;
  const type = e.constructor?.name ?? e.name;
  const message = type === 'DrizzleQueryError' ? 'Failed query' : scrub(e.message);
  const frames = (e.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const out: Record<string, unknown> = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  const query = typeof e.query === 'string' ? e.query : undefined;
  if (query && query !== parentQuery) out.query = query;
  const fields = e as unknown as Record<string, unknown>;
  for (const key of KEPT) if (fields[key] !== undefined) out[key] = fields[key];
  if (e.cause !== undefined && depth < 3) out.cause = serializeError(e.cause, depth + 1, query ?? parentQuery);
  return out;
}

/** The request as logged: a reset link's or a roster feed's token and query string values never reach the log. */
export function serializeRequest(req: { method: string; url: string; ip?: string; socket?: { remotePort?: number } }) {
  const [path = '', query] = req.url.split('?');
  const safePath = path
    .replace(/(\/password\/reset\/)[^/]+/, '$1[redacted]')
    .replace(/(\/api\/roster\/feed\/)[^/]+?(\.ics)?$/, '$1[redacted]$2');
  const keys = query
    ? `?${query
        .split('&')
        .map((pair) => `${pair.split('=')[0]}=…`)
        .join('&')}`
    : '';
  return { method: req.method, url: safePath + keys, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };
const serializeLoggedError = (e: unknown) => serializeError(e) as LoggedError;

/** Fastify's logger options: level, the censor and the serializers above. */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    formatters: { log: (obj: Record<string, unknown>) => censor(obj) as Record<string, unknown> },
    serializers: { err: serializeLoggedError, error: serializeLoggedError, req: serializeRequest },
    stream: stream ?? stdoutLog(),
  };
}
