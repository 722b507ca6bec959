import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const health = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  auth: 'public',
  tags: ['platform'],
  summary: 'Answers 200 once the database is migrated and ready.',
  reply: z.object({ status: z.literal('ok') }),
});

/** Site settings the web app needs (not in the spec: our own call, documented here). */
export const SiteSettings = z.object({
  associationName: z.string(),
  associationShortName: z
    .string()
    .describe('the name the top bar shows on a phone (ASSOCIATION_SHORT_NAME, else the association name)'),
  associationEmail: z
    .string()
    .describe('where a member writes to the association (ASSOCIATION_EMAIL; the dashboard offers a mailto link)'),
  abn: z.string().describe("the association's ABN, printed on receipts (tax invoices)"),
  timeZone: z.string(),
  minPasswordLength: z.number().int(),
  autoUsername: z.boolean(),
  mapsEnabled: z.boolean(),
  statsEnabled: z.boolean(),
  donationEnabled: z.boolean(),
  taxRate: z.number(),
  paymentForm: z.union([z.literal(1), z.literal(2)]),
  paymentGateway: z
    .enum(['sandbox', 'eway'])
    .describe('the card gateway; with eway, card form 1 loads eWAY Secure Fields'),
  ewayPublicKey: z.string().describe("eWAY's public API key for Secure Fields (empty unless the gateway is eway)"),
});
export type SiteSettings = z.infer<typeof SiteSettings>;

export const settings = defineEndpoint({
  method: 'GET',
  path: '/api/settings',
  auth: 'public',
  tags: ['platform'],
  summary: 'Public site settings (association name, time zone, feature switches, limits).',
  reply: z.object({ data: SiteSettings }),
});
