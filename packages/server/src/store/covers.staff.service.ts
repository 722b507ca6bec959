import { ProfileMessages } from '@portal/domain/profile/profile.messages';
import { StoreStaffMessages as M } from '@portal/domain/store/store.staff.messages';
import { AppError } from '../platform/errors';
import { fileVersion } from '../platform/file-store';
import { writeKept } from '../platform/kept-writes';
import type { StaffCtx } from '../platform/staff-session';
import { preparePhoto } from '../profile/profile.service';
import { recordAudit } from '../platform/audit';
import { coverUrl, saveCover } from './covers';
import { PRODUCTS_SCOPE } from './product-cache';
import * as repo from './products.staff.repo';

// A product's cover image (docs/decisions/235): checked and re-encoded exactly as a profile photo is (spec 000 §5:
// JPEG or PNG by content, under 500 KB; re-encoded as a JPEG, so no file a member's browser opens is the uploaded
// one), sized for the store's 16:9 cards, and stored in the database where every server reads it (decision 151).
// The image is re-encoded before the transaction; the file, the product's cover and the audit row are one write.

const COVER_BOX = { width: 1200, height: 675 };
/** The photo checks' sentences, said of a cover. */
const SAID_OF_COVER: Record<string, string> = {
  [ProfileMessages.photoTooBig]: M.coverTooBig,
  [ProfileMessages.photoWrongType]: M.coverWrongType,
  [ProfileMessages.photoTooManyPixels]: M.coverTooManyPixels,
};

export async function upload(
  ctx: StaffCtx,
  id: number,
  file: unknown,
): Promise<{ data: { message: string; cover: string | null } }> {
  const prepared = await preparePhoto(file, COVER_BOX);
  if (!prepared.ok) {
    const message = SAID_OF_COVER[prepared.message] ?? M.coverWrongType;
    throw new AppError(422, 'error_validation', message, { cover: message });
  }
  const cover = await writeKept(ctx.db, async (tx, changed) => {
    const p = await repo.lockProduct(tx, id);
    if (!p) throw new AppError(404, 'not_found', M.noProduct);
    const name = await saveCover(tx, prepared.jpeg);
    await repo.setCover(tx, id, name);
    await recordAudit(tx, ctx, {
      action: 'store.product.cover',
      entity: 'product',
      entityId: id,
      before: { cover: p.cover },
      after: { cover: name },
    });
    changed(PRODUCTS_SCOPE);
    return coverUrl(name, fileVersion(prepared.jpeg));
  });
  return { data: { message: M.coverSaved, cover } };
}

export async function remove(ctx: StaffCtx, id: number): Promise<{ data: { message: string } }> {
  await writeKept(ctx.db, async (tx, changed) => {
    const p = await repo.lockProduct(tx, id);
    if (!p) throw new AppError(404, 'not_found', M.noProduct);
    await repo.setCover(tx, id, null);
    await recordAudit(tx, ctx, {
      action: 'store.product.cover',
      entity: 'product',
      entityId: id,
      before: { cover: p.cover },
      after: { cover: null },
    });
    changed(PRODUCTS_SCOPE);
  });
  return { data: { message: M.coverRemoved } };
}
