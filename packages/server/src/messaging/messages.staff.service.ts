import crypto from 'node:crypto';
import { mayWriteTo, audiencesOf } from '@portal/domain/messaging/audience-rights';
import { messageText } from '@portal/domain/messaging/message-format';
import { isTransactional, type Audience, type Channel, type SkipReason } from '@portal/domain/messaging/messaging';
import type {
  AudienceOptions,
  AudiencePreview,
  DeliveryQuery,
  DeliveryRow,
  MessageDetail,
  MessageQuery,
  MessageRow,
  PreviewBody,
  SendBody,
} from '@portal/domain/messaging/messaging.staff.contract';
import {
  ATTACHMENT_TYPES,
  AudienceTypeLabels,
  MessagingStaffMessages as M,
  SCHEDULE_MAX_DAYS,
} from '@portal/domain/messaging/messaging.staff.messages';
import { countSms, smsCostCents, smsText } from '@portal/domain/messaging/sms';
import { SkipReasonLabels } from '@portal/domain/messaging/messaging';
import { localToInstant } from '@portal/domain/shared/calendar';
import { sportLabel, SPORTS } from '@portal/domain/shared/fields';
import { formatDateTime } from '@portal/domain/shared/time';
import type { ListPage } from '@portal/domain/staff/staff-list';
import { recordAudit } from '../platform/audit';
import { AppError, fieldErrors } from '../platform/errors';
import { putFiles, storedKeys } from '../platform/file-store';
import type { UploadedFile } from '../platform/multipart';
import type { StaffCtx } from '../platform/staff-session';
import * as repo from './messages.staff.repo';
import { previewAudience, queueMessage } from './queue.service';

// Compose and send in the back-office (issue 43 items 1 and 6, docs/decisions/309 and 310). The audience is resolved
// by queue.service (helper A's audience SQL); this file checks who may write to it, names it in words, counts the SMS,
// and writes the message and its audit entry in one transaction.

const DAY_MS = 86_400_000;

/**
 * A field error on the audience unless a role of the caller may write to it (audience-rights.ts): the call itself is
 * the role's (messages.send), the audience is a choice within it, refused like any other choice.
 */
function mayWrite(ctx: StaffCtx, audience: Audience): void {
  if (!mayWriteTo(ctx.staffRoles, audience.type)) throw fieldErrors({ 'audience.type': M.notYourAudience });
}

/** The audience in words ("Division: U12 Girls (Winter 2026)"), or a field error when what it names is not there. */
async function audienceLabel(ctx: StaffCtx, a: Audience): Promise<string> {
  switch (a.type) {
    case 'sport':
      return `${AudienceTypeLabels.sport}: ${sportLabel(a.sport)}`;
    case 'season': {
      const name = await repo.seasonName(ctx.db, a.seasonId);
      if (name === null) throw fieldErrors({ 'audience.seasonId': M.noSeason });
      return `Season: ${name}`;
    }
    case 'division': {
      const row = await repo.divisionName(ctx.db, a.divisionId);
      if (!row) throw fieldErrors({ 'audience.divisionId': M.noDivision });
      return `Division: ${row.name} (${row.season})`;
    }
    case 'team': {
      const row = await repo.teamName(ctx.db, a.teamId);
      if (!row) throw fieldErrors({ 'audience.teamId': M.noTeam });
      const who = a.roles.length === 3 ? '' : ` — ${a.roles.join(', ')}`;
      return `Team: ${row.name} (${row.division})${who}`;
    }
    case 'club':
      return `Club: ${a.club}`;
    case 'renewal-due':
      return `${AudienceTypeLabels['renewal-due']} within ${a.withinDays} days`;
    default:
      return AudienceTypeLabels[a.type];
  }
}

/** The audience as the teams spell its club (staff may type it in any case); a field error when no team plays for it. */
async function spelled(ctx: StaffCtx, a: Audience): Promise<Audience> {
  if (a.type !== 'club') return a;
  const club = await repo.clubName(ctx.db, a.club);
  if (club === null) throw fieldErrors({ 'audience.club': M.noClub });
  return { ...a, club };
}

/** The SMS each person would get (the text the SMS channel sends, with an opt-out link of typical length). */
function smsEstimate(ctx: StaffCtx, body: PreviewBody, sending: number): AudiencePreview['sms'] {
  if (!body.channels.includes('sms')) return null;
  const url = `${ctx.config.publicUrl}/unsubscribe/12345.${body.kind}.${'x'.repeat(43)}`;
  const text = smsText({
    sender: ctx.config.site.associationShortName,
    subject: body.subject,
    text: messageText(body.body),
    forName: null,
    unsubscribeUrl: isTransactional(body.kind) ? null : url,
    messagesUrl: `${ctx.config.publicUrl}/member/messages`,
  });
  const segments = countSms(text).segments;
  return { messages: sending, segments, cents: smsCostCents(segments, sending, ctx.config.sms.centsPerSegment) };
}

