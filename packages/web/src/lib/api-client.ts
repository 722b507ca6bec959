import type { EndpointDef, EndpointInput, EndpointReply } from '@portal/domain/shared/endpoint';
import { ACT_FOR_HEADER } from '@portal/domain/shared/act-for-header';
import { FRESH_AFTER_WRITE_MS, FRESH_HEADER, FRESH_VALUE } from '@portal/domain/shared/fresh-after-write';
import { fillPath } from '@portal/domain/shared/fill-path';
import { NO_CONNECTION, TECHNICAL_ISSUE } from '@portal/domain/shared/messages';
import { FRESH_CODE } from '@portal/domain/security/two-factor';
import { readActingFor } from './acting';
import { serverAnswer, takePageAnswer } from './page-answers';
import { readToken } from './token';

/** The one parsed form of every failed call (../shared/STYLE.md convention 5): status, spec key, message, field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Called when the server says our token is no longer valid (set by the auth provider). */
let onUnauthenticated: () => void = () => {};
export function setUnauthenticatedHandler(handler: () => void): void {
  onUnauthenticated = handler;
}

/**
 * Asks the staff member's password again and answers whether it was confirmed (set by the back-office's
 * components/staff/password-prompt): a call refused with 403 password_required is then sent once more (decision 263);
 * one refused with 403 fresh_code_required asks a code from the authenticator app too (`withCode`; decision 327).
 */
type PasswordAsker = (message: string, withCode: boolean) => Promise<boolean>;
let askPassword: PasswordAsker | null = null;
export function setPasswordAsker(asker: PasswordAsker | null): void {
  askPassword = asker;
}

/** Call an API endpoint by its domain record: path, method and payload come from the contract. */
export async function call<E extends EndpointDef>(
  endpoint: E,
  input: EndpointInput<E> = {} as EndpointInput<E>,
): Promise<EndpointReply<E>> {
  if (endpoint.method === 'GET' && endpoint.auth === 'public') {
    const onServer = serverAnswer(urlOf(endpoint, input));
    if (onServer) {
      const { status, body } = await onServer;
      if (status === 200) return body as EndpointReply<E>;
      throw toApiError(status, body, false);
    }
    const carried = takePageAnswer(urlOf(endpoint, input));
    if (carried !== undefined) return carried as EndpointReply<E>;
  }
  const res = await send(endpoint, input);
  return (await res.json().catch(() => null)) as EndpointReply<E>;
}

/** Call an endpoint that answers a file (the profile photo): its bytes, with the same token and errors as `call`. */
export async function callBlob<E extends EndpointDef>(
  endpoint: E,
  input: EndpointInput<E>,
  signal?: AbortSignal,
): Promise<Blob> {
  return (await send(endpoint, input, signal)).blob();
}

/** When this page last sent a write: reads for FRESH_AFTER_WRITE_MS after it ask for a fresh sign-in read (decision 348). */
let wroteAt = 0;

/** Whether a request sent now asks the server to read the sign-in afresh (a write of this page is that recent). */
export function asksFresh(now = Date.now()): boolean {
  return now - wroteAt < FRESH_AFTER_WRITE_MS;
}

