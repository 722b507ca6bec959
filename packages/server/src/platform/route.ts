import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { ErrorBody, type EndpointDef } from '@portal/domain/shared/endpoint';
import { PERMISSIONS, type StaffAction } from '@portal/domain/staff/permissions';
import { isActedWrite, recordActedWrite } from './acting-record';
import type { Ctx } from './context';
import { authenticate, signIn, type SessionRead } from './sign-in';
import { staffSignIn } from './staff-session';

type In<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives: validated input plus the request context (db, settings, member). */
export interface RouteInput<E extends EndpointDef, X = null> {
  params: In<E['params']>;
  query: In<E['query']>;
  body: In<E['body']>;
  headers: In<E['headers']>;
  ctx: Ctx;
  /** What the route's own sign-in read (options.session) fetched with the member; null without a member. */
  session: X | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<E extends EndpointDef, X = null> = (
  input: RouteInput<E, X>,
) => Promise<z.input<E['reply']> | MadeJson>;

/** The options of a call whose answers are personal (a member's own, or the back-office's): never kept by a cache. */
export const PRIVATE = { cacheControl: 'private, no-store' } as const;

export interface RouteOptions<X = null> {
  /** Extra Fastify route config, e.g. rate-limit settings. */
  config?: Record<string, unknown>;
  /**
   * Cache-Control for successful answers, e.g. 'public, max-age=60'. A member call's answers (and any answer that hands
   * out a token) carry personal data: they default to, or set, 'no-store', which then covers its errors too.
   */
  cacheControl?: string;
  /**
   * Read what the handler needs together with the signed-in member, in the same round trip (the profile does:
   * docs/decisions/101-signed-in-path.md). Without it the member alone is read.
   */
  session?: SessionRead<X>;
  /**
   * Headers of every answer of the call, its refusals included (set before the input is read), e.g. ANY_SITE for a
   * public read that club sites call from their pages: a browser shows the page a refusal only when it is allowed.
   */
  headers?: Readonly<Record<string, string>>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The sign-in a member route read before parsing its input (see route()); null until then. */
    portalSignIn: { ctx: Ctx; extra: unknown } | null;
  }
}

/**
 * The request's slot for its sign-in, declared once on the root app: a property every request has from the start
 * keeps one shape, where a WeakMap keyed by short-lived requests cost the collector on every call.
 */
export function registerSignInSlot(app: FastifyInstance): void {
  app.decorateRequest('portalSignIn', null);
}

/**
 * A JSON answer already made by the route's own serializer (answerMemo keeps one per sign-in read): sent as it is.
 */
export class MadeJson {
  constructor(readonly text: string) {}
}

/** What a variant of route() does with its handler's result: return what Fastify sends (route-answers.ts). */
export type Answer<R> = (result: R, request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * Bind a domain endpoint record to Fastify: the zod type provider validates params, query and body,
 * serialises the reply (dropping unknown fields) and documents the call in /api/docs.
 */
export function route<E extends EndpointDef, X = null>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E, X>,
  options: RouteOptions<X> = {},
): void {
  bind(
    app,
    endpoint,
    handler,
    (result, _request, reply) =>
      result instanceof MadeJson ? reply.type('application/json; charset=utf-8').send(result.text) : result,
    options,
  );
}

/**
 * The one binding under route() and its variants for files and ready bytes: the schema and its OpenAPI replies,
 * sign-in before the input is read, Cache-Control, multipart bodies; `answer` sends what the handler made.
 */
export function bind<E extends EndpointDef, X, R>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: RouteInput<E, X>) => Promise<R>,
  answer: Answer<R>,
  options: RouteOptions<X>,
): void {
  const schema: Record<string, unknown> = {
    summary: endpoint.summary,
    tags: endpoint.tags,
    response: {
      200: endpoint.file ? fileReply(endpoint.file) : endpoint.reply,
      ...ERROR_REPLIES,
      ...normalReplies(endpoint),
    },
  };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body && !endpoint.multipart) schema.body = endpoint.body;
  // Validated headers replace request.headers: keep the ones the record does not name (authorization…).
  if (endpoint.headers) schema.headers = endpoint.headers.loose();
  const required = endpoint.auth !== 'public';
  if (required) schema.security = [{ bearerAuth: [] }];
  if (endpoint.auth === 'staff')
    schema.description = `Staff: ${PERMISSIONS[staffAction(endpoint)].join(', ')} (${endpoint.permission}).`;

  const cacheControl = options.cacheControl ?? (required ? 'no-store' : undefined);
  const noStore = cacheControl?.includes('no-store') ?? false;
  const read = async (request: FastifyRequest) => {
    if (endpoint.auth === 'staff') return { ctx: await staffSignIn(request, staffAction(endpoint)), extra: null };
    const actFor = endpoint.actFor ?? true;
    return options.session
      ? signIn(request, required, options.session, actFor)
      : { ctx: await authenticate(request, required, actFor), extra: null };
  };
  const onRequest: onRequestHookHandler[] = [];
  // Cache-Control is set before validation, so a refused request's answer is not stored either. spec 000 §2.2: a
  // member call answers 401 to a caller without a live token before its input is even parsed (a staff call also 403
  // to a member whose roles may not take its action). One hook for both, no promise when there is nothing to read. A
  // GET with nothing to parse (no path, query or header fields; a GET's body is never read) reads the sign-in in its
  // handler instead: the same order, without a hook's promise on every call.
  const parses = endpoint.method !== 'GET' || Boolean(schema.params || schema.querystring || schema.headers);
  const headers = options.headers;
  if (headers)
    onRequest.push((_request, reply, done) => {
      void reply.headers(headers);
      done();
    });
  if (required && parses)
    onRequest.push(async (request, reply) => {
      if (noStore) void reply.header('cache-control', cacheControl);
      request.portalSignIn = await read(request);
    });
  else if (noStore)
    onRequest.push((_request, reply, done) => {
      void reply.header('cache-control', cacheControl);
      done();
    });
  const bound: Bound = { opts: { schema, config: options.config, onRequest }, read, cacheControl, noStore };
  inItsContext(app, endpoint, (on) => addRoute(on, endpoint, handler, answer, bound));
}

