import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializeRequest } from './logging';

/**
 * One log line per request, written once the answer has gone (docs/decisions/100-request-logging.md), in place of
 * Fastify's two ("incoming request" with the raw URL, "request completed"): method, the route's pattern
 * (`/api/roster/feed/:token.ics`, never the values in the path or the query string), status and duration in ms; the
 * request id comes with the request's logger. A request no route matched logs its path with reset and feed tokens
 * redacted and only the query's keys. Server errors are logged at `error`, answers slower than `slowMs` at `warn`,
 * the rest at `info`, so LOG_LEVEL=warn keeps only what needs a look.
 */
export class RequestLog extends LogController {
  constructor(private readonly slowMs: number) {
    super();
  }

  override incomingRequest(): void {}

  /** Fastify's "Route GET:/… not found" line would carry the raw URL; the 404 gets its request line below. */
  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const status = reply.statusCode;
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? serializeRequest(request).url,
      status,
      ms: Math.round(reply.elapsedTime * 100) / 100,
    };
    if (error) request.log.error({ ...line, err: error }, 'request failed');
    else if (status >= 500) request.log.error(line, 'request failed');
    else if (line.ms >= this.slowMs) request.log.warn(line, 'slow request');
    else request.log.info(line, 'request');
  }
}
