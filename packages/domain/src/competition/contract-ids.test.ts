import { describe, expect, it } from 'vitest';
import { DivisionQuery, drawDivisions, statsGame } from './competition.contract';

// Ids are plain digits, so one division is never cached under '1e3', '0x1' and '1000'.
describe('ids in paths and queries', () => {
  it.each(['1', '42', '0042', '2147483647'])('accepts %s', (raw) => {
    expect(DivisionQuery.parse({ division_id: raw }).division_id).toBe(Number(raw));
  });
  it.each(['1e3', '0x1', ' 1', '1.0', '-1', '0', '', 'abc', '2147483648', '99999999999'])('refuses %j', (raw) => {
    expect(DivisionQuery.safeParse({ division_id: raw }).success).toBe(false);
  });
  it('takes numbers from the web client and strings from the URL alike', () => {
    expect(drawDivisions.params.parse({ id: 7 })).toEqual({ id: 7 });
    expect(statsGame.params.parse({ id: '1', team_id: '2', game_id: '3' })).toEqual({ id: 1, team_id: 2, game_id: 3 });
  });
});
