import crypto from 'node:crypto';
import http from 'node:http';
import { sql } from 'drizzle-orm';
import type { LiveEntry } from '@portal/domain/competition/live-score';
import { todayIn } from '@portal/domain/shared/time';
import type { DbOrTx } from '../src/platform/db';

// What the live-score tests and `npm run bench:live` share (decision 338): a game that can be scored now, a scorer's
// entries, and a viewer of the stream reading its events over a real connection (app.inject cannot hold one open).

/**
 * A scheduled game between two teams, undecided, moved to today (the association's day, Sydney) at 23:00 off court so
 * that nothing overlaps it: anyone allowed may score it now. The demo seed scores every game before today and many
 * days have no game (as decision 336's set-up does for manager01's game).
 */
export async function scorableGame(db: DbOrTx): Promise<{ game_id: number; division_id: number }> {
  const today = todayIn('Australia/Sydney');
  const { rows } = (await db.execute(sql`
    select id as game_id, division_id from games
    where team_a_id is not null and team_b_id is not null and scored_at is null and status = 'scheduled'
      and final_slot is null and date >= ${today}
    order by date, time_from, id limit 1`)) as unknown as { rows: { game_id: number; division_id: number }[] };
  if (!rows[0]) throw new Error('the demo data has no game to score');
  await moveToTonight(db, rows[0].game_id, today);
  return { game_id: Number(rows[0].game_id), division_id: Number(rows[0].division_id) };
}

/** Move a game to `today` at 23:00, off court, so that no other game overlaps it (decisions 336, 338). */
export async function moveToTonight(db: DbOrTx, gameId: number, today: string): Promise<void> {
  await db.execute(
    sql`update games set date = ${today}, time_from = '23:00', time_to = '23:59', court_id = null where id = ${gameId}`,
  );
}

/** A basket of `points` for team `team`, the scorer's `seq`th entry. */
export const basket = (seq: number, team: 'a' | 'b' = 'a', points: 1 | 2 | 3 = 2): LiveEntry => ({
  id: crypto.randomUUID(),
  seq,
  kind: 'score',
  team,
  points,
  at: new Date().toISOString(),
});

export interface StreamViewer {
  /** Status and headers of the answer. */
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every 'state' event's data so far, parsed. */
  states: { game_id: number; last_seq: number; score_a: number; score_b: number; status: string }[];
  /** Resolves with the first state (already come or yet to come) that `match` accepts. */
  waitFor(match: (s: StreamViewer['states'][number]) => boolean, timeoutMs: number): Promise<number>;
  close(): void;
}

/**
 * Open a stream at `url` and read its events; resolves once the answer's headers came (and, for a 200, its first
 * bytes: the retry line and the states as they are). `onState` is told each state as it comes, with the time.
 */
export function openStream(
  url: string,
  onState?: (state: StreamViewer['states'][number], at: number) => void,
): Promise<StreamViewer> {
  return new Promise((resolve, reject) => {
    const waiters: { match: (s: StreamViewer['states'][number]) => boolean; done: (at: number) => void }[] = [];
    const req = http.get(url, { agent: false }, (res) => {
      let buffer = '';
      let first = true;
      const viewer: StreamViewer = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        states: [],
        waitFor: (match, timeoutMs) =>
          new Promise((ok, fail) => {
            if (viewer.states.some(match)) return ok(performance.now());
            const timer = setTimeout(() => fail(new Error(`no matching state in ${timeoutMs} ms`)), timeoutMs);
            waiters.push({
              match,
              done: (at) => {
                clearTimeout(timer);
                ok(at);
              },
            });
          }),
        close: () => req.destroy(),
      };
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^event: state\ndata: (.*)$/m.exec(event);
          if (!data) continue;
          const state = JSON.parse(data[1]!) as StreamViewer['states'][number];
          viewer.states.push(state);
          onState?.(state, at);
          for (const w of waiters.splice(0)) {
            if (w.match(state)) w.done(at);
            else waiters.push(w);
          }
        }
        if (first) {
          first = false;
          resolve(viewer);
        }
      });
      res.on('error', () => {});
      if (res.statusCode !== 200) {
        res.resume();
        resolve(viewer);
      }
    });
    req.on('error', reject);
  });
}
