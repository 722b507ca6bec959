import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fillPath } from '@portal/domain/shared/endpoint';
import { productCover } from '@portal/domain/store/store.contract';

// Product cover images ship with the app (store/covers/*.jpg). Each address carries a hash of the file, so a
// browser may keep an image a year and still sees a new one the moment the file changes.

const DIR = path.join(import.meta.dirname, 'covers');
const covers = new Map<string, { bytes: Buffer; version: string }>();
for (const file of fs.readdirSync(DIR).filter((f) => f.endsWith('.jpg'))) {
  const bytes = fs.readFileSync(path.join(DIR, file));
  covers.set(file, { bytes, version: crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 10) });
}

/** The address of a cover file, or null when the product has none (or the file is missing). */
export function coverUrl(file: string | null): string | null {
  const cover = file ? covers.get(file) : undefined;
  return cover ? `${fillPath(productCover.path, { file: file! })}?v=${cover.version}` : null;
}

export function coverBytes(file: string): Buffer | null {
  return covers.get(file)?.bytes ?? null;
}
