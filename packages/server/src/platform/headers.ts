import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { Config } from './config';

/** Browser features the portal never uses, switched off for the page and any frame in it. */
export const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';
/** Sent only over HTTPS: a browser that saw it refuses plain HTTP to this host for a year (RFC 6797). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The security headers of every answer: helmet's (with the Content-Security-Policy below), a Permissions-Policy, and
 * HSTS only when the request came over HTTPS, directly or behind TRUST_PROXY with X-Forwarded-Proto https. Over plain
 * HTTP (127.0.0.1 by default) HSTS means nothing, and behind an unknown proxy it is not ours to promise.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  // Card form 1 with eWAY draws its Secure Fields from eWAY's own script and frames (docs/decisions/059-eway-rapid.md).
  const eway = config.site.paymentGateway === 'eway' ? ['https://*.ewaypayments.com'] : [];
  await app.register(helmet, {
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
    void reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
  });
}
