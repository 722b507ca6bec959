import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_TRUST_DAYS } from '@portal/domain/accounts/accounts.rules';

// The device cookie (docs/decisions/042-sign-in-limits.md): a random value the server hands a browser that signed
// in (or reset its password); a later sign-in from that browser passes the limits other addresses set off. HttpOnly:
// script never needs it. Only its SHA-256 is stored.

const NAME = 'portal_device';
/** 32 random bytes in base64url, as newToken() makes them. */
const VALUE = /^[\w-]{43}$/;

/** The device cookie this browser sent, when it has the shape of one of ours. */
export function readDeviceCookie(request: FastifyRequest): string | null {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === NAME && value && VALUE.test(value)) return value;
  }
  return null;
}

/** Hand the browser its device cookie for another year (Secure when the request came over HTTPS). */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, value: string): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  void reply.header(
    'set-cookie',
    `${NAME}=${value}; Path=/api/member; Max-Age=${DEVICE_TRUST_DAYS * 86_400}; HttpOnly; SameSite=Strict${secure}`,
  );
}