export async function preview(ctx: StaffCtx, body: PreviewBody): Promise<{ data: AudiencePreview }> {
  mayWrite(ctx, body.audience);
  const audience = await spelled(ctx, body.audience);
  const label = await audienceLabel(ctx, audience);
  const p = await previewAudience(ctx.db, {
    audience,
    kind: body.kind,
    channels: body.channels,
    now: ctx.now(),
    timeZone: ctx.config.site.timeZone,
  });
  const byChannel: AudiencePreview['by_channel'] = {};
  for (const c of body.channels) byChannel[c] = p.byChannel[c];
  return {
    data: {
      audience_label: label,
      people: p.people,
      by_channel: byChannel,
      sample: p.sample.map((s) => ({
        member_id: s.memberId,
        name: s.name,
        for_name: s.forName,
        channels: Object.fromEntries(body.channels.map((c) => [c, s.channels[c]])) as Partial<
          Record<Channel, 'send' | SkipReason>
        >,
      })),
      sms: smsEstimate(ctx, body, p.byChannel.sms.sending),
    },
  };
}

/** When a scheduled message goes: null for now; a field error for a time past or more than 60 days ahead. */
function sendAtOf(ctx: StaffCtx, at: SendBody['send_at']): Date | null {
  if (!at) return null;
  const instant = localToInstant(`${at.day}T${at.time}:00`, ctx.config.site.timeZone);
  const now = ctx.now().getTime();
  if (Number.isNaN(instant.getTime()) || instant.getTime() <= now) throw fieldErrors({ send_at: M.sendAtPast });
  if (instant.getTime() > now + SCHEDULE_MAX_DAYS * DAY_MS) throw fieldErrors({ send_at: M.sendAtFar });
  return instant;
}

export async function send(
  ctx: StaffCtx,
  body: SendBody,
): Promise<{ data: { id: number; people: number; message: string } }> {
  mayWrite(ctx, body.audience);
  const audience = await spelled(ctx, body.audience);
  const label = await audienceLabel(ctx, audience);
  const sendAt = sendAtOf(ctx, body.send_at);
  if (body.attachment_key && !(await storedKeys(ctx.db, [body.attachment_key])).has(body.attachment_key))
    throw fieldErrors({ attachment_key: M.noAttachment });
  const now = ctx.now();
  const queued = await ctx.db.transaction(async (tx) => {
    const q = await queueMessage(tx, {
      kind: body.kind,
      origin: 'staff',
      senderId: ctx.member.id,
      audience,
      audienceLabel: label,
      subject: body.subject,
      body: body.body,
      attachmentKey: body.attachment_key,
      channels: body.channels,
      sendAt,
      now,
      timeZone: ctx.config.site.timeZone,
    });
    await recordAudit(tx, ctx, {
      action: sendAt ? 'messages.schedule' : 'messages.send',
      entity: 'message',
      entityId: q.messageId,
      after: {
        audience: label,
        kind: body.kind,
        channels: body.channels,
        subject: body.subject,
        attachment: body.attachment_key,
        send_at: sendAt?.toISOString() ?? null,
        people: q.people,
      },
    });
    return q;
  });
  const message = sendAt ? M.scheduled(formatDateTime(sendAt, ctx.config.site.timeZone)) : M.sent(queued.people);
  return { data: { id: queued.messageId, people: queued.people, message } };
}

const isUpload = (v: unknown): v is UploadedFile =>
  typeof v === 'object' && v !== null && Buffer.isBuffer((v as UploadedFile).data);

/** Keep a file to attach (PDF, PNG or JPEG up to 5 MB) under attachments/<random>/<its name> (decision 310). */
export async function upload(
  ctx: StaffCtx,
  form: { file?: unknown },
): Promise<{ data: { key: string; name: string; bytes: number } }> {
  const file = form.file;
  if (!isUpload(file) || file.data.length === 0) throw fieldErrors({ file: M.attachmentMissing });
  if (file.truncated) throw fieldErrors({ file: M.attachmentTooBig });
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.mimetype) || !looksLike(file))
    throw fieldErrors({ file: M.attachmentType });
  const name =
    file.filename
      .replace(/[/\\]/g, '_')
      .replace(/[^\w.() -]/g, '')
      .trim()
      .slice(-120) || 'attachment';
  const key = `attachments/${crypto.randomBytes(9).toString('base64url')}/${name}`;
  await putFiles(ctx.db, [{ key, bytes: file.data }]);
  return { data: { key, name, bytes: file.data.length } };
}

