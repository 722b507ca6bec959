import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from './config';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `{ skipRoute: true }`: a route of ready public JSON sends none of helmet's page headers. */
    helmet?: { skipRoute: boolean };
  }
}

/**
 * Helmet's headers for these options, worked out once. They depend on nothing in the request (no nonce), and
 * helmet run per request parsed the Content-Security-Policy again on every answer (5% of a signed-in call's CPU).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => { headers[name.toLowerCase()] = String(value); },
    removeHeader: (name: string) => { delete headers[name.toLowerCase()]; },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => { if (err) throw err; });
  return headers;
}

/** Browser features the portal never uses, switched off for the page and any frame in it. */
export const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';
/** Sent only over HTTPS: a browser that saw it refuses plain HTTP to this host for a year (RFC 6797). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The security headers of every answer: helmet's (with the Content-Security-Policy below), a Permissions-Policy, and
 * HSTS only when the request came over HTTPS, directly or behind TRUST_PROXY with X-Forwarded-Proto https. Over plain
 * HTTP (127.0.0.1 by default) HSTS means nothing, and behind an unknown proxy it is not ours to promise.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  // Card form 1 with eWAY draws its Secure Fields from eWAY's own script and frames (docs/decisions/059-eway-rapid.md).
  const eway = config.site.paymentGateway === 'eway' ? ['https://*.ewaypayments.com'] : [];
  const pageHeaders = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...eway],
        styleSrc: ["'self'", "'unsafe-inline'"], // MUI/emotion inject <style> tags at run time
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...eway],
        frameSrc: ["'self'", ...eway],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null, // served over plain http on 127.0.0.1 by default
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.config.helmet?.skipRoute) void reply.headers(pageHeaders);
    void reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
  });
}
