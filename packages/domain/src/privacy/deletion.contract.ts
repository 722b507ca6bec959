import { z } from 'zod';
import { dataReply, defineEndpoint } from '../shared/endpoint';
import { idField } from '../shared/fields';
import { defineStaffEndpoint } from '../staff/staff.contract';

// Closing an account, deleting a child's data (issue 44 item 4, docs/decisions/324): the member (or a guardian acting
// for the child, X-Act-For) asks; staff confirm in a queue; the person is de-identified in one transaction.

export const DELETION_STATUSES = ['requested', 'done'] as const;
export type DeletionStatus = (typeof DELETION_STATUSES)[number];

/** A request as the member sees it, for themself or a child they look after. */
export const MyDeletion = z.object({
  id: z.number().int(),
  person_id: z.number().int(),
  status: z.enum(DELETION_STATUSES),
  requested_on: z.string().describe('DD/MM/YYYY'),
});
export type MyDeletion = z.infer<typeof MyDeletion>;

// Like the rest of /member/privacy (decision 322): the login's own calls, the person named in the body.
const tags = ['privacy'];
const own = { auth: 'member', tags, actFor: false } as const;

export const myDeletions = defineEndpoint({
  ...own,
  method: 'GET',
  path: '/api/member/privacy/deletions',
  summary: 'The requests to close this account or delete the data of a child the member looks after.',
  reply: dataReply(z.array(MyDeletion)),
});

export const DeletionBody = z.object({ person_id: idField });
export type DeletionBody = z.input<typeof DeletionBody>;

export const requestDeletion = defineEndpoint({
  ...own,
  method: 'POST',
  path: '/api/member/privacy/deletions',
  summary:
    "Ask to close the member's own account (person_id: their own id) or delete the data of a child they look after. " +
    'A second request for the same person answers the first and changes nothing (already true); anyone else is 403.',
  body: DeletionBody,
  reply: dataReply(z.object({ request: MyDeletion, already: z.boolean(), message: z.string() })),
});

/** A request in the staff queue. */
export const DeletionRow = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  name: z.string().describe('the person as they are now ("Former member #id" once done)'),
  requested_by: z.string().describe('who asked: the person, or their guardian'),
  by_guardian: z.boolean(),
  requested_on: z.string().describe('DD/MM/YYYY'),
  status: z.enum(DELETION_STATUSES),
  done_on: z.string().nullable().describe('DD/MM/YYYY'),
  done_by: z.string().nullable(),
});
export type DeletionRow = z.infer<typeof DeletionRow>;

export const deletionQueue = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/privacy/deletions',
  permission: 'privacy.deletions',
  summary: 'Deletion requests: waiting ones first (oldest first), then the last 100 done.',
  reply: dataReply(z.array(DeletionRow)),
});

export const DeletionParams = z.object({ id: idField });

export const confirmDeletion = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/privacy/deletions/:id/confirm',
  permission: 'privacy.deletions',
  summary:
    'De-identify the person of a request in one transaction (audited). Confirming a request already done changes ' +
    'nothing (already true). 404 for no such request; 409 while the person holds a staff role.',
  params: DeletionParams,
  reply: dataReply(z.object({ already: z.boolean(), name: z.string(), message: z.string() })),
});
