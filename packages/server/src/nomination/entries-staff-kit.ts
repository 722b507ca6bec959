import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../test/harness';
import { sendDueNow } from '../messaging/notices.service';
import { mailOutbox } from '../platform/mail/outbox.tables';
import { selectRows } from '../platform/member-rows';
import { nominationKit } from './nomination-test-kit';
import { divisionEntries, teamEntries } from './nomination.tables';

// What the back-office's team entries tests share (docs/decisions/206): entries paid by manager01 through the member
// API, the officer's calls as compofficer01, and what a decision leaves behind (mail, audit rows, places).

export function entriesKit(getApp: () => TestApp) {
  const k = nominationKit(getApp);
  const db = () => getApp().database.db;

  /** manager01 enters and pays a new team in the division (by name), with five players it admits (decision 222) or none. */
  async function enter(division: string, withPlayers = false): Promise<{ id: number; team: string }> {
    const body = await k.body(division, withPlayers ? {} : { players: [] });
    const res = await k.pay({ ...body, team: { ...body.team, preferreddivision: body.team.division } });
    expect(res.statusCode, res.body).toBe(200);
    const team = String(body.team.teamname);
    const [row] = await db().select().from(teamEntries).where(eq(teamEntries.teamName, team));
    return { id: row!.id, team };
  }

  const seasons = async () =>
    (await k.get('/api/staff/entries/seasons', 'compofficer01')).json().data as {
      id: number;
      name: string;
      divisions: { id: number; name: string; capacity: number | null; places_taken: number }[];
    }[];
  async function divisionId(name: string): Promise<number> {
    for (const s of await seasons()) for (const d of s.divisions) if (d.name === name) return d.id;
    throw new Error(`no division ${name}`);
  }
  /** A decision as an officer; a decline (which may refund) with the officer's password typed again (decision 263). */
  const decide = async (
    id: number,
    verb: 'accept' | 'decline' | 'place' | 'regrade',
    body: unknown = undefined,
    user = 'compofficer01',
  ) => {
    if (verb === 'decline') await k.confirmed(user);
    return k.post(`/api/staff/entries/${id}/${verb}`, body, user);
  };
  const list = async (query: string, user = 'compofficer01') => k.get(`/api/staff/entries?${query}`, user);

  /** What a refused decision leaves as it was; notices counted as messages, not the worker's background mail. */
  async function snapshot() {
    const [entries, places, notices, audit] = await Promise.all([
      db().select().from(teamEntries),
      db().select().from(divisionEntries),
      selectRows<{ n: number }>(db(), sql`select count(*)::int as n from messages`),
      k.get('/api/staff/audit?pageSize=10', 'admin01'),
    ]);
    return { entries, places, notices: notices[0]!.n, audit: audit.json().data.total as number };
  }
  /** The mails whose subject starts with `subject` (compose adds the association's name). */
  /** The mails of this subject, once the messaging pipeline has handed its emails to the outbox (decision 313). */
  const mailTo = async (subject: string) => {
    await sendDueNow(getApp().app.platform);
    return (await db().select().from(mailOutbox)).filter((m) => m.subject.startsWith(`${subject} | `));
  };
  const auditOf = async (id: number) =>
    (await k.get(`/api/staff/audit?entity=team_entry&entity_id=${id}`, 'admin01')).json().data.rows as {
      action: string;
      actor: string;
    }[];
  /** Every division takes any number of teams of any size (the tests fill the one they need full). */
  const roomy = async () => db().update(divisionEntries).set({ capacity: null, skVal: true });
  /** The division at capacity: every place taken (at least one). */
  const fill = async (divisionId: number) =>
    db()
      .update(divisionEntries)
      .set({
        capacity: sql`greatest(${divisionEntries.placesTaken}, 1)`,
        placesTaken: sql`greatest(${divisionEntries.placesTaken}, 1)`,
      })
      .where(eq(divisionEntries.divisionId, divisionId));
  /** The division with exactly one place free. */
  const oneFree = async (divisionId: number) =>
    db()
      .update(divisionEntries)
      .set({ capacity: sql`${divisionEntries.placesTaken} + 1` })
      .where(eq(divisionEntries.divisionId, divisionId));
  const places = async (divisionId: number) =>
    (await db().select().from(divisionEntries).where(eq(divisionEntries.divisionId, divisionId)))[0]!;
  return { k, enter, seasons, divisionId, decide, list, snapshot, mailTo, auditOf, fill, oneFree, places, roomy };
}
