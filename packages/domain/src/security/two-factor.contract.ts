import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint';
import { textField } from '../shared/fields';
import { ValidationMessages as V } from '../shared/messages';
import { defineStaffEndpoint, StaffRoleField } from '../staff/staff.contract';
import { MemberParams } from '../staff/member-records.contract';
import { TwoFactorMessages as M } from './two-factor.messages';

// The second factor's calls (issue 44, docs/decisions/327, 328). A member's own (staff set theirs up with the same
// calls: they are member calls, so the back-office's gate never stands in front of them), and the administrator's.

const own = { auth: 'member' as const, tags: ['security'], actFor: false as const };

/** A typed code: 6 digits, or a recovery code (XXXXX-XXXXX); spaces and dashes are allowed. */
export const CodeField = textField({ message: M.codeRequired })
  .min(1, { error: M.codeRequired })
  .max(20, { error: V.maximum(20) });

export const CodeBody = z.object({ code: CodeField });
export type CodeBody = z.infer<typeof CodeBody>;

const message = z.object({ data: z.object({ message: z.string() }) });

export const SecondFactorState = z.object({
  enabled: z.boolean(),
  recovery_codes_left: z.number().int(),
  /** This session has typed a code (at sign-in or set-up). */
  passed: z.boolean(),
  /** The member holds a staff role and the association asks staff for a second factor. */
  staff_required: z.boolean(),
});
export type SecondFactorState = z.infer<typeof SecondFactorState>;

export const secondFactorState = defineEndpoint({
  ...own,
  method: 'GET',
  path: '/api/member/second-factor',
  summary: "The signed-in member's second factor: on or off, recovery codes left, whether this session typed a code.",
  reply: z.object({ data: SecondFactorState }),
});

export const startSecondFactor = defineEndpoint({
  ...own,
  method: 'POST',
  path: '/api/member/second-factor/setup',
  summary:
    'Begin setting up an authenticator: a new secret, its otpauth:// address and a QR code (SVG). 409 when one is on.',
  reply: z.object({
    data: z.object({ secret: z.string(), uri: z.string(), qr_svg: z.string() }),
  }),
});

export const confirmSecondFactor = defineEndpoint({
  ...own,
  method: 'POST',
  path: '/api/member/second-factor/confirm',
  summary:
    'Turn the second factor on with a first code from the app: answers the recovery codes, once (422 errors.code when wrong).',
  body: CodeBody,
  reply: z.object({ data: z.object({ message: z.string(), recovery_codes: z.array(z.string()) }) }),
});

export const verifySecondFactor = defineEndpoint({
  ...own,
  method: 'POST',
  path: '/api/member/second-factor/verify',
  summary:
    'Type a code (or a recovery code, once) for this session: the back-office then opens (422 errors.code when wrong; 429 after too many).',
  body: CodeBody,
  reply: message,
});

export const turnOffSecondFactor = defineEndpoint({
  ...own,
  method: 'POST',
  path: '/api/member/second-factor/off',
  summary: 'Turn the second factor off with a code (409 for staff while the association asks staff for one).',
  body: CodeBody,
  reply: message,
});

// The administrator's calls

export const SecondFactorSettings = z.object({ staff_required: z.boolean({ error: V.boolean }) });
export type SecondFactorSettings = z.infer<typeof SecondFactorSettings>;

export const StaffFactorRow = z.object({
  member_id: z.number().int(),
  name: z.string(),
  username: z.string(),
  roles: z.array(StaffRoleField),
  enabled: z.boolean(),
});

export const secondFactorSettings = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/security/second-factor',
  permission: 'security.second-factor',
  summary: 'Whether staff must use a second factor, and which staff members have one.',
  reply: z.object({ data: SecondFactorSettings.extend({ staff: z.array(StaffFactorRow) }) }),
});

export const saveSecondFactorSettings = defineStaffEndpoint({
  method: 'PUT',
  path: '/api/staff/security/second-factor',
  permission: 'security.second-factor',
  summary: 'Ask every staff member for a second factor, or not (audited).',
  body: SecondFactorSettings,
  reply: message,
});

export const resetSecondFactor = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/members/:memberId/second-factor/reset',
  permission: 'security.second-factor',
  summary: "Remove a member's authenticator and recovery codes (they set it up again); audited and logged.",
  params: MemberParams,
  reply: message,
});
