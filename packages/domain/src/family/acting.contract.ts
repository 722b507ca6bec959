import { z } from 'zod';
import { dataReply, defineEndpoint } from '../shared/endpoint';

// What guardians did while acting for a person (docs/decisions/258): every write a guardian makes through X-Act-For
// is recorded with the guardian as its actor, and the person sees the list on their profile.

export const ActedChange = z.object({
  at: z.string().describe("DD/MM/YYYY hh:mm am, in the association's time zone"),
  by: z.string().describe("The guardian's first and last name"),
  what: z.string().describe('What they did, in words for the person (actedForWords)'),
});
export type ActedChange = z.infer<typeof ActedChange>;

export const actedChanges = defineEndpoint({
  method: 'GET',
  path: '/api/member/family/changes',
  auth: 'member',
  tags: ['family'],
  summary:
    'Ours: the changes guardians made while acting for this person (newest first, the last 50): when, who, what.',
  reply: dataReply(z.array(ActedChange)),
});

/** A call's words for the person it was made for, from its method and path ("changed your profile"). */
const WORDS: readonly [RegExp, string][] = [
  [/^POST \/api\/member\/user$/, 'changed your profile'],
  [/^POST \/api\/member\/eft$/, 'changed your bank details'],
  [/^POST \/api\/ecommerce\/membership\//, 'paid your membership'],
  [/^POST \/api\/ecommerce\/invoice\//, 'paid an invoice of yours'],
  [/^POST \/api\/ecommerce\/store\//, 'bought from the store for you'],
  [/^POST \/api\/ecommerce\/teamnomination\//, 'entered a team for you'],
  [/^POST \/api\/booking\//, 'booked a court for you'],
  [/^POST \/api\/referee\/availability$/, 'changed your referee availability'],
  [/^(POST|DELETE) \/api\/roster\/feed$/, 'changed your roster calendar link'],
  [/^POST \/api\/member\/teams\//, 'changed your team'],
];

export function actedForWords(call: string): string {
  return WORDS.find(([pattern]) => pattern.test(call))?.[1] ?? 'made a change for you';
}
