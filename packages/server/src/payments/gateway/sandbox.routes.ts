import type { FastifyInstance } from 'fastify';
import { sandboxSecureFields } from '@portal/domain/payments/sandbox.contract';
import { cardFieldsSchema } from '@portal/domain/shared/card';
import { CARD_FIELDS_INVALID } from '@portal/domain/shared/payment-outcome';
import { todayIn } from '@portal/domain/shared/time';
import { requireMember } from '../../platform/gates';
import { AppError, zodFieldErrors } from '../../platform/errors';
import { route } from '../../platform/route';
import type { PaymentGateway } from '../../platform/gateway-port';
import type { SandboxGateway } from './sandbox';

const isSandbox = (g: PaymentGateway): g is SandboxGateway => g.name === 'sandbox' && 'secureFieldCode' in g;

/** The sandbox's secure fields (card form 1), served only while the sandbox is the gateway. */
export async function sandboxRoutes(app: FastifyInstance): Promise<void> {
  const gateway = app.platform.gateway;
  if (!isSandbox(gateway)) return;
  route(
    app,
    sandboxSecureFields,
    async ({ ctx, body }) => {
      requireMember(ctx);
      const parsed = cardFieldsSchema(todayIn(ctx.config.site.timeZone, ctx.now())).safeParse(body);
      if (!parsed.success)
        throw new AppError(422, 'error_payment', CARD_FIELDS_INVALID, zodFieldErrors(parsed.error.issues));
      return { secureFieldCode: await gateway.secureFieldCode(parsed.data) };
    },
    { cacheControl: 'no-store' },
  );
}
