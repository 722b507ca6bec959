import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import {
  AU_STATES, AUSTRALIA, JOBS, LOCALITY_DEFAULT_LIMIT, LOCALITY_MIN_SEARCH, type GetDataBody, type GetDataReply, type LookupItem,
} from '@portal/domain/profile/lookups.contract';
import type { Ctx } from '../platform/auth';
import * as repo from './lookups.repo';

countries.registerLocale(createRequire(import.meta.url)('i18n-iso-countries/langs/en.json'));

let countryList: LookupItem[] | null = null;

/** ISO 3166-1 countries with English names from i18n-iso-countries; Australia first, then by name. */
export function countryOptions(): LookupItem[] {
  if (!countryList) {
    const names = countries.getNames('en', { select: 'official' });
    const list = Object.entries(names).map(([value, text]) => ({ value, text })).sort((a, b) => a.text.localeCompare(b.text, 'en'));
    countryList = [...list.filter((c) => c.value === AUSTRALIA), ...list.filter((c) => c.value !== AUSTRALIA)];
  }
  return countryList;
}

/** Whether a code is in the countries list (registration and profile validate country of birth with it). */
export function isKnownCountry(code: string): boolean {
  return countries.isValid(code) && countryOptions().some((c) => c.value === code);
}

/** Spec 000 §7 getData: states, countries, jobs, or the localities matching a 2+ character search. */
export async function getData(ctx: Ctx, input: GetDataBody): Promise<GetDataReply> {
  switch (input.type) {
    case 'states': return { data: AU_STATES.map((s) => ({ value: s.value, text: s.text })) };
    case 'countries': return { data: countryOptions() };
    case 'jobs': return { data: JOBS };
    case 'localities': return { data: await searchLocalities(ctx, input.search ?? '', input.limit ?? LOCALITY_DEFAULT_LIMIT) };
  }
}

// Localities are reference data loaded before the app listens and never edited at run time, so answers can be
// kept: a small LRU of recent searches spares the single-connection embedded database under concurrent typing.
const CACHE_SIZE = 2000;
const cache = new Map<string, LookupItem[]>();

async function searchLocalities(ctx: Ctx, search: string, limit: number): Promise<LookupItem[]> {
  const term = search.trim().toUpperCase();
  if (term.length < LOCALITY_MIN_SEARCH) return []; // spec 000 §9: suburb search needs 2 or more characters
  const key = `${term}|${limit}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const rows = await repo.searchLocalities(ctx.db, term, limit);
  const items = rows.map((r) => ({ text: `${r.name} ${r.state} ${r.postcode}`, value: r.name, postcode: r.postcode, state: r.state }));
  // An empty answer is not kept: the table may still be loading in a test that fills it afterwards.
  if (items.length) {
    cache.set(key, items);
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  }
  return items;
}