async function send<E extends EndpointDef>(
  endpoint: E,
  input: EndpointInput<E>,
  signal?: AbortSignal,
): Promise<Response> {
  const { body, headers: extra } = input as { body?: unknown; headers?: Record<string, string> };
  const url = urlOf(endpoint, input);
  const headers: Record<string, string> = { accept: 'application/json', ...extra };
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const actingFor = token && endpoint.auth === 'member' && endpoint.actFor !== false ? readActingFor() : null;
  if (actingFor !== null) headers[ACT_FOR_HEADER] = String(actingFor);
  if (token && asksFresh()) headers[FRESH_HEADER] = FRESH_VALUE;
  let payload: BodyInit | undefined;
  if (body !== undefined) {
    if (endpoint.multipart) payload = toFormData(body as Record<string, unknown>);
    else {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
  }
  let res: Response;
  try {
    res = await fetch(url, { method: endpoint.method, headers, body: payload, signal });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiError(0, 'network', NO_CONNECTION);
  }
  if (endpoint.method !== 'GET') wroteAt = Date.now();
  if (res.ok || (await isNormalReply(endpoint, res))) return res;
  const error = toApiError(
    res.status,
    await res.json().catch(() => null),
    Boolean(token) && endpoint.auth !== 'public',
  );
  const asked = error.key === 'password_required' || error.key === FRESH_CODE;
  if (error.status === 403 && asked && askPassword && (await askPassword(error.message, error.key === FRESH_CODE)))
    return send(endpoint, input, signal);
  throw error;
}

/** The URL of a call: the path with its values, then the query's non-empty values. */
function urlOf<E extends EndpointDef>(endpoint: E, input: EndpointInput<E>): string {
  const { params, query } = input as { params?: Record<string, string | number>; query?: Record<string, unknown> };
  let url = fillPath(endpoint.path, params);
  if (query) {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
    if (qs.size) url += `?${qs}`;
  }
  return url;
}

/** A status the record declares a normal answer (001 §7: 422 capacity reached) is read like a 200, when it is one. */
async function isNormalReply(endpoint: EndpointDef, res: Response): Promise<boolean> {
  const schema = endpoint.replies?.[res.status];
  return (
    schema !== undefined &&
    schema.safeParse(
      await res
        .clone()
        .json()
        .catch(() => null),
    ).success
  );
}

function toApiError(status: number, json: unknown, hadToken: boolean): ApiError {
  const body = (json ?? {}) as { error?: string; message?: string; errors?: Record<string, string> };
  if (status === 401 && hadToken) onUnauthenticated();
  if (status >= 500) return new ApiError(status, body.error ?? 'server_error', TECHNICAL_ISSUE);
  return new ApiError(status, body.error ?? 'error', body.message ?? body.error ?? TECHNICAL_ISSUE, body.errors ?? {});
}

function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value);
    else form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}

/** The message to show for a failed load: the API's own, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return refusalOf(error)?.message ?? fallback;
}

/** What a failed call says, read one way (decision 286): the server's status, spec key, sentence and field errors (their messages in `lines`). */
export interface Refusal {
  status: number;
  key: string;
  message: string;
  fields: Record<string, string>;
  lines: string[];
}

/**
 * The server's refusal in a failed call (no connection is one too, status 0), or null when the error is not an answer
 * of the API (a bug of the page): a form or an alert reads it from here, not by testing the error's class.
 */
export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof ApiError)) return null;
  return {
    status: error.status,
    key: error.key,
    message: error.message,
    fields: error.fields,
    lines: Object.values(error.fields),
  };
}

/**
 * Whether a failed idempotent write is over, so the next try takes a new idempotency key: a refusal from 400 to 499
 * but 409 (the same write still under way; decisions 201, 215). No answer at all (status 0, the connection dropped)
 * is not over: the write may have been done, so the retry keeps its key and the server answers what it did, never a
 * second refund or cancellation.
 */
export function writeIsOver(error: unknown): boolean {
  const refusal = refusalOf(error);
  return refusal !== null && refusal.status >= 400 && refusal.status < 500 && refusal.status !== 409;
}

/** The refusal as one sentence, its field errors left out (a refusal of a call that is not a form's: a voucher's). */
export function withoutFields(error: unknown): unknown {
  const refusal = refusalOf(error);
  return refusal ? new ApiError(refusal.status, refusal.key, refusal.message) : error;
}

/** The refusal with the field error `from` named `to` (the API's `amount_cents` under the form's dollar field `amount`). */
export function renameField(error: unknown, from: string, to: string): unknown {
  const refusal = refusalOf(error);
  if (!refusal?.fields[from]) return error;
  const { [from]: message, ...rest } = refusal.fields;
  return new ApiError(refusal.status, refusal.key, refusal.message, { ...rest, [to]: message! });
}
