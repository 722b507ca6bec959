import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint';
import { textField } from '../shared/fields';
import { ValidationMessages as V } from '../shared/messages';
import { dayField } from '../shared/period';
import { CHECK_KINDS, CHECK_STATES, CHECK_STATUSES } from './checks';
import { CheckMessages as M } from './checks.messages';

// A member's own Working With Children Check on their profile (issue 44, docs/decisions/315): adults only, the
// signed-in person's own (a guardian is not asked for a child's: no X-Act-For). Changing the number or the state puts
// it back to waiting for verification.

const PATH = '/api/member/safeguarding/check';

/** A check's number as the states print them: letters, digits, spaces, dashes and slashes; kept in capitals. */
export const checkNumberField = textField({ message: V.required })
  .min(1, { error: V.required })
  .max(40, { error: V.maximum(40) })
  .regex(/^[A-Za-z0-9][A-Za-z0-9 /-]*$/, { error: M.number })
  .transform((v) => v.toUpperCase().replace(/\s+/g, ' '));

export const CheckEntryBody = z.object({
  state: z.enum(CHECK_STATES, { error: V.required }),
  number: checkNumberField,
  kind: z.enum(CHECK_KINDS, { error: V.required }),
  /** yyyy-mm-dd, or '' when the member does not know it; not in the past (checked against today on the server). */
  expires_on: z.union([z.literal(''), dayField], { error: V.date }),
});
export type CheckEntryBody = z.infer<typeof CheckEntryBody>;
export type CheckEntryInput = z.input<typeof CheckEntryBody>;

export const MemberCheck = z.object({
  state: z.enum(CHECK_STATES),
  number: z.string(),
  kind: z.enum(CHECK_KINDS),
  expires_on: z.string().nullable(),
  status: z.enum(CHECK_STATUSES).describe('the standing today: a verified check past its expiry reads expired'),
  checked_at: z.string().nullable(),
});
export type MemberCheck = z.infer<typeof MemberCheck>;

export const MyCheck = z.object({
  asked: z.boolean().describe('false for a person under 18: nothing to enter'),
  check: MemberCheck.nullable(),
});
export type MyCheck = z.infer<typeof MyCheck>;

export const getMyCheck = defineEndpoint({
  method: 'GET',
  path: PATH,
  auth: 'member',
  summary: "The signed-in member's own Working With Children Check (adults only).",
  actFor: false,
  reply: z.object({ data: MyCheck }),
});

export const saveMyCheck = defineEndpoint({
  method: 'PUT',
  path: PATH,
  auth: 'member',
  summary: 'Enter or change my Working With Children Check; a new number or state waits for verification again.',
  actFor: false,
  body: CheckEntryBody,
  reply: z.object({ data: z.object({ message: z.string(), check: MemberCheck }) }),
});
