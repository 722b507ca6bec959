import { sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_PREFERENCE,
  isPromotional,
  isTransactional,
  type Audience,
  type Channel,
  type MessageKind,
  type SkipReason,
} from '@portal/domain/messaging/messaging';
import type { DbOrTx } from '../platform/db';
import { selectRows } from '../platform/member-rows';
import { membersOwingSql } from '../payments/owing-members.service';

// Who an audience is (docs/decisions/305), one SQL statement per audience kind, never a query per person: the
// audience's people (`subjects`), then who receives for each (a minor's guardians in their place), then for every
// channel whether it goes or why not. The same resolution feeds the compose page's preview and the INSERT … SELECT
// that writes a message's recipients and deliveries (queue.service.ts).

/** Team roles as the audience names them (domain TEAM_ROLES) → the team_role values they cover. */
const TEAM_ROLE_VALUES = {
  players: ['player'],
  coach: ['coach', 'assistant'],
  manager: ['manager', 'admin'],
} as const;

/** A season whose teams are the current ones: active and not archived. */
const CURRENT_SEASON = sql`exists (select 1 from divisions cd join seasons cs on cs.id = cd.season_id
  where cd.id = tm.division_id and cs.active and not cs.archived)`;

const list = (values: readonly string[]) =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

/** The audience's people: a query of one column, member_id (duplicates allowed; the resolution takes each once). */
export function subjectsSql(audience: Audience, today: string): SQL {
  const d = sql`${today}::date`;
  switch (audience.type) {
    case 'everyone':
      // members with a sign-in of their own, or a registration in a sport that has not expired
      return sql`select m.id as member_id from members m where m.username is not null
        or exists (select 1 from member_sports s where s.member_id = m.id and s.expiry_date >= ${d})`;
    case 'sport':
      return sql`select member_id from member_sports where sport = ${audience.sport} and expiry_date >= ${d}`;
    case 'season':
      return sql`select tm.member_id from team_members tm join divisions dv on dv.id = tm.division_id
        where dv.season_id = ${audience.seasonId}`;
    case 'division':
      return sql`select member_id from team_members where division_id = ${audience.divisionId}`;
    case 'team': {
      const roles = audience.roles.flatMap((r) => TEAM_ROLE_VALUES[r]);
      return sql`select member_id from team_members where team_id = ${audience.teamId} and role::text in ${list(roles)}`;
    }
    case 'club':
      return sql`select tm.member_id from team_members tm join teams t on t.id = tm.team_id
        where t.club = ${audience.club} and ${CURRENT_SEASON}`;
    case 'referees':
      return sql`select member_id from referee_access where roster_type = 'referee'`;
    case 'officials':
      // everyone on an officials' roster: referees and table officials (scorers, timekeepers)
      return sql`select member_id from referee_access`;
    case 'managers-and-coaches':
      return sql`select tm.member_id from team_members tm
        where tm.role in ('manager', 'admin', 'coach', 'assistant') and ${CURRENT_SEASON}`;
    case 'renewal-due':
      return sql`select member_id from member_sports
        where expiry_date between ${d} and ${d} + ${audience.withinDays}::int`;
    case 'unpaid-invoice':
      return sql`select member_id from (${membersOwingSql()}) owing`;
  }
}

/** People named one by one (an automatic notice, a team message): member_id of each. */
export function memberIdsSql(memberIds: readonly number[]): SQL {
  return sql`select unnest(string_to_array(${memberIds.join(',')}, ',')::int[]) as member_id`;
}

export interface Resolution {
  subjects: SQL;
  kind: MessageKind;
  channels: readonly Channel[];
  /** Today in the association's time zone (yyyy-mm-dd): who is under 18. */
  today: string;
}

const MOBILE = sql`regexp_replace(regexp_replace(m.mobile, '[^0-9+]', '', 'g'), '^\\+?614', '04')`;

/** A member's choice for this kind and a channel (no row: the default). */
const wants = (channel: Channel) => sql`coalesce(pr.${sql.raw(channel)}, ${DEFAULT_PREFERENCE[channel]})`;

/**
 * `with … resolved as (…)`: one row per person who receives (member_id, for_member_id, under18, name, for_name,
 * email_address, sms_address and email_skip, push_skip, sms_skip: null = goes, else a SkipReason). A minor in the
 * audience is reached through each of their guardians (for_member_id = the child; a guardian reached for two children
 * or also as themselves is one row, their own first); a minor also receives themselves a message that is not
 * promotional when they have an email of their own (not a guardian's) or no guardian. A promotional message reaches
 * no minor: the minor is a row with under18 (shown as left out, never written), and no guardian receives for them.
 */
