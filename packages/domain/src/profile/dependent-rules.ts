import type { z } from 'zod';
import { DISABILITY_TYPES } from '../shared/fields';
import { ValidationMessages as M } from '../shared/messages';
import { AU_STATE_CODES } from './lookups.contract';
import { asksImpairmentType, asksStateOfBirth } from './member-answers';

/** A cross-field rule of a form schema (run in superRefine). Reads values defensively: other fields may be invalid. */
export type Rule = (value: Record<string, unknown>, ctx: z.RefinementCtx) => void;

/** Spec 000 §5: state of birth is required when the country of birth is Australia (registration and profile). */
export const stateOfBirthRule: Rule = (v, ctx) => {
  if (!asksStateOfBirth(v.countrybirth)) return;
  if (!AU_STATE_CODES.includes(v.statebirth as never))
    ctx.addIssue({ code: 'custom', path: ['statebirth'], message: M.required });
};

/** Spec 000 §5: impairment type is required when the disability answer is yes (registration and profile). */
export const impairmentRule: Rule = (v, ctx) => {
  if (!asksImpairmentType(v.disability)) return;
  if (!DISABILITY_TYPES.includes(v.disabilitytype as never))
    ctx.addIssue({ code: 'custom', path: ['disabilitytype'], message: M.required });
};
