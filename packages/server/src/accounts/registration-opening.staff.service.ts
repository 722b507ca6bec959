import type {
  RegistrationOpening,
  SaveRegistrationOpeningBody,
} from '@portal/domain/accounts/registration-opening.staff.contract';
import { RegistrationOpeningTexts as T } from '@portal/domain/shared/queue.messages';
import { localToInstant } from '@portal/domain/shared/calendar';
import { formatTypedDateTime, parseDmy } from '@portal/domain/shared/time';
import { recordAudit } from '../platform/audit';
import { fieldErrors } from '../platform/errors';
import type { StaffCtx } from '../platform/staff-session';
import * as queueRepo from '../platform/queue/queue.repo';

// When registrations open (issue 46 item 4, docs/decisions/347): one time in the fair queue's settings row, typed in
// Sydney's wall time, audited. The queue (platform/queue/queue.service.ts) reads it at every arrival.

const pad = (n: number) => String(n).padStart(2, '0');

const answer = (at: Date | null, timeZone: string): RegistrationOpening => ({
  opens_at: at ? formatTypedDateTime(at, timeZone) : null,
  opens_at_iso: at ? at.toISOString() : null,
});

export async function opening(ctx: StaffCtx): Promise<{ data: RegistrationOpening }> {
  return { data: answer(await queueRepo.opensAt(ctx.db), ctx.config.site.timeZone) };
}

/** 'dd/mm/yyyy hh:mm' in the association's zone → the instant; a field error for a date that is none or is past. */
function instantOf(ctx: StaffCtx, text: string): Date | null {
  if (text === '') return null;
  const [day, time] = text.split(' ') as [string, string];
  const parts = parseDmy(day);
  const [h, m] = time.split(':').map(Number) as [number, number];
  if (!parts || h > 23 || m > 59) throw fieldErrors({ opens_at: T.badFormat });
  const iso = `${parts.year}-${pad(parts.month)}-${pad(parts.day)}T${time}:00`;
  const instant = localToInstant(iso, ctx.config.site.timeZone);
  if (Number.isNaN(instant.getTime())) throw fieldErrors({ opens_at: T.badFormat });
  if (instant.getTime() <= ctx.now().getTime()) throw fieldErrors({ opens_at: T.past });
  return instant;
}

export async function saveOpening(
  ctx: StaffCtx,
  body: SaveRegistrationOpeningBody,
): Promise<{ data: RegistrationOpening & { message: string } }> {
  const at = instantOf(ctx, body.opens_at);
  await ctx.db.transaction(async (tx) => {
    const before = (await queueRepo.lockSettings(tx)).opensAt;
    await queueRepo.writeOpensAt(tx, at, ctx.now());
    await recordAudit(tx, ctx, {
      action: 'registrations.opening',
      entity: 'queue_settings',
      entityId: 1,
      before: { opens_at: before?.toISOString() ?? null },
      after: { opens_at: at?.toISOString() ?? null },
    });
  });
  return { data: { ...answer(at, ctx.config.site.timeZone), message: at ? T.saved : T.cleared } };
}
