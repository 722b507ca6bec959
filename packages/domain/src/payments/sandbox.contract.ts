import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint';
import { textField } from '../shared/fields';

// Card form 1 with the built-in sandbox gateway (docs/decisions/058-sandbox-gateway.md): the sandbox's "secure
// fields" turn the card into a one-time secure field code, as a real provider's hosted fields do, so card form 1
// works end to end without a provider. Only served while PAYMENT_GATEWAY is the sandbox.

const text = (max: number) => textField({ trim: false }).max(max);

export const SandboxSecureFieldsBody = z.object({
  cardNumber: text(30),
  cardName: text(100),
  cardExpiry: text(10),
  cardCVC: text(10),
});
export type SandboxSecureFieldsBody = z.infer<typeof SandboxSecureFieldsBody>;

export const sandboxSecureFields = defineEndpoint({
  method: 'POST',
  path: '/api/sandbox/securefields',
  auth: 'member',
  readOnly: true,
  tags: ['payments'],
  summary:
    "Sandbox gateway only: a one-time secure field code for a card (card form 1). 422 'Credit Card fields invalid.' with field errors.",
  body: SandboxSecureFieldsBody,
  reply: z.object({ secureFieldCode: z.string() }),
});
