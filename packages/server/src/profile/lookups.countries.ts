import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import { AUSTRALIA, type LookupItem } from '@portal/domain/profile/lookups.contract';

countries.registerLocale(createRequire(import.meta.url)('i18n-iso-countries/langs/en.json'));

/**
 * The names people use for their country of birth where i18n-iso-countries leads with a formal one
 * ("People's Republic of China", "Islamic Republic of Iran", "Moldova, Republic of"). Everything else keeps the
 * package's first English name (South Korea, United Kingdom, Türkiye…).
 */
const COMMON_NAMES: Record<string, string> = {
  BN: 'Brunei',
  CD: 'Democratic Republic of the Congo',
  CG: 'Congo',
  CI: "Côte d'Ivoire",
  CN: 'China',
  CZ: 'Czechia',
  FK: 'Falkland Islands',
  FM: 'Micronesia',
  GM: 'Gambia',
  IR: 'Iran',
  LA: 'Laos',
  MD: 'Moldova',
  MK: 'North Macedonia',
  PN: 'Pitcairn Islands',
  PS: 'Palestine',
  RU: 'Russia',
  SY: 'Syria',
  TW: 'Taiwan',
  TZ: 'Tanzania',
  US: 'United States',
  VA: 'Vatican City',
  VG: 'British Virgin Islands',
  VI: 'US Virgin Islands',
};

let countryList: LookupItem[] | null = null;

/** ISO 3166-1 countries with common English names; Australia first, then by name. */
export function countryOptions(): LookupItem[] {
  if (!countryList) {
    const names = countries.getNames('en', { select: 'official' });
    const list = Object.entries(names)
      .map(([value, text]) => ({ value, text: COMMON_NAMES[value] ?? text }))
      .sort((a, b) => a.text.localeCompare(b.text, 'en'));
    countryList = [...list.filter((c) => c.value === AUSTRALIA), ...list.filter((c) => c.value !== AUSTRALIA)];
  }
  return countryList;
}

/** Whether a code is in the countries list (registration and profile validate country of birth with it). */
export function isKnownCountry(code: string): boolean {
  return countries.isValid(code) && countryOptions().some((c) => c.value === code);
}
