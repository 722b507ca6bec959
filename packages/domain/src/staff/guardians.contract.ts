import { z } from 'zod';
import { idField } from '../shared/fields';
import { defineStaffEndpoint } from './staff.contract';
import { MemberParams, MemberRecordReply, reasonField } from './member-records.contract';

// The back-office's calls about guardians (docs/decisions/252): link a guardian to a child and unlink one, by member numbers,
// with a reason (audited). Both answer the child's record, which lists guardians and dependants (MemberRecord.family).

export const LinkGuardianBody = z.object({
  guardian_id: idField.describe("the guardian's member number"),
  reason: reasonField,
});
export type LinkGuardianBody = z.infer<typeof LinkGuardianBody>;

export const linkGuardian = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/members/:memberId/guardians',
  permission: 'family.write',
  summary: 'Link a guardian (by member number) to this member, with a reason (audited).',
  params: MemberParams,
  body: LinkGuardianBody,
  reply: MemberRecordReply,
});

export const GuardianParams = MemberParams.extend({ guardianId: idField });
export const UnlinkGuardianBody = z.object({ reason: reasonField });
export type UnlinkGuardianBody = z.infer<typeof UnlinkGuardianBody>;

export const unlinkGuardian = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/members/:memberId/guardians/:guardianId/unlink',
  permission: 'family.write',
  summary:
    'Unlink a guardian from this member, with a reason (audited); a person without a sign-in keeps at least one.',
  params: GuardianParams,
  body: UnlinkGuardianBody,
  reply: MemberRecordReply,
});
