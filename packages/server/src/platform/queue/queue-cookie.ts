import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken } from '../bearer';

// The fair queue's cookie (docs/decisions/346): a random value naming the visitor's row, their place and then their
// pass. Only its SHA-256 is stored, so the row is the signature: a value nobody was given names no row. HttpOnly (the
// page never reads it), path /api (every gated call and the queue's own), a day at most.

const NAME = 'portal_queue';
/** 32 random bytes in base64url. */
const VALUE = /^[\w-]{43}$/;

export const newQueueToken = (): string => crypto.randomBytes(32).toString('base64url');

/** The SHA-256 of the queue cookie this request carries, when it has the shape of one of ours. */
export function queueCookieHash(request: FastifyRequest): string | null {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === NAME && value && VALUE.test(value)) return hashToken(value);
  }
  return null;
}

export function setQueueCookie(request: FastifyRequest, reply: FastifyReply, value: string): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  void reply.header('set-cookie', `${NAME}=${value}; Path=/api; Max-Age=86400; HttpOnly; SameSite=Lax${secure}`);
}
