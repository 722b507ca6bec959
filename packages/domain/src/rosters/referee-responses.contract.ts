import { z } from 'zod';
import { dataReply, defineEndpoint } from '../shared/endpoint';
import { choiceField, idField as id } from '../shared/fields';
import { ValidationMessages as V } from '../shared/messages';
import { MessageReply } from './rosters.contract';

// Ours, beside spec 002 (decision 279): an official accepts or declines each published game of theirs. The spec's
// roster payloads stay as they are; MY ROSTER asks these apart, by the roster item's id (its assignment).

const tags = ['rosters'];
const member = { auth: 'member', tags } as const;

export const ANSWERS = ['accepted', 'declined'] as const;

export const RefereeResponse = z.object({
  id: z.number().int().describe('the roster item (assignment) id of MY ROSTER'),
  response: z.enum(['pending', 'accepted', 'declined']),
  moved: z.boolean().describe('the game moved since it was given: answer again'),
  version: z.number().int().describe('the game as the member saw it; sent back with the answer'),
});
export type RefereeResponse = z.infer<typeof RefereeResponse>;

export const refereeResponses = defineEndpoint({
  ...member,
  method: 'GET',
  path: '/api/referee/responses',
  summary: "Ours: the answers of the member's published games from today (is_ref).",
  reply: dataReply(z.array(RefereeResponse)),
});

export const RespondBody = z.object({
  response: choiceField(ANSWERS),
  version: z.number({ error: V.invalidInput }).int({ error: V.invalidInput }).min(0, { error: V.invalidInput }),
});
export type RespondBody = z.infer<typeof RespondBody>;
export const respondToGame = defineEndpoint({
  ...member,
  method: 'POST',
  path: '/api/referee/roster/:id/response',
  params: z.object({ id }),
  body: RespondBody,
  reply: dataReply(MessageReply),
  summary:
    "Ours: accept or decline one of the member's published games; 409 when the game moved since it was read (decision 279).",
});
