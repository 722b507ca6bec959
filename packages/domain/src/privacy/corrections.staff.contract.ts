import { z } from 'zod';
import { dataReply } from '../shared/endpoint';
import { idField, plainTextField } from '../shared/fields';
import { ValidationMessages as V } from '../shared/messages';
import { defineStaffEndpoint } from '../staff/staff.contract';
import { CorrectionItem } from './privacy.contract';

// The staff queue of requests to correct a person's data (issue 44 item 3, APP 13; docs/decisions/323).

const tags = ['privacy'];

export const StaffCorrection = CorrectionItem.extend({
  asked_by: z.string().describe('the member who asked (the person or their guardian)'),
});
export const CorrectionsQuery = z.object({
  status: z.enum(['open', 'answered'], { error: V.choice }).optional().default('open'),
});
export const staffCorrections = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/privacy/corrections',
  permission: 'privacy.corrections',
  tags,
  query: CorrectionsQuery,
  reply: dataReply(z.object({ corrections: z.array(StaffCorrection) })),
  summary: "Requests to correct a person's data: the open ones oldest first, or the last 100 answered.",
});

export const AnswerBody = z.object({
  outcome: z.enum(['corrected', 'declined'], { error: V.choice }),
  answer: plainTextField(1000, { multiline: true }),
});
export type AnswerBody = z.infer<typeof AnswerBody>;
export const answerCorrection = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/privacy/corrections/:id/answer',
  permission: 'privacy.corrections',
  tags,
  params: z.object({ id: idField }),
  body: AnswerBody,
  reply: dataReply(z.object({ correction: StaffCorrection })),
  summary:
    'Answer a request (corrected, or not changed with why); the member sees the answer. Audited. 409 when already answered.',
});
