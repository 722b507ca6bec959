import { and, desc, eq, gte, ilike, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SecurityLogQuery } from '@portal/domain/security/security-log.contract';
import type { SecurityEventKind } from '@portal/domain/security/security-events';
import type { DbOrTx } from '../platform/db';
import { members } from '../platform/members.tables';
import { containing, escapeLike, readPage, staffList, type PageWindow } from '../platform/staff-list';
import { securityEvents as e } from './security.tables';

// The security log's reads (docs/decisions/316): one page and its count, or every row up to the export limit, with
// the member's and the actor's names joined in the same query.

export interface SecurityLogFilter {
  kind: SecurityEventKind | '';
  person: string;
  ip: string;
  from?: Date;
  to?: Date;
}

const actor = alias(members, 'actor');
type Person = { firstname: AnyColumn; lastname: AnyColumn; username: AnyColumn };
const nameOf = (m: Person) =>
  sql<string>`coalesce(${m.firstname} || ' ' || ${m.lastname} || coalesce(' (' || ${m.username} || ')', ''), '')`;

export const securityLogList = staffList<NonNullable<SecurityLogQuery['sort']>>({
  sort: { at: [e.at], kind: [e.kind], ip: [e.ip] },
  byDefault: [desc(e.at)],
  then: [desc(e.id)],
});

function logWhere(f: SecurityLogFilter): SQL | undefined {
  const person = f.person.trim();
  return and(
    f.kind ? eq(e.kind, f.kind) : undefined,
    person
      ? or(
          ilike(e.username, containing(person)),
          ilike(members.username, containing(person)),
          ilike(sql`${members.firstname} || ' ' || ${members.lastname}`, containing(person)),
        )
      : undefined,
    f.ip.trim() ? ilike(e.ip, `${escapeLike(f.ip.trim())}%`) : undefined,
    f.from ? gte(e.at, f.from) : undefined,
    f.to ? lt(e.at, f.to) : undefined,
  );
}

/** A page of the log (newest first unless sorted otherwise) and how many events match. */
export function logPage(db: DbOrTx, f: SecurityLogFilter, q: Pick<SecurityLogQuery, 'sort' | 'order'>, w: PageWindow) {
  const matching = db
    .select({
      id: e.id,
      at: e.at,
      kind: e.kind,
      memberId: e.memberId,
      username: e.username,
      member: nameOf(members),
      actor: nameOf(actor),
      ip: e.ip,
      userAgent: e.userAgent,
      detail: e.detail,
    })
    .from(e)
    .leftJoin(members, eq(members.id, e.memberId))
    .leftJoin(actor, eq(actor.id, e.actorMemberId))
    .where(logWhere(f))
    .$dynamic();
  return readPage(db, matching, securityLogList.order(q), w);
}
