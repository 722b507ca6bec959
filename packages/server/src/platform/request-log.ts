import crypto from 'node:crypto';
import os from 'node:os';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializeRequest } from './logging';

type Level = 'info' | 'warn' | 'error';
/** pino's level values; a level it does not list here (`silent`) logs nothing. */
const LEVEL_VALUES: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };
/** What pino puts after the time on every line (its default `base`), worked out once. */
const BASE = `,"pid":${process.pid},"hostname":${JSON.stringify(os.hostname())}`;

/**
 * One log line per request, written once the answer has gone (docs/decisions/100-request-logging.md), in place of
 * Fastify's two ("incoming request" with the raw URL, "request completed"): method, the route's pattern
 * (`/api/roster/feed/:token.ics`, never the values in the path or the query string), status, duration in ms and the
 * request id. A request no route matched logs its path with reset and feed tokens redacted and only the query's keys.
 * Server errors are logged at `error` with the error, through the request's logger; answers slower than `slowMs` at
 * `warn`, the rest at `info`, so LOG_LEVEL=warn keeps only what needs a look. A stream of server-sent events (the live
 * scores, decision 338) lasts as long as its viewer stays: never slow.
 *
 * The lines without an error, nearly all of them, are written here as pino would write them (same keys, same order),
 * straight to the log's stream: pino's generic path (formatters, the censor's walk, a child logger per request) was
 * the larger part of a cached public answer's logging cost (decision 141). Nothing in them can hold a secret: the
 * method, a route pattern or a redacted path, numbers, the id.
 */
export class RequestLog extends LogController {
  private readonly least: number;

  /** `stream` and `level` are the root logger's; without a stream (logging off) only Fastify's null logger is called. */
  constructor(
    private readonly slowMs: number,
    private readonly stream?: { write(line: string): void },
    level = 'info',
  ) {
    super();
    this.least = LEVEL_VALUES[level] ?? Infinity;
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
    else if (status >= 500) this.write(request, 'error', line, 'request failed');
    else if (line.ms >= this.slowMs && !isStream(reply)) this.write(request, 'warn', line, 'slow request');
    else this.write(request, 'info', line, 'request');
  }

  private write(
    request: FastifyRequest,
    level: Level,
    l: { method: string; route: string; status: number; ms: number },
    msg: string,
  ) {
    if (!this.stream || LEVEL_VALUES[level]! < this.least) return;
    this.stream.write(
      `{"level":${LEVEL_VALUES[level]},"time":${Date.now()}${BASE},"reqId":${JSON.stringify(String(request.id))},` +
        `"method":${JSON.stringify(l.method)},"route":${JSON.stringify(l.route)},"status":${l.status},"ms":${l.ms},"msg":"${msg}"}\n`,
    );
  }
}

/** Whether the answer was a stream of server-sent events (written on the raw response, route-answers.ts routeEvents). */
const isStream = (reply: FastifyReply) =>
  String(reply.raw.getHeader('content-type') ?? '').startsWith('text/event-stream');

/**
 * Request ids unique across servers and restarts without a UUID per request: a random prefix per process and a
 * counter (`3f9a1c20b7e4-1a`).
 */
export function requestIds(): () => string {
  const prefix = crypto.randomBytes(6).toString('hex');
  let n = 0;
  return () => `${prefix}-${(++n).toString(36)}`;
}

type Bindings = Record<string, unknown>;
type LogFn = (...args: unknown[]) => void;

/**
 * A request's logger, made from the root one only when something logs through it (an error, a service's warning):
 * the request line above does not need one. A class, so that Fastify's call for every request builds one small object.
 */
class LazyRequestLogger {
  private made: FastifyBaseLogger | undefined;
  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
  ) {}
  private get log(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings));
  }
  get level(): string {
    return (this.made ?? this.parent).level;
  }
  set level(level: string) {
    this.log.level = level;
  }
  fatal(...a: unknown[]) {
    (this.log.fatal as LogFn)(...a);
  }
  error(...a: unknown[]) {
    (this.log.error as LogFn)(...a);
  }
  warn(...a: unknown[]) {
    (this.log.warn as LogFn)(...a);
  }
  info(...a: unknown[]) {
    (this.log.info as LogFn)(...a);
  }
  debug(...a: unknown[]) {
    (this.log.debug as LogFn)(...a);
  }
  trace(...a: unknown[]) {
    (this.log.trace as LogFn)(...a);
  }
  silent() {}
  child(bindings: Bindings, options?: object) {
    return this.log.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: the lazy logger above, or a real child for a route with its own log level. */
export function lazyRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  opts: { level?: string },
): FastifyBaseLogger {
  return opts.level
    ? logger.child(bindings, opts)
    : (new LazyRequestLogger(logger, bindings) as unknown as FastifyBaseLogger);
}
