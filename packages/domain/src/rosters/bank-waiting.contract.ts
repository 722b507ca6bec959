import { z } from 'zod';
import { dataReply } from '../shared/endpoint';
import { idField } from '../shared/fields';
import { defineStaffEndpoint } from '../staff/staff.contract';

// Officials owed pay who gave no bank details, and the reminder the finance officer emails them (decision 283).

const tags = ['staff', 'rosters'];

/** A reminder to one official is emailed at most once in this many hours (decision 283). */
export const BANK_REMINDER_HOURS = 24;
/** At most this many officials are reminded by one click (the list shows them all; a longer one is clicked again). */
export const BANK_REMINDERS_AT_ONCE = 500;

export const OfficialWaiting = z.object({
  member_id: z.number().int(),
  name: z.string(),
  games: z.number().int(),
  amount_cents: z.number().int(),
  eft_page: z.boolean().describe('whether the official has the EFT page (is_eft) to enter their details on'),
  reminded_at: z.string().nullable().describe('ISO instant of the last reminder'),
});
export type OfficialWaiting = z.infer<typeof OfficialWaiting>;

export const officialsWaitingForBank = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/officials-pay/waiting-for-bank',
  permission: 'officials.pay.read',
  tags,
  summary:
    'Officials owed pay for published games played by today who gave no bank details: games, amount, last reminder.',
  reply: dataReply(z.array(OfficialWaiting)),
});

export const RemindBankBody = z.object({ member_ids: z.array(idField).min(1).max(BANK_REMINDERS_AT_ONCE) });
export type RemindBankBody = z.infer<typeof RemindBankBody>;
export const remindBank = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/officials-pay/waiting-for-bank/remind',
  permission: 'officials.pay.run',
  tags,
  summary: `Email each official named who still waits for their bank details a reminder (one mail each, audited), except those reminded in the last ${BANK_REMINDER_HOURS} hours; their EFT page opens (decision 283).`,
  body: RemindBankBody,
  reply: dataReply(z.object({ message: z.string(), emailed: z.number().int(), skipped: z.number().int() })),
});
