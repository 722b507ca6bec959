import { beforeEach, describe, expect, it } from 'vitest';
import { deviceId, flush, forget, keep, nextSeq, readLog, waiting } from './live-outbox';

// Decision 340: entries wait in localStorage, leave in seq order, and a batch that was not answered goes again with
// the same ids (the server stores each id once), so nothing is lost and nothing is counted twice.
const entry = (seq: number) => ({ id: `e${seq}`, seq, kind: 'score' as const });
const GAME = 7;

describe('the live outbox', () => {
  beforeEach(() => localStorage.clear());

  it('keeps entries across a reload (localStorage) and counts them as waiting until acknowledged', () => {
    keep(GAME, entry(1));
    keep(GAME, entry(2));
    expect(readLog(GAME)).toEqual({ entries: [entry(1), entry(2)], acked: 0 });
    expect(waiting(readLog(GAME))).toHaveLength(2);
    expect(readLog(8)).toEqual({ entries: [], acked: 0 });
  });

  it('sends the waiting entries in seq order and acknowledges them when the server answers', async () => {
    keep(GAME, entry(2));
    keep(GAME, entry(1));
    const sent: number[][] = [];
    const reply = await flush(GAME, async (batch) => {
      sent.push(batch.map((e) => e.seq));
      return { last_seq: batch[batch.length - 1]!.seq };
    });
    expect(sent).toEqual([[1, 2]]);
    expect(reply).toEqual({ last_seq: 2 });
    expect(waiting(readLog(GAME))).toEqual([]);
  });

  it('keeps a batch that found no signal, and sends the same ids again with the next taps', async () => {
    keep(GAME, entry(1));
    keep(GAME, entry(2));
    const offline = () => Promise.reject(new Error('network'));
    await expect(flush(GAME, offline)).rejects.toThrow('network');
    keep(GAME, entry(3));
    const sent: string[][] = [];
    await flush(GAME, async (batch) => {
      sent.push(batch.map((e) => e.id));
      return { last_seq: 3 };
    });
    expect(sent).toEqual([['e1', 'e2', 'e3']]);
    expect(waiting(readLog(GAME))).toEqual([]);
  });

  it('sends one batch at a time: a flush while one is on its way waits, and taps made meanwhile follow', async () => {
    keep(GAME, entry(1));
    let release!: () => void;
    const sent: number[][] = [];
    const first = flush(GAME, async (batch) => {
      sent.push(batch.map((e) => e.seq));
      if (sent.length === 1) await new Promise<void>((r) => (release = r));
      return { last_seq: batch[batch.length - 1]!.seq };
    });
    keep(GAME, entry(2));
    expect(await flush(GAME, async () => ({ last_seq: 99 }))).toBeNull();
    release();
    await first;
    expect(sent).toEqual([[1], [2]]);
    expect(readLog(GAME).acked).toBe(2);
  });

  it('numbers the next entry after both its own log and what the server already holds', () => {
    expect(nextSeq(readLog(GAME), 0)).toBe(1);
    keep(GAME, entry(1));
    expect(nextSeq(readLog(GAME), 0)).toBe(2);
    expect(nextSeq(readLog(GAME), 5)).toBe(6);
    forget(GAME);
    expect(readLog(GAME).entries).toEqual([]);
  });

  it('keeps one device id for this browser', () => {
    const id = deviceId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(deviceId()).toBe(id);
  });
});
