import { sql, type SQL } from 'drizzle-orm';
import { formerMemberName } from '@portal/domain/privacy/deletion.messages';
import type { Tx } from '../platform/db';
import type { members } from '../platform/members.tables';

// De-identifying one person (issue 44 item 4, APP 11.2, docs/decisions/324), table by table through
// platform/schema.ts. Runs inside the caller's transaction, with the member row locked. What it does per table:
// - members: the name becomes "Former member #id"; contacts, address, date of birth, photo, medical and emergency
//   contacts, bank details and sign-in (username, password) go; the account is deactivated so no token works.
// - gone with the person: access tokens, trusted devices, reset and family codes, calendar feed tokens, push
//   subscriptions, message preferences, staff roles, the Working With Children Check, sign-in failures and limits.
// - kept, naming only the id (so rosters, results and receipts show "Former member #id"): team places, game stats,
//   referee work, orders, invoices, payments, refunds (the law keeps these five years), bookings, messages received.
// - kept with the person's words taken out (their names, email, phones, date of birth, replaced by "Former member
//   #id"): copies made at the time — attendees, invitations, noticeboard entries, mail and SMS, messages, order and
//   invoice texts, import rows, the security log's entries about them, and the audit trail (its trigger allows only
//   this rewrite of words: migration 0063, decision 325).

type Person = typeof members.$inferSelect;

