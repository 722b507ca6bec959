import type { BenchModule } from './bench-module';
import { platformBench } from './platform.bench';
import { competitionBench } from './competition.bench';
import { lookupsBench } from './lookups.bench';
import { storeBench } from './store.bench';
import { bookingsBench } from './bookings.bench';
import { liveBench } from './live.bench';

/** Every area's benchmark module, in order; `live` only prepares a game for `npm run bench:live` (live-viewers.ts). */
export const benchModules: BenchModule[] = [
  platformBench,
  lookupsBench,
  competitionBench,
  storeBench,
  bookingsBench,
  liveBench,
];
