import type { BenchModule } from './bench-module';

// Suburb prefixes of 2 to 6 characters and postcode prefixes, in a fixed spread (no randomness between runs).
const PREFIXES = ['ho', 'hor', 'horn', 'wa', 'wah', 'par', 'parr', 'bla', 'black', 'st', 'st i', 'mo', 'mos', 'ca', 'cas',
  'be', 'bel', 'syd', 'newc', 'woll', 'ma', 'man', 'pen', 'ch', 'cha', 'du', 'dub', 'ba', 'bal', 'ki', 'kil', 'gl', 'gle',
  'ry', 'rye', 'ep', 'epp', 'tu', 'tur', 'wi', 'wil', '20', '207', '2077', '21', '215', '30', '300', '40', '400'];

/** The locality search (suburb field) answers within 50 ms p99. */
export const lookupsBench: BenchModule = {
  name: 'lookups',
  scenarios: () => [{
    name: 'POST /api/member/getData localities search',
    method: 'POST',
    path: '/api/member/getData',
    bodies: PREFIXES.map((search) => ({ type: 'localities', search })),
    connections: 10,
    target: { maxP99Ms: 50 },
  }],
};
