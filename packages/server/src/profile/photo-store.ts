import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { PHOTO_MAX_PIXELS, photoSizeProblem } from '@portal/domain/profile/profile.rules';
import { ProfileMessages } from '@portal/domain/profile/profile.messages';
import type { UploadedFile } from '../platform/multipart';
import { PRIVATE_FILE_MODE, privateDir } from '../platform/private-files';

/** Stored photos are square-bounded JPEGs: 512 px is sharp on a phone and small on disk (about 30–60 KB). */
const SIZE = 512;
const FOLDER = 'photos';

/** A file part was sent with content (a browser form with no file chosen sends an empty, nameless part). */
export function photoSent(value: unknown): boolean {
  return isUpload(value) && (value.filename !== '' || value.data.length > 0);
}

export type PhotoCheck = { ok: true; jpeg: Buffer } | { ok: false; message: string };

function isUpload(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).data);
}

/**
 * spec 000 §5: .jpg/.jpeg/.png under 500 KB. The size first, then the bytes themselves: only content that is a
 * JPEG or PNG is accepted, whatever the file is called (or if it has no extension at all). The header's pixel
 * count is checked before anything is decoded, with its own message. Answers the resized JPEG.
 */
export async function preparePhoto(value: unknown): Promise<PhotoCheck> {
  if (!isUpload(value)) return { ok: false, message: ProfileMessages.photoWrongType };
  // Truncated: past the multipart file limit, so certainly over 500 KB (platform/multipart.ts keeps the request alive).
  const tooBig = value.truncated ? ProfileMessages.photoTooBig : photoSizeProblem(value.data.length);
  if (tooBig) return { ok: false, message: tooBig };
  // An empty part has no image in it; sharp would throw before its promise exists.
  if (value.data.length === 0) return { ok: false, message: ProfileMessages.photoWrongType };
  const meta = await sharp(value.data).metadata().catch(() => null);
  if (!meta || (meta.format !== 'jpeg' && meta.format !== 'png')) return { ok: false, message: ProfileMessages.photoWrongType };
  if ((meta.width ?? 0) * (meta.height ?? 0) > PHOTO_MAX_PIXELS) return { ok: false, message: ProfileMessages.photoTooManyPixels };
  try {
    const image = sharp(value.data, { failOn: 'error', limitInputPixels: PHOTO_MAX_PIXELS });
    const jpeg = await image.rotate().resize(SIZE, SIZE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    return { ok: true, jpeg };
  } catch {
    // A header that claims JPEG or PNG over damaged data.
    return { ok: false, message: ProfileMessages.photoWrongType };
  }
}

/** Write a new photo file and answer its path relative to the upload folder. */
export async function storePhoto(uploadDir: string, memberId: number, jpeg: Buffer): Promise<string> {
  const relative = path.posix.join(FOLDER, `${memberId}-${crypto.randomBytes(8).toString('hex')}.jpg`);
  privateDir(path.join(uploadDir, FOLDER));
  await fs.writeFile(path.join(uploadDir, relative), jpeg, { mode: PRIVATE_FILE_MODE });
  return relative;
}

/** Delete a stored photo; a missing file is not an error (it may have been removed by hand). */
export async function removePhoto(uploadDir: string, relative: string | null): Promise<void> {
  if (!relative) return;
  await fs.rm(resolveInside(uploadDir, relative), { force: true });
}

export async function readPhoto(uploadDir: string, relative: string): Promise<Buffer | null> {
  return fs.readFile(resolveInside(uploadDir, relative)).catch(() => null);
}

/** Stored paths are ours, but never follow one outside the upload folder. */
function resolveInside(uploadDir: string, relative: string): string {
  const full = path.resolve(uploadDir, relative);
  if (!full.startsWith(path.resolve(uploadDir) + path.sep)) throw new Error('photo path outside the upload folder');
  return full;
}
