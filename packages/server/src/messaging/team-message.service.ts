import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TeamMessageBody } from '@portal/domain/messaging/messaging.member.contract';
import { MemberMessagingMessages as M } from '@portal/domain/messaging/messaging.member.messages';
import { TEAM_MESSAGE_CHANNELS } from '@portal/domain/messaging/preferences';
import type { Ctx } from '../platform/context';
import type { DbOrTx } from '../platform/db';
import { AppError, forbidden } from '../platform/errors';
import { requireMember } from '../platform/gates';
import { rowsOf } from '../platform/member-rows';
import { teamToMessage } from '../teams/teams.service';
import { sendToMembers } from './queue.service';
import { settingsRow } from './settings.repo';

// A team's manager, team admin or coach messages its players and the guardians of its minors (issue 43 item 2,
// docs/decisions/312), at most the association's number a day per team (its day, in its time zone). The count and
// the send are one transaction holding the team's row lock, so two racing sends cannot both pass the limit.

/** Team messages already written for the team today (the association's day). */
async function sentToday(db: DbOrTx, teamId: number, now: Date, timeZone: string): Promise<number> {
  const res = await db.execute(sql`
    select count(*)::int as n from messages
     where team_id = ${teamId} and origin = 'team'
       and created_at >= (date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${timeZone}) at time zone ${timeZone})`);
  return Number(rowsOf<{ n: number }>(res)[0]?.n ?? 0);
}

async function messagingTeam(ctx: Ctx, teamId: number) {
  const team = await teamToMessage(ctx, teamId);
  if (!team.mayMessage) throw forbidden(M.notTeamStaff);
  return team;
}

/** GET /api/member/messages/teams/:teamId: whether the member may message the team now, and how many went today. */
export async function teamMessageStatus(ctx: Ctx, teamId: number) {
  const { db, config } = requireMember(ctx);
  await messagingTeam(ctx, teamId);
  const settings = await settingsRow(db);
  const sent = await sentToday(db, teamId, ctx.now(), config.site.timeZone);
  const reason = !settings.teamMessages
    ? M.teamMessagesOff
    : sent >= settings.teamMessagesPerDay
      ? M.overLimit(settings.teamMessagesPerDay)
      : null;
  return {
    data: {
      allowed: reason === null,
      reason,
      sentToday: sent,
      perDay: settings.teamMessagesPerDay,
      channels: [...TEAM_MESSAGE_CHANNELS],
    },
  };
}

/** POST /api/member/messages/teams/:teamId: the message to the team's players (guardians for minors). */
export async function sendTeamMessage(ctx: Ctx, teamId: number, body: z.output<typeof TeamMessageBody>) {
  const { db, config, member } = requireMember(ctx);
  const team = await messagingTeam(ctx, teamId);
  if (!team.playerIds.length) throw new AppError(422, 'no_players', M.noPlayers);
  const now = ctx.now();
  const { people } = await db.transaction(async (tx) => {
    const settings = await settingsRow(tx);
    if (!settings.teamMessages) throw new AppError(403, 'team_messages_off', M.teamMessagesOff);
    // The team's row lock orders two sends to one team: the second counts the first's message.
    await tx.execute(sql`select id from teams where id = ${teamId} for no key update`);
    if ((await sentToday(tx, teamId, now, config.site.timeZone)) >= settings.teamMessagesPerDay)
      throw new AppError(429, 'team_message_limit', M.overLimit(settings.teamMessagesPerDay));
    return sendToMembers(tx, {
      memberIds: team.playerIds,
      kind: 'competition',
      origin: 'team',
      teamId,
      senderId: member.id,
      subject: body.subject,
      body: body.body,
      channels: body.channels,
      now,
      timeZone: config.site.timeZone,
    });
  });
  return { data: { message: M.sent(people), people } };
}
