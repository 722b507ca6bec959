import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { TECHNICAL_ISSUE, ValidationMessages } from '@portal/domain/shared/messages';
import { QueueTexts } from '@portal/domain/shared/queue.messages';

/** The one error type services throw: HTTP status, spec key, message, optional field errors. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** 422 with field errors keyed by field name. */
export function fieldErrors(
  fields: Record<string, string>,
  message: string = ValidationMessages.invalidInput,
): AppError {
  return new AppError(422, 'error_validation', message, fields);
}

/**
 * A unique key refused the write (SQLSTATE 23505), optionally a named one. node-postgres sets the error itself; drizzle
 * may wrap it as the cause.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } } | null;
  const pgError = e?.code === '23505' ? e : e?.cause;
  return (
    pgError?.code === '23505' &&
    (constraint === undefined || pgError.constraint === undefined || pgError.constraint === constraint)
  );
}

/** How long a caller is asked to wait when the database had no room in time (decision 350). */
export const DATABASE_BUSY_RETRY_AFTER_S = 5;

/**
 * The database had no room in time: the pool's wait for a connection ran out (node-postgres's own words), a statement
 * ran past the statement timeout (SQLSTATE 57014), or the server took no more connections (53300). Past the load
 * limit this is the crowd, not a fault: the caller is asked to come back, as the fair queue asks (503, Retry-After).
 */
export function isDatabaseBusy(err: unknown): boolean {
  for (
    let e = err as { message?: unknown; code?: unknown; cause?: unknown } | null, depth = 0;
    e && depth < 3;
    depth++
  ) {
    if (e.code === '57014' || e.code === '53300') return true;
    if (e.message === 'timeout exceeded when trying to connect') return true;
    e = (e.cause ?? null) as typeof e;
  }
  return false;
}

/** An exclusion constraint refused the write (SQLSTATE 23P01), the one named. */
export function isExclusionViolation(err: unknown, constraint: string): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } } | null;
  const pgError = e?.code === '23P01' ? e : e?.cause;
  return pgError?.code === '23P01' && (pgError.constraint === undefined || pgError.constraint === constraint);
}

/** A CHECK constraint refused the write (SQLSTATE 23514), the one named. */
export function isCheckViolation(err: unknown, constraint: string): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } } | null;
  const pgError = e?.code === '23514' ? e : e?.cause;
  return pgError?.code === '23514' && pgError.constraint === constraint;
}

export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const forbidden = (message = 'You do not have access to this resource') =>
  new AppError(403, 'forbidden', message);

/** Build `{ field: message }` from zod issues (first message per field). */
export function zodFieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}

/** The only code that shapes error bodies (ErrorBody in domain/shared/endpoint.ts). */
/** Sends the web app's page for a path that is not an API call (spa-pages.ts makes it). */
export type SendPage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

export function registerErrorHandler(app: FastifyInstance, sendPage?: SendPage): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      if (err.headers) void reply.headers(err.headers);
      return reply.status(err.status).send({ error: err.key, message: err.message, errors: err.fields });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message ?? ValidationMessages.invalidInput,
      }));
      return reply
        .status(422)
        .send({ error: 'error_validation', message: ValidationMessages.invalidInput, errors: zodFieldErrors(issues) });
    }
    const status = err.statusCode ?? 500;
    if (isDatabaseBusy(err)) {
      request.log.warn({ err, reqId: request.id }, 'database busy');
      void reply.header('retry-after', String(DATABASE_BUSY_RETRY_AFTER_S));
      return reply.status(503).send({ error: 'queue_busy', message: QueueTexts.busy });
    }
    if (status >= 500) {
      request.log.error({ err, reqId: request.id }, 'request failed');
      return reply.status(500).send({ error: 'server_error', message: TECHNICAL_ISSUE, requestId: String(request.id) });
    }
    if (status === 429) return reply.status(429).send({ error: 'too_many_requests', message: err.message });
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type…): never leak internals.
    return reply.status(status).send({ error: err.code ?? 'bad_request', message: err.message });
  });
  // Unknown API paths answer 404 in JSON; other GETs (and HEADs, for link checkers and uptime probes) get the web app, whose router shows its own 404 page.
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
    // A missing hashed asset (an old chunk after a new build) is a 404, never the page: a browser would refuse it.
    const isAsset = request.url.startsWith('/assets/');
    if (sendPage && !isApi && !isAsset && (request.method === 'GET' || request.method === 'HEAD'))
      return sendPage(request, reply);
    return reply
      .status(404)
      .send({ error: 'not_found', message: `No API call ${request.method} ${request.url.split('?')[0]}` });
  });
}
