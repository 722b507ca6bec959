import { z } from 'zod';
import { defineStaffEndpoint } from '../staff/staff.contract';
import { RegistrationOpeningTexts as T } from '../shared/queue.messages';

// The scheduled opening of registrations (issue 46 item 4, docs/decisions/347): one time, typed dd/mm/yyyy hh:mm in
// Sydney, or empty for "open now". From that second every registration takes a place in the fair queue.

/** 'dd/mm/yyyy hh:mm' (24-hour clock), or '' to remove the opening time. */
export const OpeningTimeField = z
  .string({ error: T.badFormat })
  .trim()
  .refine((v) => v === '' || /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/.test(v), { error: T.badFormat });

export const RegistrationOpening = z.object({
  opens_at: z.string().nullable().describe('dd/mm/yyyy hh:mm in Sydney; null when no opening time is set'),
  opens_at_iso: z.string().nullable().describe('the same instant in ISO 8601'),
});
export type RegistrationOpening = z.infer<typeof RegistrationOpening>;

export const SaveRegistrationOpeningBody = z.object({ opens_at: OpeningTimeField });
export type SaveRegistrationOpeningBody = z.infer<typeof SaveRegistrationOpeningBody>;

export const registrationOpening = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/registrations/opening',
  permission: 'registrations.opening',
  summary: 'When registrations open (Sydney time), or null when they are open.',
  reply: z.object({ data: RegistrationOpening }),
});

export const saveRegistrationOpening = defineStaffEndpoint({
  method: 'PUT',
  path: '/api/staff/registrations/opening',
  permission: 'registrations.opening',
  summary:
    "Set when registrations open ('dd/mm/yyyy hh:mm', Sydney, in the future), or '' to remove it (audited). 422 " +
    'errors.opens_at for a malformed or past time.',
  body: SaveRegistrationOpeningBody,
  reply: z.object({ data: RegistrationOpening.extend({ message: z.string() }) }),
});
