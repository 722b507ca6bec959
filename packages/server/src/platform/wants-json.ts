import type { FastifyRequest } from 'fastify';

/**
 * Whether a request to a path the web app also serves (spec 002 §7 GET /member/noticeboard) asks for the API's JSON:
 * it carries a bearer token, or its Accept names application/json. A browser opening the address sends neither,
 * and gets the web app's page (docs/decisions/094-noticeboard.md).
 */
export function wantsJson(request: FastifyRequest): boolean {
  if (request.headers.authorization) return true;
  return /\bapplication\/json\b/i.test(request.headers.accept ?? '');
}
