import type { FastifyInstance } from 'fastify';
import * as C from '@portal/domain/safeguarding/sandbox.staff.contract';
import { notFound } from '../platform/errors';
import { route } from '../platform/route';
import { asStaff } from '../platform/staff-session';
import { sandboxVerifier } from './sandbox-verifier';
import { SIGNATURE_HEADER } from './webhook-signature';
import { WEBHOOK_PATH } from './webhook.routes';

// The sandbox verifier's staff calls (docs/decisions/318). They exist only while CHECK_SERVICE=sandbox (the default in
// tests and the demo); with CHECK_SERVICE=oho they answer 404 like any unknown path.
//
// How to drive it (by hand, or from a browser test signed in as admin01, who holds 'safeguarding.verify'):
//   page /staff/safeguarding/sandbox: each check with its sandbox status; "Barred", "Verified"… on a row, or
//   POST /api/staff/safeguarding/sandbox/checks/<checkId>   {"status":"barred","note":"Barred on the NSW register"}
//     (status: verified | barred | cancelled | expired; expires_on: YYYY-MM-DD with verified)
//   → the sandbox records the outcome and POSTs Oho's webhook body, signed X-Oho-Signature, to /api/webhooks/oho
//     through the app's whole request pipeline (parsers, the webhook route, signature, replay check,
//     recordCheckResult, audit). The answer carries the endpoint's status: {"data":{"provider_ref":…,"webhook_answer":200}}.
//   The check need not have been submitted before: the sandbox submits it first (as Oho, watching a card, learns of a
//   bar). A check id without a check answers 404.
export async function sandboxStaffRoutes(app: FastifyInstance): Promise<void> {
  if (app.platform.config.checks.service !== 'sandbox') return;
  route(app, C.sandboxSubmissions, async ({ ctx }) => {
    asStaff(ctx);
    const rows = await sandboxVerifier.submissions(app.platform);
    return {
      data: rows.map((r) => ({
        check_id: r.checkId,
        provider_ref: r.providerRef,
        name: r.name,
        state: r.state,
        number: r.number,
        kind: r.kind,
        check_status: r.checkStatus,
        status: r.status,
        expires_on: r.expiresOn,
        submitted_at: r.submittedAt?.toISOString() ?? null,
        webhook_sent_at: r.webhookSentAt?.toISOString() ?? null,
        webhook_answer: r.webhookAnswer,
      })),
    };
  });
  route(app, C.decideSandboxCheck, async ({ ctx, params, body }) => {
    asStaff(ctx);
    const decided = await sandboxVerifier.decide(
      { ...app.platform, now: ctx.now },
      params.checkId,
      { status: body.status, expiresOn: body.status === 'verified' ? body.expires_on : null, note: body.note },
      async (rawBody, signature) => {
        const res = await app.inject({
          method: 'POST',
          url: WEBHOOK_PATH,
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
          payload: rawBody,
        });
        return res.statusCode;
      },
    );
    if (!decided) throw notFound('No such check');
    return { data: { provider_ref: decided.providerRef, webhook_answer: decided.answer } };
  });
}
