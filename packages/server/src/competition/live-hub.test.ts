import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { LIVE_CHANNEL } from '@portal/domain/competition/live-score.contract';
import { LiveHub, type LiveViewer } from './live-hub';
import { parseChange } from './live-listen';

// The hub of one server (decision 338) on the embedded PGlite: a NOTIFY committed in a transaction reaches the viewers
// of its game and its division, read once; other games' viewers and bad payloads get nothing; a change arriving while
// the game is read is folded into one more read.

const quiet = { error: () => {} };
let client: PGlite;
let hub: LiveHub | undefined;

beforeAll(() => {
  client = new PGlite();
});
afterEach(async () => {
  await hub?.close();
  hub = undefined;
});
afterAll(() => client.close());

function viewer(): LiveViewer & { frames: string[]; ended: boolean } {
  const v = {
    frames: [] as string[],
    ended: false,
    write: (text: string) => v.frames.push(text) > 0,
    end: () => {
      v.ended = true;
    },
  };
  return v;
}

const notify = (game: number, division: number) =>
  client.transaction(async (tx) => {
    await tx.query(`select pg_notify($1, $2)`, [
      LIVE_CHANNEL,
      JSON.stringify({ game_id: game, division_id: division }),
    ]);
  });

async function start(read: (id: number) => Promise<unknown>): Promise<LiveHub> {
  hub = new LiveHub(drizzle(client), { game: read }, quiet);
  await hub.ready();
  return hub;
}

describe('the live hub', () => {
  it("sends a committed change to its game's and its division's viewers, read once", async () => {
    const reads: number[] = [];
    const hub = await start(async (id) => {
      reads.push(id);
      return { game_id: id, score_a: 2 };
    });
    const [game, division, other] = [viewer(), viewer(), viewer()];
    hub.join('game:7', game);
    hub.join('division:3', division);
    hub.join('division:4', other);
    await notify(7, 3);
    await expect.poll(() => division.frames.length).toBe(1);
    expect(game.frames).toEqual([`event: state\ndata: {"game_id":7,"score_a":2}\n\n`]);
    expect(division.frames).toEqual(game.frames);
    expect(other.frames).toEqual([]);
    expect(reads).toEqual([7]);
  });

  it('reads nothing for a change nobody watches, and lets a viewer go', async () => {
    const reads: number[] = [];
    const hub = await start(async (id) => reads.push(id));
    const v = viewer();
    const leave = hub.join('game:1', v);
    leave();
    expect(hub.viewers).toBe(0);
    await notify(1, 1);
    await client.query('select 1'); // the notification has been handed out
    expect(reads).toEqual([]);
  });

  it('folds changes that arrive while the game is read into one more read', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let n = 0;
    const hub = await start(async () => {
      n += 1;
      if (n === 1) await gate;
      return { n };
    });
    const v = viewer();
    hub.join('game:5', v);
    hub.changed({ game_id: 5, division_id: 1 });
    hub.changed({ game_id: 5, division_id: 1 });
    hub.changed({ game_id: 5, division_id: 1 });
    release();
    await expect.poll(() => v.frames.length).toBe(2);
    expect(n).toBe(2);
    expect(v.frames[1]).toContain('"n":2');
  });

  it('ends every viewer when it closes', async () => {
    const hub = await start(async () => ({}));
    const v = viewer();
    hub.join('division:2', v);
    await hub.close();
    expect(v.ended).toBe(true);
    expect(hub.viewers).toBe(0);
  });

  it.each([
    ['{"game_id":1,"division_id":2}', { game_id: 1, division_id: 2 }],
    ['{"game_id":"1","division_id":2}', null],
    ['{"game_id":1}', null],
    ['not json', null],
  ])('reads the payload %s as %j', (payload, change) => {
    expect(parseChange(payload)).toEqual(change);
  });
});
