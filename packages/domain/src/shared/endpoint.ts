import { z } from 'zod';

/**
 * Who may call an endpoint: anyone, a signed-in member, or a signed-in member holding a staff role that may take the
 * record's `permission` (domain/staff/permissions.ts). Finer rules (flags, ownership) live in the service.
 */
export type EndpointAuth = 'public' | 'member' | 'staff';

/**
 * One API call of the spec (§7 of each document): method, path as Fastify writes it (`:id`),
 * the zod schemas of its input and reply. Server routes and the web client are both built from it.
 */
export interface EndpointDef {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  auth: EndpointAuth;
  /** With auth 'staff': the action of the staff permission table this call takes (defineStaffEndpoint requires it). */
  permission?: string;
  tags?: string[];
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Request headers the call needs (names in lower case, as Fastify reads them), e.g. idempotency-key. */
  headers?: z.ZodObject;
  reply: z.ZodType;
  /**
   * Statuses other than 200 that are normal answers, not errors, with their schema (a member of `reply`): the server
   * serialises them with it and the web client returns them like a 200 (e.g. 001 §7 'status 422 means capacity reached').
   */
  replies?: Readonly<Record<number, z.ZodType>>;
  /**
   * Body is multipart/form-data (files); the server parses it into `body` before validating. `{ fileSize }`: a file
   * may be larger than the app's limit (an import's CSV); one longer still is handed over truncated.
   */
  multipart?: boolean | { fileSize: number };
  /** The answer is a file of this media type (a calendar, a photo, a CSV), not JSON: `reply` describes its text. */
  file?: { type: string; description: string; charset?: string };
  /**
   * false: the call is always about the signed-in member themself (sign-out, the family's own calls), so it refuses
   * the X-Act-For header (ACT_FOR_HEADER) a guardian sends to act for a child (docs/decisions/245). 'without-sign-in':
   * the call is the person's own once they have a sign-in of their own (bank details): a guardian may make it only for
   * a child without one, else 403 own_sign_in (docs/decisions/258).
   */
  actFor?: false | 'without-sign-in';
  /**
   * true: a POST that only reads (a check, a price, a roster shown): a guardian calling it for a child changes nothing,
   * so nothing is recorded as a change made while acting (docs/decisions/258). Every other call but a GET is recorded.
   */
  readOnly?: true;
}

export { ACT_FOR_HEADER } from './act-for-header';

/** Identity helper that keeps the literal types of an endpoint record. */
export function defineEndpoint<const E extends EndpointDef>(endpoint: E): E {
  return endpoint;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

/** What the web client passes to call(endpoint, input). */
export type EndpointInput<E extends EndpointDef> = ([E['params']] extends [z.ZodType]
  ? { params: InputOf<E['params']> }
  : { params?: undefined }) &
  ([E['query']] extends [z.ZodType] ? { query: InputOf<E['query']> } : { query?: undefined }) &
  ([E['body']] extends [z.ZodType] ? { body: InputOf<E['body']> } : { body?: undefined }) &
  ([E['headers']] extends [z.ZodType] ? { headers: InputOf<E['headers']> } : { headers?: undefined });

/** What the server answers (and the client receives) for an endpoint. */
export type EndpointReply<E extends EndpointDef> = z.output<E['reply']>;

// The web client imports it from fill-path.ts, which needs no zod.
export { fillPath } from './fill-path';

/** The error body every failed API call answers with (one shape, built only by the server's error handler). */
export const ErrorBody = z.object({
  error: z.string().describe('Spec error key (e.g. invalid_credentials, error_payment) or a short code'),
  message: z.string().describe('Human readable message, shown to the member'),
  errors: z.record(z.string(), z.string()).optional().describe('Field errors keyed by field name'),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Most replies wrap their payload in `data`, as the spec's client reads it. */
export function dataReply<T extends z.ZodType>(data: T) {
  return z.object({ data });
}
