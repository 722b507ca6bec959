import { z } from 'zod';
import { textField } from '../shared/fields';
import { ValidationMessages as V } from '../shared/messages';
import { defineStaffEndpoint } from './staff.contract';

// The back-office's password check (docs/decisions/263): before bank details, bank files and refunds the server asks
// the staff member's password again (403 password_required); typing it holds for PASSWORD_CONFIRM_MINUTES on the session.

export const ConfirmPasswordBody = z.object({
  // as sign-in reads a password: untrimmed, control characters refused before it is tried (docs/decisions/040)
  password: textField({ trim: false, message: V.required })
    .min(1, { error: V.required })
    .max(200, { error: V.maximum(200) }),
  /** With a second factor: a code too, for bank details, the ABA file and member exports (docs/decisions/327). */
  code: textField()
    .max(20, { error: V.maximum(20) })
    .optional(),
});
export type ConfirmPasswordBody = z.infer<typeof ConfirmPasswordBody>;

export const confirmPassword = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/confirm-password',
  permission: 'staff.home',
  summary:
    "Type the signed-in staff member's password again: bank details, bank files and refunds are then allowed on this session for " +
    'some minutes (422 with errors.password when wrong; failures count towards the sign-in limits). With `code` (a staff ' +
    'member with a second factor) the code is checked too (422 errors.code), for bank details, bank files and exports.',
  body: ConfirmPasswordBody,
  reply: z.object({ data: z.object({ message: z.string(), until: z.string().describe('ISO instant') }) }),
});
