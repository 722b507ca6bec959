import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EndpointDef } from '@portal/domain/shared/endpoint';
import { ifNoneMatchHits } from './etag';
import { sendReady, type ReadyBytes } from './ready-bytes';
import { bind, type RouteInput, type RouteOptions } from './route';
import { recordSecurityEvent } from './security-log';

// route()'s variants for answers that are not JSON made per request: a file (a calendar, a photo, a CSV) and ready
// JSON bytes kept compressed by a cache. Both bind through the same place as route() (sign-in before input, headers,
// errors, OpenAPI), so no route file sends bytes by hand.

/** A file answer: its text or bytes, and the name a browser saves it under (an attachment) when it has one. */
export interface FileAnswer {
  body: string | Buffer;
  filename?: string;
}

/** Ready JSON bytes (decision 126), with the ETag a follower revalidates against when the cache keeps one. */
export type ReadyAnswer = ReadyBytes & { etag?: string };

/** Ready bytes skip helmet's HTML-page headers: meaningless on JSON, they halve a small route's throughput (decision 021). */
const LEAN = { helmet: { skipRoute: true } };

/** Bind a record whose `file` names the media type; the handler makes the file. */
export function routeFile<E extends EndpointDef & { file: object }, X = null>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: RouteInput<E, X>) => Promise<FileAnswer>,
  options: RouteOptions<X> = {},
): void {
  bind(
    app,
    endpoint,
    loggedExport(endpoint, handler),
    (file, _request, reply) => {
      void reply.type(mediaType(endpoint.file as NonNullable<EndpointDef['file']>));
      if (file.filename) void reply.header('content-disposition', `attachment; filename="${file.filename}"`);
      return reply.send(file.body);
    },
    options,
  );
}

/**
 * A staff file that leaves the portal (a list's CSV, the members export, the ABA bank file; not an image) writes an
 * 'export' event to the security log once made (decision 316): who, which call, the file's name.
 */
function loggedExport<E extends EndpointDef, X>(
  endpoint: E,
  handler: (input: RouteInput<E, X>) => Promise<FileAnswer>,
): (input: RouteInput<E, X>) => Promise<FileAnswer> {
  if (endpoint.auth !== 'staff' || endpoint.file?.type.startsWith('image/')) return handler;
  const call = `${endpoint.method} ${endpoint.path}`;
  return async (input) => {
    const file = await handler(input);
    const { ctx } = input;
    const detail = { call, file: file.filename ?? '' };
    await recordSecurityEvent(ctx.db, { kind: 'export', memberId: ctx.member?.id, detail }, ctx);
    return file;
  };
}

/** Bind a JSON record whose answers a cache keeps as ready bytes: 304 when the follower holds the ETag, else the bytes. */
export function routeReady<E extends EndpointDef, X = null>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: RouteInput<E, X>) => Promise<ReadyAnswer>,
  options: RouteOptions<X> = {},
): void {
  bind(
    app,
    endpoint,
    handler,
    (ready, request, reply) => {
      void reply.headers({ vary: 'accept-encoding', 'x-content-type-options': 'nosniff' });
      if (ready.etag === undefined) return sendReady(request, reply, ready);
      void reply.header('etag', ready.etag);
      if (ifNoneMatchHits(request.headers['if-none-match'], ready.etag)) return reply.code(304).send();
      return sendReady(request, reply, ready);
    },
    { ...options, config: { ...options.config, ...LEAN } },
  );
}

/** Text answers say their charset (UTF-8 unless the record names another); images do not have one. */
const mediaType = (file: NonNullable<EndpointDef['file']>) =>
  file.type.startsWith('text/') ? `${file.type}; charset=${file.charset ?? 'utf-8'}` : file.type;

/** What an event stream's handler answers: it takes the response once its headers are written, and keeps it open. */
export type StreamOpener = (res: ServerResponse, request: FastifyRequest) => void;

/** The headers of a stream of server-sent events: never stored, never buffered by a proxy (nginx reads the last). */
const EVENT_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
};

/**
 * Bind a record whose `file` is text/event-stream: sign-in, input and refusals as every call (a 4xx is JSON), then
 * the answer's headers (the security headers set so far included) and the response handed to the opener.
 */
export function routeEvents<E extends EndpointDef & { file: object }, X = null>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: RouteInput<E, X>) => Promise<StreamOpener>,
  options: RouteOptions<X> = {},
): void {
  bind(
    app,
    endpoint,
    handler,
    (open, request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { ...reply.getHeaders(), ...EVENT_HEADERS } as Record<string, string>);
      open(reply.raw, request);
      return reply;
    },
    options,
  );
}
