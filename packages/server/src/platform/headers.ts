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
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * A public read any site may make from its pages, without credentials (the public API, the widget's live scores:
 * docs/decisions/294, 338, 357): the browser lets the page read the answer, and embed it across origins.
 */
export const ANY_SITE = {
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
} as const;

/** Browser features the portal never uses, switched off for the page and any frame in it. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';
/** Sent only over HTTPS: a browser that saw it refuses plain HTTP to this host for a year (RFC 6797). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The security headers of every answer. A page (the web app, the API's documentation) gets helmet's, with the
 * Content-Security-Policy below, and a Permissions-Policy; an API answer gets API_HEADERS, and a ready public JSON
 * answer only its own nosniff (skipRoute). All get HSTS only when the request came over HTTPS, directly or behind
 * TRUST_PROXY with X-Forwarded-Proto https. Over plain HTTP (127.0.0.1 by default) HSTS means nothing, and behind an
 * unknown proxy it is not ours to promise.
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
  const pageWithPolicy = { ...pageHeaders, 'permissions-policy': PERMISSIONS_POLICY };
  // a hook with a callback, not async: no promise and no microtask on every request for work that never waits
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiAnswer(request.url)) {
      if (!request.routeOptions.config.helmet?.skipRoute) void reply.headers(API_HEADERS);
    } else if (isBuiltCode(request.url)) void reply.headers(CODE_HEADERS);
    else if (request.url.startsWith('/embed/')) void reply.headers(EMBED_HEADERS);
    else if (request.url.split('?')[0] === '/widget.js') void reply.headers(WIDGET_HEADERS);
    else void reply.headers(pageWithPolicy);
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
    done();
  });
}

/**
 * The headers of an API answer (JSON, an image, a calendar file), as OWASP's REST security cheat sheet lists them: no
 * content of its own may run or be framed, and it is never sniffed as another type. A page's policies (what scripts,
 * styles and features a document may use) mean nothing for it; they were 650 bytes on every call a phone made.
 */
export const API_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * The headers of the web app's built scripts and styles (immutable, hashed names): a page's policies govern the
 * document that runs them, not the file, so each of the twenty-odd files a public page loads carried 600 bytes for
 * nothing on a phone's slow link. Never sniffed as another type, never read by another site. An image or SVG under
 * /assets/ keeps the page headers: opened on its own, an SVG is a document.
 */
export const CODE_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * The headers of the embedded fixture and ladder pages a club frames on its own site (docs/decisions/295): any site
 * may frame them (frame-ancestors *, no X-Frame-Options), and nothing else is allowed them: no script, no form, no
 * plugin, only their own inline styles. They hold only what the public draw shows.
 */
export const EMBED_HEADERS: Record<string, string> = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors *",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': PERMISSIONS_POLICY,
};

/** The widget's script (decision 295) is loaded by other sites' pages: never sniffed, but readable from any origin. */
export const WIDGET_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'cross-origin',
};

const isBuiltCode = (url: string) => url.startsWith('/assets/') && /\.(?:js|css)$/.test(url);

/** Every call under /api/ but the API's own documentation, a page (Swagger UI). */
const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');
