import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationRow } from '@portal/domain/teams/teams.staff.contract';
import { entry, teamsKit, type TeamsKit } from './teams-test-kit';

// Staff see invited players (decision 154): manager01 enters two people by email on Hornsby Hawks; an administrator
// and a competition officer find them (decision 264: their email and date of birth are the competition's, not
// every role's), with the team, who invited them and their status, filtered, sorted and paged on the server.

let k: TeamsKit;
let staff: string;
beforeAll(async () => {
  k = await teamsKit();
  staff = await k.t.asMember('compofficer01');
  const teamTid = (await k.hawks()).t_id;
  const invitee = (firstname: string, lastname: string, email: string) =>
    entry({ firstname, lastname, dob: '1999-03-14' }, { email, requireEmail: true });
  const res = await k.post(
    '/api/member/teams/addteamplayers',
    {
      teamTid,
      players: [
        invitee('Jess', 'Newcomer', 'jess.newcomer@example.com.au'),
        invitee('Ari', 'Fresh', 'ari.fresh@example.com.au'),
      ],
    },
    'manager01',
  );
  expect(res.statusCode).toBe(200);
});
afterAll(async () => {
  await k.t.close();
});

const list = async (query: string) => {
  const res = await k.t.request({ method: 'GET', url: `/api/staff/invitations?${query}`, token: staff });
  return {
    status: res.statusCode,
    body: res.json() as { data: { rows: InvitationRow[]; total: number }; errors?: Record<string, string> },
  };
};

describe('GET /api/staff/invitations', () => {
  it('is for an administrator and a competition officer only (decision 264)', async () => {
    for (const [username, status] of [
      ['admin01', 200],
      ['venue01', 403],
      ['refcoord01', 403],
      ['finance01', 403],
    ] as const) {
      const res = await k.t.request({
        method: 'GET',
        url: '/api/staff/invitations?status=invited',
        token: await k.t.asMember(username),
      });
      expect([username, res.statusCode]).toEqual([username, status]);
    }
  });

  it('lists the invited players with their team, division, season and the manager who entered them', async () => {
    const { status, body } = await list('status=invited&sort=lastname');
    expect(status).toBe(200);
    expect(body.data.total).toBe(2);
    expect(body.data.rows.map((r) => r.lastname)).toEqual(['Fresh', 'Newcomer']);
    expect(body.data.rows[1]).toMatchObject({
      firstname: 'Jess',
      email: 'jess.newcomer@example.com.au',
      dob: '1999-03-14',
      status: 'invited',
      team: 'Hornsby Hawks',
      division: "Men's A Grade",
      invited_by: 'manager01',
      decided_at: null,
      member: null,
    });
  });

  it('finds by a word of the name, the email or the team, and pages on the server', async () => {
    expect((await list('q=jess')).body.data.rows.map((r) => r.firstname)).toEqual(['Jess']);
    expect((await list('q=ari.fresh@')).body.data.rows.map((r) => r.firstname)).toEqual(['Ari']);
    expect((await list('q=hawks')).body.data.total).toBe(2);
    expect((await list('q=nobody')).body.data).toEqual({ rows: [], total: 0 });
    const first = await list('pageSize=10&page=0&sort=email&order=desc');
    expect(first.body.data.rows.map((r) => r.email)).toEqual([
      'jess.newcomer@example.com.au',
      'ari.fresh@example.com.au',
    ]);
    expect((await list('pageSize=10&page=1')).body.data).toEqual({ rows: [], total: 2 });
    expect((await list('status=joined')).body.data.total).toBe(0);
  });

  it('refuses an unknown status or sort with field errors', async () => {
    const bad = await list('status=maybe&sort=password');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['sort', 'status']);
  });
});
