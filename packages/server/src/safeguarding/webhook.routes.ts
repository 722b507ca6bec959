import type { FastifyInstance } from 'fastify';
import { receiveWebhook, SIGNATURE_HEADER } from './webhook.service';

/** Where the verification service posts its results (Oho's webhook subscription names PUBLIC_URL + this). */
export const WEBHOOK_PATH = '/api/webhooks/oho';

// The verification service's webhook (docs/decisions/319), Oho's and the sandbox's alike. Its own plugin, so the body
// is kept as the exact text that was signed (JSON is read only after the signature passed) without changing how the
// rest of the API reads JSON. Not a signed-in call: the signature is the authentication.
export async function checkWebhookRoutes(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
  app.post(
    WEBHOOK_PATH,
    {
      schema: {
        summary: "The verification service's signed webhook (a check's result).",
        tags: ['webhooks'],
        hide: true,
      },
    },
    async (request, reply) => {
      const answer = await receiveWebhook(app.platform, {
        signature: request.headers[SIGNATURE_HEADER],
        rawBody: typeof request.body === 'string' ? request.body : '',
      });
      return reply.code(answer.status).header('cache-control', 'no-store').send(answer.body);
    },
  );
}
