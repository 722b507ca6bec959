import { describe, expect, it } from 'vitest';
import { SessionMemo } from './session-memo';

const parse = (json: Record<string, unknown>) => ({ member: json, extra: { sports: [json.sport] } });

describe('SessionMemo', () => {
  it('gives the same frozen objects for the same text, and new ones for another text or another read', () => {
    const memo = new SessionMemo();
    const read = {};
    const a = memo.get(read, '{"id":1,"sport":"netball"}', parse);
    expect(memo.get(read, '{"id":1,"sport":"netball"}', parse)).toBe(a);
    expect(memo.get(read, '{"id":1,"sport":"basketball"}', parse)).not.toBe(a);
    expect(memo.get({}, '{"id":1,"sport":"netball"}', parse)).not.toBe(a);
    expect(a).toEqual({ member: { id: 1, sport: 'netball' }, extra: { sports: ['netball'] } });
    expect(() => { (a.member as { id: number }).id = 2; }).toThrow(TypeError);
    expect(() => { (a.extra.sports as unknown[]).push('x'); }).toThrow(TypeError);
  });

  it('lets the least recently used text go beyond its size', () => {
    const memo = new SessionMemo(2);
    const read = {};
    const one = memo.get(read, '{"id":1}', parse);
    const two = memo.get(read, '{"id":2}', parse);
    expect(memo.get(read, '{"id":1}', parse)).toBe(one); // now the most recently used
    memo.get(read, '{"id":3}', parse); // pushes out id 2
    expect(memo.get(read, '{"id":1}', parse)).toBe(one);
    expect(memo.get(read, '{"id":2}', parse)).not.toBe(two);
  });
});
