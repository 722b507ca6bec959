import { PHOTO_MAX_BYTES } from '@portal/domain/profile/profile.rules';

// A photo made small enough to send (decision 281): a phone's photo is several MB, the server takes an image under
// PHOTO_MAX_BYTES (spec 000 §5's limit for photos, shared by covers) and re-encodes it anyway. The browser draws it
// no larger than `box` and encodes a JPEG, lowering the quality, then the size, until it fits.

const QUALITIES = [0.85, 0.75, 0.6];

/** The file as it is when already under the limit, else a JPEG of it within `box` and under the limit; null when it cannot be read as an image. */
export async function shrinkPhoto(file: File, box: { width: number; height: number }): Promise<File | null> {
  if (file.size < PHOTO_MAX_BYTES) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  let scale = Math.min(1, box.width / bitmap.width, box.height / bitmap.height);
  for (let round = 0; round < 4; round += 1, scale *= 0.7) {
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    for (const quality of QUALITIES) {
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
      if (blob && blob.size < PHOTO_MAX_BYTES) {
        bitmap.close();
        return new File([blob], `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`, { type: 'image/jpeg' });
      }
    }
  }
  bitmap.close();
  return null;
}
