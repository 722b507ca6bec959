import {
  AU_STATES, JOBS, LOCALITY_DEFAULT_LIMIT, LOCALITY_MIN_SEARCH, type GetDataBody, type GetDataReply, type LookupItem,
} from '@portal/domain/profile/lookups.contract';
import type { Ctx } from '../platform/context';
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
    case 'states': return { data: AU_STATES.map((s) => ({ value: s.value, text: s.text })) };
    case 'countries': return { data: countryOptions() };
    case 'jobs': return { data: JOBS };
    case 'localities': return { data: await searchLocalities(ctx, input.search ?? '', input.limit ?? LOCALITY_DEFAULT_LIMIT) };
  }
}

/** Whether suburb, postcode and state are one locality of the list (spec 000 §4: a suburb choice fills the other two). */
export async function isKnownLocality(ctx: Pick<Ctx, 'db'>, suburb: string, postcode: string, state: string): Promise<boolean> {
  return repo.localityExists(ctx.db, suburb.trim().toUpperCase(), postcode.trim(), state.trim().toUpperCase());
}

async function searchLocalities(ctx: Ctx, search: string, limit: number): Promise<LookupItem[]> {
  const term = search.trim().toUpperCase();
  if (term.length < LOCALITY_MIN_SEARCH) return []; // spec 000 §9: suburb search needs 2 or more characters
  return cachedSearch(ctx.db, `${term}|${limit}`, async () => (await repo.searchLocalities(ctx.db, term, limit))
    .map((r) => ({ text: `${r.name} ${r.state} ${r.postcode}`, value: r.name, postcode: r.postcode, state: r.state })));
}
