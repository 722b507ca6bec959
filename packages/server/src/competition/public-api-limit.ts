import { lt, sql } from 'drizzle-orm';
import { PublicApiMessages as M } from '@portal/domain/competition/public-api.messages';
import type { Db } from '../platform/db';
import { AppError } from '../platform/errors';
import { publicApiCounts } from './public-api.tables';

// The public API's limit per client address and minute, shared by every server of one database (docs/decisions/294).
// A cached answer costs no query, and neither should its count: each server counts an address's requests in memory
// and adds them to the address's row of the minute in one upsert per batch (a tenth of the limit), reading back the
// total every server has added. A request that would pass the limit on the local estimate always asks the row first,
// so a refusal is the shared truth; an address refused stays refused here until the minute ends, without a query.
// Servers may let through at most a batch each beyond the limit before they see each other's counts.

interface Tally {
  /** The shared total the last upsert answered. */
  shared: number;
  /** Requests counted here since. */
  pending: number;
  refused: boolean;
}

const MINUTE_MS = 60_000;
/** Addresses tallied per minute at most; past it the tallies of the minute start over (their counts are flushed as they go). */
const MAX_ADDRESSES = 10_000;

export class PublicApiLimit {
  private minute = 0;
  private tallies = new Map<string, Tally>();
  private readonly batch: number;

  constructor(
    private readonly db: Db,
    private readonly perMinute: number,
    private readonly now: () => Date,
  ) {
    this.batch = Math.max(1, Math.floor(perMinute / 10));
  }

  /** Count one request of `address`; throws 429 with Retry-After (seconds to the next minute) past the limit. */
  async take(address: string): Promise<void> {
    const now = this.now().getTime();
    const minute = now - (now % MINUTE_MS);
    if (minute !== this.minute || this.tallies.size > MAX_ADDRESSES) this.turn(minute);
    let tally = this.tallies.get(address);
    if (!tally) this.tallies.set(address, (tally = { shared: 0, pending: 0, refused: false }));
    if (!tally.refused) {
      tally.pending += 1;
      if (tally.pending >= this.batch || tally.shared + tally.pending > this.perMinute)
        await this.flush(address, tally);
      tally.refused = tally.shared + tally.pending > this.perMinute;
    }
    if (tally.refused) {
      const seconds = Math.max(1, Math.ceil((minute + MINUTE_MS - now) / 1000));
      throw new AppError(429, 'too_many_requests', M.tooMany(this.perMinute), undefined, {
        'retry-after': String(seconds),
      });
    }
  }

  private async flush(address: string, tally: Tally): Promise<void> {
    const add = tally.pending;
    tally.pending = 0;
    const [row] = await this.db
      .insert(publicApiCounts)
      .values({ address, minute: new Date(this.minute), hits: add })
      .onConflictDoUpdate({
        target: [publicApiCounts.address, publicApiCounts.minute],
        set: { hits: sql`${publicApiCounts.hits} + ${add}` },
      })
      .returning({ hits: publicApiCounts.hits });
    tally.shared = Math.max(tally.shared, row?.hits ?? 0);
  }

  /** A new minute: forget the last one's tallies (their unflushed counts no longer matter) and its rows. */
  private turn(minute: number): void {
    const changed = minute !== this.minute;
    this.minute = minute;
    this.tallies = new Map();
    if (changed)
      void this.db
        .delete(publicApiCounts)
        .where(lt(publicApiCounts.minute, new Date(minute - MINUTE_MS)))
        .catch(() => {});
  }
}
