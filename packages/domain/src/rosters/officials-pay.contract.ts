import { z } from 'zod';
import { horizonDay } from '../shared/date-horizon';
import { dataReply } from '../shared/endpoint';
import { choiceField, idField as id } from '../shared/fields';
import { ValidationMessages as V } from '../shared/messages';
import { optionalReason } from '../staff/member-records.contract';
import { defineStaffEndpoint } from '../staff/staff.contract';
import { MAX_RATE_CENTS, OfficialsPayMessages as M } from './officials-pay.messages';
import { isoDateField } from './rosters.contract';
import { ROSTER_TYPES } from './rosters.rules';
import { checkPeriod } from '../shared/period';

// Officials' pay (docs/decisions/196): a rate per roster type and game kind, pay runs over a date range, and the
// run's ABA bank file, exported by a finance officer. Amounts in cents.

const tags = ['staff', 'rosters'];

/** The kinds of game a rate depends on: the round's stage (a final pays more). */
export const GAME_KINDS = ['round', 'semi_final', 'final', 'grand_final'] as const;
export type GameKind = (typeof GAME_KINDS)[number];

export const PayRate = z.object({
  roster_type: choiceField(ROSTER_TYPES),
  game_kind: choiceField(GAME_KINDS),
  amount_cents: z.number().int(),
});
export type PayRate = z.infer<typeof PayRate>;

export const payRates = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/officials-pay/rates',
  permission: 'officials.pay.read',
  tags,
  summary: 'The rate of every roster type and game kind (0 when not set: such games are not paid).',
  reply: dataReply(z.array(PayRate)),
});

export const SetPayRateBody = PayRate.extend({
  amount_cents: z
    .number({ error: V.numeric })
    .int({ error: V.numeric })
    .min(0, { error: M.rateRange })
    .max(MAX_RATE_CENTS, { error: M.rateRange }),
});
export type SetPayRateBody = z.infer<typeof SetPayRateBody>;
export const setPayRate = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/officials-pay/rates',
  permission: 'officials.pay.rates',
  tags,
  summary: 'Set the rate of a roster type and game kind (audited).',
  body: SetPayRateBody,
  reply: dataReply(z.object({ message: z.string() })),
});

export const PayRunSummary = z.object({
  id: z.number().int(),
  from: z.string(),
  to: z.string(),
  created_at: z.string(),
  exported_at: z.string().nullable(),
  exported_by: z.string().nullable().describe('who last exported the bank file (their name)'),
  officials: z.number().int(),
  games: z.number().int(),
  total_cents: z.number().int(),
});
export type PayRunSummary = z.infer<typeof PayRunSummary>;
export const payRunList = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/officials-pay/runs',
  permission: 'officials.pay.read',
  tags,
  summary: 'Every pay run, newest first.',
  reply: dataReply(z.array(PayRunSummary)),
});

export const CreatePayRunBody = z
  .object({ from: isoDateField.pipe(horizonDay()), to: isoDateField.pipe(horizonDay()) })
  .superRefine(checkPeriod());
export type CreatePayRunBody = z.infer<typeof CreatePayRunBody>;
export const createPayRun = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/officials-pay/runs',
  permission: 'officials.pay.run',
  tags,
  summary:
    'Pay every published, unpaid game of the range played by today, at the rates (audited); 409 when there is none.',
  body: CreatePayRunBody,
  reply: dataReply(z.object({ message: z.string(), run_id: z.number().int() })),
});

export const PayRunParams = z.object({ runId: id });
export const PayRunOfficial = z.object({
  member_id: z.number().int(),
  name: z.string(),
  games: z.number().int(),
  amount_cents: z.number().int(),
  bank_details: z.boolean().describe('whether the official gave bank details (never the details themselves)'),
});
export const PayRunLine = z.object({
  member_id: z.number().int(),
  date: z.string(),
  time: z.string(),
  division: z.string(),
  game: z.string(),
  function: z.string(),
  game_kind: z.enum(GAME_KINDS),
  amount_cents: z.number().int(),
});
export const PayRunDetail = PayRunSummary.extend({ by_official: z.array(PayRunOfficial), lines: z.array(PayRunLine) });
export type PayRunDetail = z.infer<typeof PayRunDetail>;
export const payRun = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/officials-pay/runs/:runId',
  permission: 'officials.pay.read',
  tags,
  summary: "A pay run: each official's games and amount.",
  params: PayRunParams,
  reply: dataReply(PayRunDetail),
});

export const AbaExportBody = z.object({
  processing_date: isoDateField.pipe(horizonDay()).describe('the day the bank processes the file'),
  reason: optionalReason.describe(
    'required once the run was exported: another file pays the same officials again (decision 262)',
  ),
});
export type AbaExportBody = z.infer<typeof AbaExportBody>;
export const payRunAba = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/officials-pay/runs/:runId/aba',
  permission: 'officials.pay.export',
  tags,
  summary:
    'The ABA (Cemtex direct entry) file of a pay run (text/plain attachment): bank details are decrypted only here; audited. ' +
    'The run is marked exported (who, when) with its audit row; exporting it again needs a reason (409 already_exported without one, ' +
    'so of exports at once one makes the file), and the password typed again in the last minutes (403 password_required; decision 263).',
  params: PayRunParams,
  body: AbaExportBody,
  reply: z.string(),
  file: {
    type: 'text/plain',
    charset: 'us-ascii',
    description: 'The ABA file, ASCII with CRLF line ends (attachment pay-run-{id}.aba)',
  },
});
