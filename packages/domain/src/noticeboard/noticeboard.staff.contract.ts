import { z } from 'zod';
import { dataReply } from '../shared/endpoint';
import { emailField, idField as id, plainTextField } from '../shared/fields';
import { ValidationMessages as V } from '../shared/messages';
import { defineStaffEndpoint } from '../staff/staff.contract';
import { NoticeboardSection } from './noticeboard.contract';

// The managers' noticeboard in the back-office (docs/decisions/197): entries by section, as spec 002 §3 Noticeboard
// row, added and removed by the referee coordinator; members read them through GET /member/noticeboard unchanged.

const tags = ['staff', 'noticeboard'];
const Message = dataReply(z.object({ message: z.string() }));

export const staffNoticeboard = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/noticeboard',
  permission: 'noticeboard.read',
  tags,
  summary: 'The noticeboard by section, as managers see it.',
  reply: dataReply(z.array(NoticeboardSection)),
});

export const NoticeBody = z.object({
  section: plainTextField(60),
  section_order: z
    .number({ error: V.numeric })
    .int({ error: V.numeric })
    .min(0, { error: V.numeric })
    .max(99, { error: V.numeric })
    .optional()
    .default(0)
    .describe('the order of the section on the board (lowest first)'),
  firstname: plainTextField(50),
  surname: plainTextField(50, { required: false }),
  gender: z.enum(['', 'Male', 'Female'], { error: V.choice }).optional().default(''),
  email: emailField,
  competition: plainTextField(100, { required: false }),
  comment: plainTextField(500, { required: false }),
});
export type NoticeBody = z.infer<typeof NoticeBody>;
export const addNotice = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/noticeboard',
  permission: 'noticeboard.write',
  tags,
  summary: 'Add a row to a section of the noticeboard (audited).',
  body: NoticeBody,
  reply: Message,
});

export const NoticeParams = z.object({ noticeId: id });
export const removeNotice = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/noticeboard/:noticeId/remove',
  permission: 'noticeboard.write',
  tags,
  summary: 'Take a row off the noticeboard (audited with what it said).',
  params: NoticeParams,
  reply: Message,
});
