import {
  AU_STATES,
  JOBS,
  LOCALITY_DEFAULT_LIMIT,
  LOCALITY_MIN_SEARCH,
  type GetDataBody,
  type GetDataReply,
  type LookupItem,
} from '@portal/domain/profile/lookups.contract';
import { RegistrationMessages as R } from '@portal/domain/accounts/accounts.messages';
import type { Ctx } from '../platform/context';
import { fieldErrors } from '../platform/errors';
import { countryOptions, isKnownCountry } from './lookups.countries';
import { cachedSearch } from './lookups.cache';
import * as repo from './lookups.repo';

// Registration and the profile validate country of birth with the same list the form offers.
export { countryOptions, isKnownCountry };
// Start-up and tests of other areas load the localities through this service (import boundaries).
export { loadLocalities } from './lookups.seed';

/** Spec 000 §7 getData: states, countries, jobs, or the localities matching a 2+ character search. */
export async function getData(ctx: Ctx, input: GetDataBody): Promise<GetDataReply> {
  switch (input.type) {
    case 'states':
      return { data: AU_STATES.map((s) => ({ value: s.value, text: s.text })) };
    case 'countries':
      return { data: countryOptions() };
    case 'jobs':
      return { data: JOBS };
    case 'localities':
      return { data: await searchLocalities(ctx, input.search ?? '', input.limit ?? LOCALITY_DEFAULT_LIMIT) };
  }
}

/** Whether suburb, postcode and state are one locality of the list (spec 000 §4: a suburb choice fills the other two). */
export async function isKnownLocality(
  ctx: Pick<Ctx, 'db'>,
  suburb: string,
  postcode: string,
  state: string,
): Promise<boolean> {
  return repo.localityExists(ctx.db, suburb.trim().toUpperCase(), postcode.trim(), state.trim().toUpperCase());
}

/**
 * What a new person's details need beyond their schema, for registration and a guardian's new child alike (spec 000
 * §4): a known country of birth for basketball, and a suburb, postcode and state that are one locality of the list.
 * Throws the field errors (422) when either is wrong.
 */
export async function checkBirthCountryAndLocality(
  ctx: Pick<Ctx, 'db'>,
  body: { suburb: string; postcode: string; state: string } & (
    { sport: 'basketball'; countrybirth: string } | { sport: 'netball' }
  ),
): Promise<void> {
  const errors: Record<string, string> = {};
  if (body.sport === 'basketball' && !isKnownCountry(body.countrybirth)) errors.countrybirth = R.countryUnknown;
  if (!(await isKnownLocality(ctx, body.suburb, body.postcode, body.state))) errors.suburb = R.localityUnknown;
  if (Object.keys(errors).length) throw fieldErrors(errors);
}

async function searchLocalities(ctx: Ctx, search: string, limit: number): Promise<LookupItem[]> {
  const term = search.trim().toUpperCase();
  if (term.length < LOCALITY_MIN_SEARCH) return []; // spec 000 §9: suburb search needs 2 or more characters
  return cachedSearch(ctx.db, `${term}|${limit}`, async () =>
    (await repo.searchLocalities(ctx.db, term, limit)).map((r) => ({
      text: `${r.name} ${r.state} ${r.postcode}`,
      value: r.name,
      postcode: r.postcode,
      state: r.state,
    })),
  );
}
