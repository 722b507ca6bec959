import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RENEWAL_TEXT } from '@portal/domain/messaging/reminders';
import type { MessagingSettings } from '@portal/domain/messaging/settings.staff.contract';
import { ValidationMessages as V } from '@portal/domain/shared/messages';
import { buildTestApp, type TestApp } from '../../test/harness';

// The association's messaging settings (decision 314): an administrator reads the defaults and saves new ones with an
// audit row of what changed; anything else is refused, and bad input answers field errors with nothing written.

const P = '/api/staff/messages/settings';
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.asMember('admin01');
});
afterAll(async () => {
  await t.close();
});

const call = (method: string, token: string, payload?: unknown) => t.request({ method, url: P, token, payload });
const stored = async () => ((await call('GET', admin)).json() as { data: MessagingSettings }).data;
const audits = async () =>
  (
    (await t.database.db.execute(
      sql`select before, after from audit_log where action = 'messaging.settings.save' order by id`,
    )) as unknown as { rows: { before: unknown; after: unknown }[] }
  ).rows;

describe('messaging settings', () => {
  it('starts with team messages on (5 a day) and every reminder and the digest off', async () => {
    expect(await stored()).toEqual({
      team_messages: true,
      team_messages_per_day: 5,
      renewal_reminders: false,
      renewal_reminder_days: 14,
      renewal_reminder_text: DEFAULT_RENEWAL_TEXT,
      invoice_reminders: false,
      invoice_overdue_days: 7,
      invoice_reminder_text: expect.stringContaining('{invoice}'),
      fixture_digest: false,
    });
  });

  it('saves what the administrator chose, audited with the fields that changed', async () => {
    const next = {
      ...(await stored()),
      renewal_reminders: true,
      renewal_reminder_days: 21,
      renewal_reminder_text: 'Hi {firstname}, {sport} ends {expiry}.',
    };
    const res = await call('PUT', admin, next);
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored()).toEqual(next);
    expect((await audits()).at(-1)).toEqual({
      before: { renewal_reminders: false, renewal_reminder_days: 14, renewal_reminder_text: DEFAULT_RENEWAL_TEXT },
      after: {
        renewal_reminders: true,
        renewal_reminder_days: 21,
        renewal_reminder_text: 'Hi {firstname}, {sport} ends {expiry}.',
      },
    });
  });

  it.each([
    ['renewal_reminder_days', 0, V.numberBetween(1, 90)],
    ['invoice_overdue_days', 91, V.numberBetween(1, 90)],
    ['team_messages_per_day', 'five', V.numberBetween(1, 50)],
    ['renewal_reminder_text', '   ', V.required],
    ['renewal_reminder_text', 'Hi {name}', '{name} is not known here: use {firstname}, {sport}, {expiry}'],
    ['invoice_reminder_text', 'Pay {amount} for {sport}', expect.stringContaining('{sport} is not known here')],
    ['fixture_digest', 'yes', V.boolean],
  ])('refuses %s = %j with a field error and writes nothing', async (field, value, message) => {
    const before = await stored();
    const auditCount = (await audits()).length;
    const res = await call('PUT', admin, { ...before, renewal_reminders: !before.renewal_reminders, [field]: value });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ [field]: message });
    expect(await stored()).toEqual(before);
    expect((await audits()).length).toBe(auditCount);
  });

  it.each(['compofficer01', 'finance01', 'referee01', 'member01'])('refuses %s', async (username) => {
    const token = await t.asMember(username);
    expect([401, 403]).toContain((await call('GET', token)).statusCode);
    const before = await stored();
    expect([401, 403]).toContain((await call('PUT', token, { ...before, fixture_digest: true })).statusCode);
    expect(await stored()).toEqual(before);
  });
});