/** What bind() worked out for a call: its route options, its sign-in read and its Cache-Control. */
interface Bound {
  opts: RouteShorthandOptions;
  read: (request: FastifyRequest) => Promise<{ ctx: Ctx; extra: unknown }>;
  cacheControl: string | undefined;
  noStore: boolean;
}

/** The limits of a multipart body; an endpoint may take larger files (multipart.ts readMultipart). */
const MULTIPART_LIMITS = { fileSize: 2 * 1024 * 1024, files: 2, fields: 100 };

/**
 * Add a call on `app`; a multipart call in a context of its own with the multipart parser, so the plugin's hooks (a
 * listener on every answer's close, an async clean-up of saved files) run for the few calls that take files only.
 */
function inItsContext(app: FastifyInstance, endpoint: EndpointDef, add: (on: FastifyInstance) => void): void {
  if (!endpoint.multipart) return add(app);
  void app.register(async (withFiles) => {
    await withFiles.register(multipart, { limits: MULTIPART_LIMITS });
    add(withFiles);
  });
}

function addRoute<E extends EndpointDef, X, R>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: RouteInput<E, X>) => Promise<R>,
  answer: Answer<R>,
  { opts, read, cacheControl, noStore }: Bound,
): void {
  app.route({
    ...opts,
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      const { ctx, extra } = request.portalSignIn ?? (await read(request));
      let body = request.body as unknown;
      if (endpoint.multipart && endpoint.body)
        body = await parseMultipart(
          request,
          endpoint.body,
          endpoint.multipart === true ? undefined : endpoint.multipart,
        );
      const input = {
        params: request.params,
        query: request.query,
        body,
        headers: request.headers,
        ctx,
        session: extra as X | null,
        request,
        reply,
      };
      const result = await handler(input as RouteInput<E, X>);
      // A guardian's write for a person they act for names the guardian in the audit trail (docs/decisions/258).
      if (isActedWrite(ctx, endpoint, reply.statusCode)) await recordActedWrite(ctx, endpoint);
      // Only a successful public answer may be cached: an error never is.
      if (cacheControl && !noStore) void reply.header('cache-control', cacheControl);
      return answer(result, request, reply);
    },
  });
}

const ERROR_REPLIES = {
  401: ErrorBody,
  402: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  422: ErrorBody,
  429: ErrorBody,
  500: ErrorBody,
  502: ErrorBody,
  503: ErrorBody,
};

/** OpenAPI of a file answer: its media type, not JSON (the serializer never sees a string or bytes). */
const fileReply = (file: NonNullable<EndpointDef['file']>) => ({
  description: file.description,
  content: { [file.type]: { schema: z.string() } },
});

/** The staff action a staff record takes: a record without one is a programming error, refused at start. */
function staffAction(endpoint: EndpointDef): StaffAction {
  if (!endpoint.permission || !(endpoint.permission in PERMISSIONS))
    throw new Error(`${endpoint.method} ${endpoint.path}: a staff call needs a permission of the table`);
  return endpoint.permission as StaffAction;
}

/** Statuses the record declares normal answers: their reply, or the error body when a request fails with that status. */
function normalReplies(endpoint: EndpointDef): Record<number, z.ZodType> {
  return Object.fromEntries(
    Object.entries(endpoint.replies ?? {}).map(([status, reply]) => [status, z.union([reply, ErrorBody])]),
  );
}

/** Multipart bodies cannot be validated by Fastify's schema: collect fields and files, then validate with zod. */
async function parseMultipart(
  request: FastifyRequest,
  schema: z.ZodType,
  limits?: { fileSize: number },
): Promise<unknown> {
  const { readMultipart } = await import('./multipart');
  return readMultipart(request, schema, limits);
}
