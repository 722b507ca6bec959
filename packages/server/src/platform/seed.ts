import type { Config } from './config';
import type { Tx } from './db';

/** What every area's seed receives: the transaction, the settings, and "today" in the association's zone. */
export interface SeedCtx {
  tx: Tx;
  config: Config;
  today: string;
  now: Date;
}