/** The pieces of text that name the person, for a case-insensitive regular expression (PostgreSQL syntax). */
export interface PersonWords {
  /** Their name in full (any order), email, username, phones: safe to replace wherever they appear. */
  strong: string;
  /** Also the first and preferred name alone, and the date of birth: only in rows known to be about them. */
  all: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternation = (words: string[]) =>
  [...new Set(words.map((w) => w.trim()).filter((w) => w.length >= 3))]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');
const word = (w: string) => (w.trim().length >= 2 ? `\\m${escape(w.trim())}\\M` : '');

/** The person's words, or null parts when they have none worth searching. `emailShared`: another person uses it. */
export function personWords(p: Person, emailShared: boolean): PersonWords {
  const names = [p.firstname, p.prefname].filter((n) => n.trim());
  const full = names.flatMap((n) => [`${n} ${p.lastname}`, `${p.lastname}, ${n}`, `${p.lastname} ${n}`]);
  const contacts = [
    ...(emailShared ? [] : [p.email]),
    ...[p.mobile, p.phone, p.workphone].filter((n) => n.replace(/\D/g, '').length >= 8),
  ];
  const strong = alternation([...full.filter(() => p.lastname.trim()), ...contacts]);
  const dob = p.dob ? [p.dob, p.dob.split('-').reverse().join('/')] : [];
  const loose = [...names.map(word), word(p.username ?? ''), ...dob.map(escape)].filter(Boolean);
  return { strong, all: [strong, ...loose].filter(Boolean).join('|') };
}

/** `col` with every match of `pattern` replaced (text, or jsonb through its text). */
const redactText = (col: SQL, pattern: string, to: string) => sql`regexp_replace(${col}, ${pattern}, ${to}, 'gi')`;
const redactJson = (col: SQL, pattern: string, to: string) =>
  sql`regexp_replace(${col}::text, ${pattern}, ${to}, 'gi')::jsonb`;

/** Each kept table's words: [table, text columns, json columns, rows about the person (SQL on the table)]. */
function keptCopies(id: number, email: string, emailShared: boolean): [string, string[], string[], SQL][] {
  const byEmail = (col: string) =>
    email && !emailShared ? sql`lower(${sql.raw(col)}::text) = lower(${email})` : sql`false`;
  const orderIds = sql`(select id from orders where member_id = ${id})`;
  const messageIds = sql`(select message_id from message_recipients where member_id = ${id} or for_member_id = ${id})`;
  return [
    ['mail_outbox', ['to_address', 'subject', 'text_body', 'html_body'], ['headers'], byEmail('to_address')],
    ['messages', ['subject', 'body', 'audience_label'], ['audience'], sql`id in ${messageIds}`],
    ['orders', ['description'], ['data'], sql`member_id = ${id}`],
    ['order_lines', ['name'], ['details'], sql`order_id in ${orderIds}`],
    ['invoices', ['description'], [], sql`member_id = ${id}`],
    ['invoice_items', ['name'], [], sql`invoice_id in (select id from invoices where member_id = ${id})`],
    ['payments', ['description'], [], sql`member_id = ${id}`],
    ['refunds', ['reason'], [], sql`payment_id in (select id from payments where member_id = ${id})`],
    ['credit_notes', ['reason'], [], sql`invoice_id in (select id from invoices where member_id = ${id})`],
    ['team_entries', ['team_name', 'note', 'decline_reason'], ['entry'], sql`member_id = ${id}`],
    [
      'import_people',
      [],
      ['person', 'changes', 'near'],
      sql`${id} in (member_id, holder_member_id, decision_member_id)`,
    ],
    ['import_items', [], ['before', 'after'], sql`false`],
    ['different_people', ['reason'], [], sql`${id} in (member_low, member_high)`],
    ['security_events', ['username', 'ip', 'user_agent'], ['detail'], sql`member_id = ${id}`],
    ['sms_sandbox', ['to_number', 'body'], [], sql`false`],
    ['bookings', ['cancel_reason'], [], sql`member_id = ${id}`],
    [
      'audit_log',
      ['reason', 'actor'],
      ['before', 'after'],
      sql`(entity = 'member' and entity_id = ${String(id)}) or actor_member_id = ${id}`,
    ],
    ['correction_requests', ['what', 'correction', 'answer'], [], sql`member_id = ${id}`],
  ];
}

async function rows<T>(tx: Tx, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Whether another person (not de-identified) has this email: it is then not the person's alone to take out. */
async function emailIsShared(tx: Tx, p: Person): Promise<boolean> {
  if (!p.email) return true;
  const found = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from members where lower(email::text) = lower(${p.email}) and id <> ${p.id}`,
  );
  return (found[0]?.n ?? 0) > 0;
}

type Run = (name: string, query: SQL) => Promise<void>;

/** The person's words taken out of the copies kept in other tables (the audit trail's only in this transaction). */
async function rewriteKeptCopies(tx: Tx, run: Run, p: Person, shared: boolean): Promise<void> {
  const words = personWords(p, shared);
  if (!words.all) return;
  const former = formerMemberName(p.id);
  // the audit trail's words may be rewritten in this transaction only (migration 0063's trigger)
  await tx.execute(sql`select set_config('portal.audit_redact', 'on', true)`);
  for (const [table, texts, jsons, about] of keptCopies(p.id, p.email, shared)) {
    const passes = [[words.all, about] as const, ...(words.strong ? [[words.strong, sql`true`] as const] : [])];
    for (const [pattern, where] of passes) {
      const cols = [...texts.map((c) => [c, false] as const), ...jsons.map((c) => [c, true] as const)];
      const sets = cols.map(([c, json]) =>
        json
          ? sql`${sql.raw(c)} = ${redactJson(sql.raw(c), pattern, former)}`
          : sql`${sql.raw(c)} = ${redactText(sql.raw(c), pattern, former)}`,
      );
      const hits = cols.map(([c, json]) => sql`${sql.raw(c)}${json ? sql.raw('::text') : sql``} ~* ${pattern}`);
      await run(
        table,
        sql`update ${sql.raw(table)} set ${sql.join(sets, sql`, `)} where (${where}) and (${sql.join(hits, sql` or `)})`,
      );
    }
  }
}

/** Copies of the person's details made at the time (by id, or by name and date of birth), and addresses used. */
async function blankCopies(run: Run, p: Person, shared: boolean): Promise<void> {
  const { id } = p;
  const former = formerMemberName(id);
  const sameName = sql`lower(firstname) = lower(${p.firstname}) and lower(lastname) = lower(${p.lastname})`;
  await run(
    'product_attendees',
    sql`update product_attendees set firstname = ${former}, lastname = '', dob = null, gender = '', email = '',
      mobile = '', address = '', suburb = '', postcode = '', state = '', ec_fullname = '', ec_mobile = '',
      ec_medical = '' where member_id = ${id} or (${sameName} and dob = ${p.dob})`,
  );
  await run(
    'team_invitations',
    sql`update team_invitations set firstname = ${former}, lastname = '', dob = null, gender = '', email = ''
      where member_id = ${id} or (${sameName} and dob = ${p.dob})`,
  );
  await run(
    'noticeboard_entries',
    sql`update noticeboard_entries set firstname = ${former}, surname = '', gender = '', email = ''
      where (lower(firstname) = lower(${p.firstname}) and lower(surname) = lower(${p.lastname}))
        or (${p.email} <> '' and not ${shared} and lower(email) = lower(${p.email}))`,
  );
  await run(
    'message_deliveries',
    sql`update message_deliveries set address = '' where recipient_id in
      (select id from message_recipients where member_id = ${id}) and address <> ''`,
  );
}

/** What goes with the person: sign-in, tokens, codes, roles, the check, their family links, copies made for download. */
async function removeOwn(tx: Tx, run: Run, p: Person): Promise<void> {
  const { id } = p;
  const exportFiles = await rows<{ key: string }>(
    tx,
    sql`delete from data_exports where member_id = ${id} and file_key is not null returning file_key as key`,
  );
  await run('data_exports', sql`delete from data_exports where member_id = ${id}`);
  for (const { key } of exportFiles) await run('stored_files', sql`delete from stored_files where key = ${key}`);
  const gone: [string, SQL][] = [
    ['access_tokens', sql`member_id = ${id}`],
    ['trusted_devices', sql`member_id = ${id}`],
    ['second_factors', sql`member_id = ${id}`],
    ['recovery_codes', sql`member_id = ${id}`],
    ['password_resets', sql`member_id = ${id}`],
    ['family_codes', sql`member_id = ${id} or child_ids @> ${JSON.stringify([id])}::jsonb`],
    ['family_feed_tokens', sql`member_id = ${id}`],
    ['roster_feed_tokens', sql`member_id = ${id}`],
    ['push_subscriptions', sql`member_id = ${id}`],
    ['message_preferences', sql`member_id = ${id}`],
    ['staff_roles', sql`member_id = ${id}`],
    ['working_with_children_checks', sql`member_id = ${id}`],
    ['login_failures', p.username ? sql`username = ${p.username}` : sql`false`],
    ['member_sources', sql`member_id = ${id}`],
    ['guardianships', sql`child_id = ${id} or guardian_id = ${id}`],
  ];
  for (const [table, where] of gone) await run(table, sql`delete from ${sql.raw(table)} where ${where}`);
}

/** De-identify `p` (locked by the caller) in `tx`. Answers the rows changed per table, for the audit row. */
export async function deidentifyPerson(tx: Tx, p: Person, now: Date): Promise<Record<string, number>> {
  const { id } = p;
  const former = formerMemberName(id);
  const counts: Record<string, number> = {};
  const run: Run = async (name, query) => {
    const res = (await tx.execute(query)) as unknown as { rowCount?: number | null; affectedRows?: number };
    const n = res.rowCount ?? res.affectedRows ?? 0;
    if (n) counts[name] = (counts[name] ?? 0) + n;
  };
  const shared = await emailIsShared(tx, p);
  await rewriteKeptCopies(tx, run, p, shared);
  await blankCopies(run, p, shared);
  await removeOwn(tx, run, p);
  await run(
    'members',
    sql`update members set username = null, password_hash = null, firstname = ${former}, lastname = '',
      prefname = '', middlename = '', dob = null, gender = '', email = '', mobile = '', phone = '', workphone = '',
      address = '', suburb = '', postcode = '', state = '', job = '', job_title = '', school = '', skills = '',
      height = '', weight = '', ec_fullname = '', ec_mobile = '', ec_fullname_2 = '', ec_mobile_2 = '',
      ec_medical = '', disability = '', disabilitytype = '', identifygender = '', countrybirth = '',
      statebirth = '', aboriginal = '', photo_path = null, acct_name_enc = null, acct_bsb_enc = null,
      acct_number_enc = null, subscribed_to_newsletter = false, subscribed_to_sms = false,
      subscribed_to_comm = false, updated_at = ${now}, deactivated_at = coalesce(deactivated_at, ${now})
      where id = ${id}`,
  );
  // the photo's stored file, unless another person names it (decision 151: a file is removed when no member names it)
  if (p.photoPath)
    await run(
      'stored_files',
      sql`delete from stored_files where key = ${p.photoPath} and not exists (select 1 from members where photo_path = ${p.photoPath})`,
    );
  return counts;
}