export function resolutionSql(r: Resolution): SQL {
  const promo = sql.raw(isPromotional(r.kind) ? 'true' : 'false');
  const off: SkipReason = 'channel-off';
  // a kind the member turned off on every channel is unsubscribed; a transactional kind can only change channel
  const allOff = isTransactional(r.kind)
    ? sql`false`
    : sql`(not ${wants('email')} and not ${wants('push')} and not ${wants('sms')})`;
  const pref = (channel: Channel) => sql`when ${allOff} then 'unsubscribed' when not ${wants(channel)} then ${off}`;
  return sql`with subjects as (select distinct member_id from (${r.subjects}) s0 where member_id is not null),
  people as (
    select m.id, m.email, m.dob is not null and m.dob > ${r.today}::date - interval '18 years' as minor
    from members m join subjects s on s.member_id = m.id
    where m.deactivated_at is null and m.merged_into is null
  ),
  guardians as (
    select g.child_id, g.guardian_id, gm.email from guardianships g
    join people p on p.id = g.child_id and p.minor
    join members gm on gm.id = g.guardian_id and gm.deactivated_at is null and gm.merged_into is null
  ),
  reached as (
    select p.id as member_id, null::int as for_member_id, false as under18 from people p where not p.minor
    union all
    select p.id, null, ${promo} from people p where p.minor and (${promo}
      or not exists (select 1 from guardians g where g.child_id = p.id)
      or (p.email <> '' and not exists (select 1 from guardians g where g.child_id = p.id and g.email = p.email)))
    union all
    select g.guardian_id, g.child_id, false from guardians g where not ${promo}
  ),
  chosen as (
    select distinct on (member_id) member_id, for_member_id, under18 from reached
    order by member_id, for_member_id nulls first
  ),
  resolved as (
    select c.member_id, c.for_member_id, c.under18,
      trim(coalesce(nullif(m.prefname, ''), m.firstname) || ' ' || m.lastname) as name,
      case when f.id is null then null else trim(coalesce(nullif(f.prefname, ''), f.firstname) || ' ' || f.lastname) end as for_name,
      nullif(m.email::text, '') as email_address,
      case when ${MOBILE} ~ '^04[0-9]{8}$' then ${MOBILE} end as sms_address,
      case when c.under18 then 'under-18' ${pref('email')} when m.email = '' then 'no-email' end as email_skip,
      case when c.under18 then 'under-18' ${pref('push')}
        when not exists (select 1 from push_subscriptions ps where ps.member_id = c.member_id) then 'no-device' end as push_skip,
      case when c.under18 then 'under-18' ${pref('sms')} when not ${MOBILE} ~ '^04[0-9]{8}$' then 'no-mobile' end as sms_skip
    from chosen c join members m on m.id = c.member_id
    left join members f on f.id = c.for_member_id
    left join lateral (
      select bool_or(p.enabled) filter (where p.channel = 'email') as email,
        bool_or(p.enabled) filter (where p.channel = 'push') as push,
        bool_or(p.enabled) filter (where p.channel = 'sms') as sms
      from message_preferences p where p.member_id = c.member_id and p.kind = ${r.kind}
    ) pr on true
  )`;
}

/** The channels chosen, as one text parameter the statements split. */
export const channelsParam = (channels: readonly Channel[]) => sql`string_to_array(${channels.join(',')}, ',')`;

export interface PreviewRow {
  member_id: number;
  name: string;
  for_name: string | null;
  under18: boolean;
  email_skip: SkipReason | null;
  push_skip: SkipReason | null;
  sms_skip: SkipReason | null;
}

export interface PreviewCounts {
  people: number;
  channel: Channel;
  skip: SkipReason | null;
  n: number;
}

/** The counts of a resolution: people who receive, and per channel how many go and how many are left out by reason. */
export async function previewCounts(db: DbOrTx, r: Resolution): Promise<PreviewCounts[]> {
  return selectRows<PreviewCounts>(
    db,
    sql`${resolutionSql(r)}
    select (select count(*) from resolved where not under18)::int as people, ch.channel, ch.skip, count(*)::int as n
    from resolved
    cross join lateral (values ('email', email_skip), ('push', push_skip), ('sms', sms_skip)) ch(channel, skip)
    where ch.channel = any(${channelsParam(r.channels)})
    group by ch.channel, ch.skip`,
  );
}

/** The first `limit` people of a resolution by name (the compose page's sample). */
export async function previewSample(db: DbOrTx, r: Resolution, limit: number): Promise<PreviewRow[]> {
  return selectRows<PreviewRow>(
    db,
    sql`${resolutionSql(r)}
    select member_id, name, for_name, under18, email_skip, push_skip, sms_skip from resolved
    order by lower(name), member_id limit ${limit}`,
  );
}

/**
 * Write a message's recipients and their deliveries from a resolution, in one statement (INSERT … SELECT, no row
 * through the server): a recipient for each person who receives, a delivery for each chosen channel, queued or
 * skipped with its reason and the address it goes to. Answers how many people it reached.
 */
export async function writeRecipients(tx: DbOrTx, r: Resolution, messageId: number, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await selectRows<{ people: number }>(
    tx,
    sql`${resolutionSql(r)},
    ins as (
      insert into message_recipients (message_id, member_id, for_member_id, created_at)
      select ${messageId}, member_id, for_member_id, ${at} from resolved where not under18
      on conflict (message_id, member_id) do nothing
      returning id, member_id
    ),
    dl as (
      insert into message_deliveries (recipient_id, channel, state, reason, address, next_attempt_at)
      select ins.id, ch.channel, case when ch.skip is null then 'queued' else 'skipped' end, ch.skip, ch.address, ${at}
      from ins join resolved r on r.member_id = ins.member_id
      cross join lateral (values ('email', r.email_skip, r.email_address), ('push', r.push_skip, null),
        ('sms', r.sms_skip, r.sms_address)) ch(channel, skip, address)
      where ch.channel = any(${channelsParam(r.channels)})
      returning 1
    )
    select (select count(*) from ins)::int as people, (select count(*) from dl)::int as deliveries`,
  );
  return row?.people ?? 0;
}
