import { describe, expect, it } from 'vitest';
import { SessionBatch, type BatchQuery } from './session-batch';

/** A query that records each statement and answers a row for every token it knows. */
function recorder(known: Record<string, string>) {
  const sent: { name: string; text: string; values: unknown[] }[] = [];
  const held: (() => void)[] = [];
  const gate = { held: false };
  const query: BatchQuery = async (name, text, values) => {
    sent.push({ name, text, values });
    if (gate.held) await new Promise<void>((resolve) => held.push(resolve));
    const hashes = values[0] as string[];
    return { rows: hashes.filter((h) => h in known).map((h) => ({ h, s: known[h] ?? null, m: 7, e: new Date(9000) })) };
  };
  return { query, sent, gate, release: () => held.splice(0).forEach((go) => go()) };
}

describe('SessionBatch', () => {
  it('answers the reads of one turn with one statement, each with its own row, a token asked twice read once', async () => {
    const r = recorder({ a: '{"id":1}', b: '{"id":2}' });
    const batch = new SessionBatch(r.query);
    const answers = await Promise.all([
      batch.read('portal_sessions', 'a', new Date(1000)),
      batch.read('portal_sessions', 'b', new Date(3000)),
      batch.read('portal_sessions', 'a', new Date(2000)),
      batch.read('portal_sessions', 'gone', new Date(1000)),
    ]);
    expect(answers.map((a) => a?.text ?? null)).toEqual(['{"id":1}', '{"id":2}', '{"id":1}', null]);
    expect(answers[0]).toEqual({ text: '{"id":1}', memberId: 7, expiresAt: 9000 });
    expect(r.sent).toHaveLength(1);
    expect(r.sent[0]!.values).toEqual([['a', 'b', 'gone'], new Date(3000)]);
    expect(r.sent[0]!.text).toBe(
      'select t.h, t.j::text as s, t.member_id as m, (select a.expires_at from access_tokens a where a.token_hash = t.h) as e from portal_sessions($1::text[], $2) as t',
    );
    expect(batch.statements).toBe(1);
  });

  it('never lets a read join a statement already sent: it waits for a statement of its own', async () => {
    const r = recorder({ a: '{"id":1}' });
    r.gate.held = true;
    const batch = new SessionBatch(r.query);
    const first = batch.read('portal_sessions', 'a', new Date(1000));
    await new Promise((resolve) => setImmediate(resolve));
    expect(r.sent).toHaveLength(1);
    const second = batch.read('portal_sessions', 'a', new Date(1000));
    await new Promise((resolve) => setImmediate(resolve));
    expect(r.sent).toHaveLength(2);
    r.release();
    expect((await Promise.all([first, second])).map((a) => a?.text)).toEqual(['{"id":1}', '{"id":1}']);
  });

  it('keeps each read function in its own statement', async () => {
    const r = recorder({ a: '{"id":1}' });
    const batch = new SessionBatch(r.query);
    await Promise.all([
      batch.read('portal_sessions', 'a', new Date(0)),
      batch.read('portal_profile_sessions', 'a', new Date(0)),
    ]);
    expect(r.sent.map((s) => s.name).sort()).toEqual([
      'session_batch_portal_profile_sessions',
      'session_batch_portal_sessions',
    ]);
  });

  it('fails every read of a statement that fails, and refuses a name that is not a sign-in function', async () => {
    const batch = new SessionBatch(async () => {
      throw new Error('connection lost');
    });
    const reads = [batch.read('portal_sessions', 'a', new Date(0)), batch.read('portal_sessions', 'b', new Date(0))];
    for (const read of reads) await expect(read).rejects.toThrow('connection lost');
    expect(() => batch.read('now(); drop table members; --', 'a', new Date(0))).toThrow('Not a sign-in function');
  });
});
