import { z } from 'zod';
import { dataReply, defineEndpoint } from '../shared/endpoint';
import { idField, plainTextField, textField } from '../shared/fields';

// A person's own data, the member side (issue 44 item 3; APP 12, 13; docs/decisions/322, 323). Always the signed-in
// login's own calls (no acting for a child): the person is named in the body, the login itself or a child they are
// guardian of, and the service checks which.

const tags = ['privacy'];
const own = { auth: 'member', tags, actFor: false } as const;

export const EXPORT_LINK_DAYS = 7;
export const CORRECTION_MAX = 1000;

export const PrivacyPerson = z.object({ id: z.number().int(), name: z.string(), self: z.boolean() });
export const ExportItem = z.object({
  id: z.number().int(),
  person_id: z.number().int(),
  name: z.string().describe("whose data (the member's or their child's)"),
  status: z.enum(['pending', 'ready', 'failed', 'expired']),
  created_at: z.string().describe('ISO instant'),
  expires_at: z.string().nullable().describe('ISO instant: the link works until then'),
});
export const CorrectionItem = z.object({
  id: z.number().int(),
  person_id: z.number().int(),
  name: z.string(),
  what: z.string(),
  correction: z.string(),
  status: z.enum(['open', 'corrected', 'declined']),
  answer: z.string(),
  created_at: z.string().describe('ISO instant'),
  answered_at: z.string().nullable(),
});
export type CorrectionItem = z.infer<typeof CorrectionItem>;

export const privacyOverview = defineEndpoint({
  ...own,
  method: 'GET',
  path: '/api/member/privacy',
  reply: dataReply(
    z.object({ people: z.array(PrivacyPerson), exports: z.array(ExportItem), corrections: z.array(CorrectionItem) }),
  ),
  summary: 'The signed-in member and the children they look after, their data downloads and correction requests.',
});

export const ExportBody = z.object({ person_id: idField });
export const requestExport = defineEndpoint({
  ...own,
  method: 'POST',
  path: '/api/member/privacy/exports',
  body: ExportBody,
  reply: dataReply(z.object({ message: z.string(), id: z.number().int() })),
  summary:
    "Ask for a copy of a person's data (the member's own or a child's they are guardian of; 403 otherwise). Made in " +
    `the background and emailed as a link that works for ${EXPORT_LINK_DAYS} days; asked again while one is made, the same one.`,
});

export const TokenParams = z.object({ token: textField({ trim: false }).regex(/^[A-Za-z0-9_-]{20,100}$/) });
export const downloadExport = defineEndpoint({
  ...own,
  method: 'GET',
  path: '/api/member/privacy/exports/:token/file',
  params: TokenParams,
  reply: z.string(),
  file: { type: 'application/zip', description: "The person's data as a zip of JSON and CSV files" },
  summary:
    "The zip the emailed link names, for the member who asked only (404 for anyone else or an unknown link), 410 once the link's time is over.",
});

export const CorrectionBody = z.object({
  person_id: idField,
  what: plainTextField(200),
  correction: plainTextField(CORRECTION_MAX, { multiline: true }),
});
export type CorrectionBody = z.infer<typeof CorrectionBody>;
export const requestCorrection = defineEndpoint({
  ...own,
  method: 'POST',
  path: '/api/member/privacy/corrections',
  body: CorrectionBody,
  reply: dataReply(z.object({ message: z.string(), correction: CorrectionItem })),
  summary: 'Ask the association to correct something about the member or a child they are guardian of (APP 13).',
});
