import type { FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { ACT_FOR_HEADER } from '@portal/domain/shared/endpoint';
import { FamilyAccessMessages as M } from '@portal/domain/shared/messages';
import type { AuthMember } from './context';
import type { Db } from './db';
import { AppError } from './errors';
import { guardianships, members } from './members.tables';

// Acting for another person (docs/decisions/245): a signed-in guardian names a child in the X-Act-For header and every
// member call then runs as that child. The one check of who may act for whom, made here on every such request.

/** The id the request's X-Act-For header names, null without one; 400 for anything but a member number. */
export function actForId(request: FastifyRequest): number | null {
  const value = request.headers[ACT_FOR_HEADER];
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) throw new AppError(400, 'bad_act_for', M.badActFor);
  return Number(value);
}

/**
 * The person `signedIn` acts for: themself, or a live member they are a guardian of; 403 otherwise (never telling
 * whether the number exists).
 */
export async function personActedFor(db: Db, signedIn: AuthMember, id: number): Promise<AuthMember> {
  if (id === signedIn.id) return signedIn;
  const [row] = await db
    .select({ member: members })
    .from(guardianships)
    .innerJoin(members, eq(members.id, guardianships.childId))
    .where(
      and(
        eq(guardianships.guardianId, signedIn.id),
        eq(guardianships.childId, id),
        isNull(members.deactivatedAt),
        isNull(members.mergedInto),
      ),
    )
    .limit(1);
  if (!row) throw new AppError(403, 'not_your_family', M.notYourFamily);
  return row.member;
}
