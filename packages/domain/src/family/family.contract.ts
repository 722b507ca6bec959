import { z } from 'zod';
import { registrationWithoutSignIn, type RegistrationSettings } from '../accounts/registration-schema';
import { dataReply, defineEndpoint } from '../shared/endpoint';
import { minorRule } from './family.rules';

// Family accounts (docs/decisions/245, 246). Every family call is about the signed-in login itself, so each record says
// actFor: false and a request naming a person to act for is refused with 403.

/** A person of the family: the signed-in member (self) or one they look after. */
export const FamilyPerson = z.object({
  id: z.number().int(),
  self: z.boolean().describe('true for the signed-in member themself'),
  firstname: z.string(),
  lastname: z.string(),
  prefname: z.string(),
  dob: z.string().nullable().describe('DD/MM/YYYY'),
  has_sign_in: z.boolean().describe('false for a person without a username and password of their own'),
  other_guardians: z
    .array(z.object({ firstname: z.string(), lastname: z.string() }))
    .describe("the person's other guardians, by name only: never their email, phone, mobile or address"),
});
export type FamilyPerson = z.infer<typeof FamilyPerson>;

export const getFamily = defineEndpoint({
  method: 'GET',
  path: '/api/member/family',
  auth: 'member',
  tags: ['family'],
  actFor: false,
  summary:
    'The signed-in member (first, self true) and every live person they look after, by name. ' +
    "Refuses X-Act-For with 403: the family is the signed-in login's own.",
  reply: dataReply(z.array(FamilyPerson)),
});

/**
 * A child a guardian registers: the registration payload of spec 000 §3 without username and password, with the
 * parent/guardian consent of §2.3 step 4 (agreed_to_terms, agreed_to_privacy), for a person under 18 on `today`.
 */
export function addChildSchema(s: Omit<RegistrationSettings, 'minPasswordLength' | 'autoUsername'> = {}) {
  const settings: RegistrationSettings = { ...s, minPasswordLength: 1, autoUsername: true };
  return registrationWithoutSignIn(settings, [minorRule(s.today ?? (() => new Date()))]);
}
export const AddChildBody = addChildSchema();
export type AddChildBody = z.input<typeof AddChildBody>;
export type AddChildInput = z.output<typeof AddChildBody>;

export const AddChildReply = dataReply(z.object({ id: z.number().int(), message: z.string() }));
export type AddChildReply = z.infer<typeof AddChildReply>;

export const addChild = defineEndpoint({
  method: 'POST',
  path: '/api/member/family/children',
  auth: 'member',
  tags: ['family'],
  actFor: false,
  summary:
    'Register a child the signed-in adult looks after: the registration payload (sport basketball: every field; ' +
    'netball: the reduced form) without username and password, with the parent/guardian consent. Writes the person ' +
    '(no sign-in of their own), their sport entry and the guardianship in one transaction. 422 with a dob field error ' +
    'for a person of 18 or older (in Australia/Sydney), 403 when the signed-in member is not an adult.',
  body: AddChildBody,
  reply: AddChildReply,
});
