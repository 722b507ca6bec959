import { z } from 'zod';
import { textField } from '../shared/fields';
import { ValidationMessages as V } from '../shared/messages';
import { defineStaffEndpoint } from '../staff/staff.contract';
import {
  INVOICE_PLACEHOLDERS,
  RENEWAL_PLACEHOLDERS,
  REMINDER_DAYS,
  REMINDER_TEXT_MAX,
  unknownPlaceholders,
} from './reminders';
import { MessagingSettingsMessages as M } from './settings.staff.messages';

// The association's messaging settings (issue 43, docs/decisions/314): team messages on or off and their limit a day,
// the renewal and invoice reminders in the association's words, and the daily fixture-change digest. One row.

const PATH = '/api/staff/messages/settings';
const flag = z.boolean({ error: V.boolean });
/** A whole number in a range, from a number or a form's digits. */
const between = (min: number, max: number) =>
  z
    .union([z.int(), z.string().regex(/^\d{1,3}$/, { error: V.numberBetween(min, max) })], {
      error: V.numberBetween(min, max),
    })
    .transform(Number)
    .pipe(
      z
        .int()
        .min(min, { error: V.numberBetween(min, max) })
        .max(max, { error: V.numberBetween(min, max) }),
    );
const wording = (known: readonly string[]) =>
  textField({ message: V.text, multiline: true })
    .min(1, { error: V.required })
    .max(REMINDER_TEXT_MAX, { error: V.maximum(REMINDER_TEXT_MAX) })
    .superRefine((text, c) => {
      const unknown = unknownPlaceholders(text, known);
      if (unknown.length) c.addIssue({ code: 'custom', message: M.unknownPlaceholder(unknown, known) });
    });

export const TEAM_MESSAGES_PER_DAY = { min: 1, max: 50 } as const;

export const MessagingSettings = z.object({
  team_messages: flag,
  team_messages_per_day: between(TEAM_MESSAGES_PER_DAY.min, TEAM_MESSAGES_PER_DAY.max),
  renewal_reminders: flag,
  renewal_reminder_days: between(REMINDER_DAYS.min, REMINDER_DAYS.max),
  renewal_reminder_text: wording(RENEWAL_PLACEHOLDERS),
  invoice_reminders: flag,
  invoice_overdue_days: between(REMINDER_DAYS.min, REMINDER_DAYS.max),
  invoice_reminder_text: wording(INVOICE_PLACEHOLDERS),
  fixture_digest: flag,
});
export type MessagingSettings = z.infer<typeof MessagingSettings>;
export type MessagingSettingsInput = z.input<typeof MessagingSettings>;

/** As the server answers it (a reply schema has no refinements). */
export const MessagingSettingsShape = z.object({
  team_messages: z.boolean(),
  team_messages_per_day: z.number().int(),
  renewal_reminders: z.boolean(),
  renewal_reminder_days: z.number().int(),
  renewal_reminder_text: z.string(),
  invoice_reminders: z.boolean(),
  invoice_overdue_days: z.number().int(),
  invoice_reminder_text: z.string(),
  fixture_digest: z.boolean(),
});

export const messagingSettings = defineStaffEndpoint({
  method: 'GET',
  path: PATH,
  permission: 'messaging.settings',
  summary: "The association's messaging settings: team messages, reminders and the fixture digest.",
  reply: z.object({ data: MessagingSettingsShape }),
});

export const saveMessagingSettings = defineStaffEndpoint({
  method: 'PUT',
  path: PATH,
  permission: 'messaging.settings',
  summary: "Store the association's messaging settings; the next reminder round reads them.",
  body: MessagingSettings,
  reply: z.object({ data: z.object({ message: z.string() }) }),
});