/** The file's first bytes agree with its type (a PDF, PNG or JPEG signature). */
function looksLike(file: UploadedFile): boolean {
  const head = file.data.subarray(0, 8);
  if (file.mimetype === 'application/pdf') return head.subarray(0, 5).toString('latin1') === '%PDF-';
  if (file.mimetype === 'image/png') return head.equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  return head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
}

const messageRow = (r: Awaited<ReturnType<typeof repo.messagePage>>['rows'][number]): MessageRow => ({
  id: r.id,
  subject: r.subject,
  kind: r.kind as MessageRow['kind'],
  audience_label: r.audienceLabel,
  channels: r.channels as Channel[],
  sender: r.sender,
  send_at: r.sendAt.toISOString(),
  status: r.status,
  people: r.people,
  failed: r.failed,
});

export async function list(ctx: StaffCtx, q: MessageQuery): Promise<{ data: ListPage<MessageRow> }> {
  const { rows, total } = await repo.messagePage(ctx.db, q);
  return { data: { total, rows: rows.map(messageRow) } };
}

export async function detail(ctx: StaffCtx, id: number): Promise<{ data: MessageDetail }> {
  const [row, counts] = await Promise.all([repo.message(ctx.db, id), repo.deliveryCounts(ctx.db, id)]);
  if (!row) throw new AppError(404, 'not_found', M.noMessage);
  const byChannel: MessageDetail['counts'] = {};
  for (const c of counts) (byChannel[c.channel as Channel] ??= {})[c.state] = c.n;
  return {
    data: {
      ...messageRow(row),
      body: row.body,
      attachment: row.attachmentKey?.split('/').pop() ?? null,
      created_at: row.createdAt.toISOString(),
      cancelled_at: row.cancelledAt?.toISOString() ?? null,
      counts: byChannel,
    },
  };
}

/** A skip reason in words; a provider's error as it said it. */
const reasonInWords = (reason: string | null): string | null =>
  reason === null ? null : ((SkipReasonLabels as Record<string, string>)[reason] ?? reason);

export async function deliveries(
  ctx: StaffCtx,
  id: number,
  q: DeliveryQuery,
): Promise<{ data: ListPage<DeliveryRow> }> {
  if (!(await repo.message(ctx.db, id))) throw new AppError(404, 'not_found', M.noMessage);
  const { rows, total } = await repo.deliveryPage(ctx.db, id, q);
  return {
    data: {
      total,
      rows: rows.map((r) => ({
        id: r.id,
        name: r.name,
        for_name: r.forName,
        channel: r.channel as Channel,
        state: r.state,
        reason: reasonInWords(r.reason),
        address: r.address,
        segments: r.segments,
        sent_at: r.sentAt?.toISOString() ?? null,
        attempts: r.attempts,
      })),
    },
  };
}

export async function cancel(ctx: StaffCtx, id: number): Promise<{ data: { message: string } }> {
  await ctx.db.transaction(async (tx) => {
    const row = await repo.lockForCancel(tx, id);
    if (!row) throw new AppError(404, 'not_found', M.noMessage);
    if (row.queuedAt || row.cancelledAt) throw new AppError(409, 'conflict', M.notScheduled);
    await repo.markCancelled(tx, id, ctx.now());
    await recordAudit(tx, ctx, {
      action: 'messages.cancel',
      entity: 'message',
      entityId: id,
      before: { subject: row.subject, send_at: row.sendAt.toISOString() },
    });
  });
  return { data: { message: M.cancelled } };
}

export async function options(ctx: StaffCtx): Promise<{ data: AudienceOptions }> {
  const types = audiencesOf(ctx.staffRoles);
  const o = await repo.options(ctx.db);
  const has = (t: (typeof types)[number]) => types.includes(t);
  return {
    data: {
      types,
      sports: has('sport') ? [...SPORTS] : [],
      seasons: has('season') || has('division') || has('team') ? o.seasonRows : [],
      divisions: has('division') ? o.divisionRows.map((d) => ({ id: d.id, name: d.name, season_id: d.seasonId })) : [],
      teams: has('team')
        ? o.teamRows.map((t) => ({ id: t.id, name: t.name, division: t.division, season_id: t.seasonId }))
        : [],
      clubs: has('club') ? o.clubs : [],
    },
  };
}
