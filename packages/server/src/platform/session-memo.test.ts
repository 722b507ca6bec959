import { describe, expect, it } from 'vitest';
import { objectsOfText } from './session-memo';

const parse = (json: Record<string, unknown>) => ({ member: json, extra: { sports: [json.sport] } });

describe('objectsOfText', () => {
  it('gives the same frozen objects for the same text, and new ones for another text, read or database', async () => {
    const db = {};
    const a = await objectsOfText(db, 'portal_sessions', '{"id":1,"sport":"netball"}', parse);
    expect(await objectsOfText(db, 'portal_sessions', '{"id":1,"sport":"netball"}', parse)).toBe(a);
    expect(await objectsOfText(db, 'portal_sessions', '{"id":1,"sport":"basketball"}', parse)).not.toBe(a);
    expect(await objectsOfText(db, 'portal_profile_sessions', '{"id":1,"sport":"netball"}', parse)).not.toBe(a);
    expect(await objectsOfText({}, 'portal_sessions', '{"id":1,"sport":"netball"}', parse)).not.toBe(a);
    expect(a).toEqual({ member: { id: 1, sport: 'netball' }, extra: { sports: ['netball'] } });
    expect(() => {
      (a.member as { id: number }).id = 2;
    }).toThrow(TypeError);
    expect(() => {
      (a.extra.sports as unknown[]).push('x');
    }).toThrow(TypeError);
  });
});
