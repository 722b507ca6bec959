import crypto from 'node:crypto';
import { EXPORT_LINK_DAYS } from '@portal/domain/privacy/privacy.contract';
import { PrivacyTexts as T } from '@portal/domain/privacy/privacy.messages';
import type { Platform } from '../platform/context';
import { putFiles } from '../platform/file-store';
import { composeMail } from '../platform/mail/compose';
import { enqueueMail } from '../platform/mail/outbox';
import { defineWorker, eachLeased } from '../platform/worker';
import { exportSections } from './export.repo';
import { exportZip } from './export-zip';
import * as repo from './privacy.repo';

// The export worker (docs/decisions/322): every server runs it; a pending export is claimed with a lease (FOR UPDATE
// SKIP LOCKED), so two servers never make the same one and a stopped server's comes back when its lease is over.
// The person's rows are read (one query per kind), zipped, and then, in one transaction, the file is stored, the row
// marked ready with the link's token hashed, and the mail queued: the token exists only in the mail. A file that
// fails 3 times is marked failed (the member sees it and may ask again).

const LEASE_MS = 5 * 60_000;
const BATCH = 5;
const MAX_ATTEMPTS = 3;
const IDLE_FACTOR = 30;

const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export async function makeExports(
  platform: Pick<Platform, 'db' | 'config' | 'now'>,
  log?: { error(obj: object, msg: string): void },
): Promise<number> {
  const { db, config, now } = platform;
  if (!(await repo.anyPending(db))) return 0;
  const claim = (at: Date, leaseUntil: Date, limit: number) => repo.claimPending(db, at, leaseUntil, limit);
  return eachLeased({ now, leaseMs: LEASE_MS, batch: BATCH, untilShort: true, claim }, async (row) => {
    try {
      const { person, asker } = await repo.personAndAsker(db, row.memberId, row.requestedBy);
      const madeAt = now();
      const zip = exportZip(person, await exportSections(db, row.memberId), madeAt);
      const token = crypto.randomBytes(32).toString('base64url');
      const fileKey = `privacy/exports/${row.id}-${crypto.randomBytes(8).toString('hex')}.zip`;
      const expiresAt = new Date(madeAt.getTime() + EXPORT_LINK_DAYS * 86_400_000);
      await db.transaction(async (tx) => {
        await putFiles(tx, [{ key: fileKey, bytes: zip }]);
        const [done] = await repo.markReady(tx, row.id, {
          fileKey,
          tokenHash: hash(token),
          expiresAt,
          readyAt: madeAt,
        });
        if (!done || !asker.email.trim()) return;
        const mail = composeMail(config, {
          to: asker.email.trim(),
          subject: T.mailSubject(person.name),
          greeting: T.mailGreeting(asker.name.split(' ')[0] ?? ''),
          paragraphs: [T.mailBody(person.name)],
          action: { label: T.mailAction, path: `/member/privacy?download=${token}` },
          after: [T.mailAfter(EXPORT_LINK_DAYS)],
          secret: true,
        });
        await enqueueMail(tx, mail, { now: madeAt });
      });
    } catch (err) {
      log?.error({ err, exportId: row.id }, 'data export not made');
      if (row.attempts >= MAX_ATTEMPTS) await repo.markFailed(db, row.id);
    }
  });
}

export const exportWorker = defineWorker({
  name: 'data exports',
  round: (platform, log) => makeExports(platform, log),
  everyMs: (platform) => platform.config.mailOutbox.pollMs,
  idle: { busy: (made) => made > 0, factor: IDLE_FACTOR },
});

export const registerDataExports = exportWorker.register;
