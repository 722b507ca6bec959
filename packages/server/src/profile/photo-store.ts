import crypto from 'node:crypto';
import sharp from 'sharp';
import { PHOTO_MAX_PIXELS, photoSizeProblem } from '@portal/domain/profile/profile.rules';
import { ProfileMessages } from '@portal/domain/profile/profile.messages';
import type { UploadedFile } from '../platform/multipart';

/** Stored photos are square-bounded JPEGs: 512 px is sharp on a phone and small on disk (about 30–60 KB). */
const SIZE = 512;
/** The box a re-encoded image fits inside (a profile photo's by default; a store cover's is wider, decision 235). */
export interface ImageBox {
  width: number;
  height: number;
}
/** Photos' keys in stored_files, and their folder in UPLOAD_DIR before they moved into the database. */
export const PHOTO_FOLDER = 'photos';

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
export async function preparePhoto(value: unknown, box: ImageBox = { width: SIZE, height: SIZE }): Promise<PhotoCheck> {
  if (!isUpload(value)) return { ok: false, message: ProfileMessages.photoWrongType };
  // Truncated: past the multipart file limit, so certainly over 500 KB (platform/multipart.ts keeps the request alive).
  const tooBig = value.truncated ? ProfileMessages.photoTooBig : photoSizeProblem(value.data.length);
  if (tooBig) return { ok: false, message: tooBig };
  // An empty part has no image in it; sharp would throw before its promise exists.
  if (value.data.length === 0) return { ok: false, message: ProfileMessages.photoWrongType };
  const meta = await sharp(value.data)
    .metadata()
    .catch(() => null);
  if (!meta || (meta.format !== 'jpeg' && meta.format !== 'png'))
    return { ok: false, message: ProfileMessages.photoWrongType };
  if ((meta.width ?? 0) * (meta.height ?? 0) > PHOTO_MAX_PIXELS)
    return { ok: false, message: ProfileMessages.photoTooManyPixels };
  try {
    const image = sharp(value.data, { failOn: 'error', limitInputPixels: PHOTO_MAX_PIXELS });
    const jpeg = await image
      .rotate()
      .resize(box.width, box.height, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    return { ok: true, jpeg };
  } catch {
    // A header that claims JPEG or PNG over damaged data.
    return { ok: false, message: ProfileMessages.photoWrongType };
  }
}

/** A new key for a member's photo in stored_files: never reused, so a replaced photo is a new file (decision 151). */
export function newPhotoKey(memberId: number): string {
  return `${PHOTO_FOLDER}/${memberId}-${crypto.randomBytes(8).toString('hex')}.jpg`;
}
