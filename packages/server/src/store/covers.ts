import fs from 'node:fs';
import path from 'node:path';
import { fillPath } from '@portal/domain/shared/endpoint';
import { productCover } from '@portal/domain/store/store.contract';
import type { DbOrTx } from '../platform/db';
import { fileVersion, putFiles, readFile } from '../platform/file-store';
import type { StartStep } from '../platform/start';
import { COVER_FOLDER, coversNotStored } from './store.repo';

// Product covers are stored files (covers/<file>), read by every server (decision 151). The demo's ship with the
// app (store/covers/*.jpg) and are copied into the database when a product names one it lacks. Each address carries
// the file's version, so a browser may keep an image a year and still sees a new one the moment it changes.

const SHIPPED = path.join(import.meta.dirname, 'covers');
const keyOf = (file: string) => `${COVER_FOLDER}/${file}`;

/** The address of a cover, or null when the product has none (or its file is not stored). */
export function coverUrl(file: string | null, version: string | null): string | null {
  return file && version ? `${fillPath(productCover.path, { file })}?v=${version}` : null;
}

/** Copy the shipped cover files that products name and the database lacks (the demo seed; an upgrade from files). */
export async function storeShippedCovers(db: DbOrTx): Promise<number> {
  const files = (await coversNotStored(db)).filter((file) => fs.existsSync(path.join(SHIPPED, file)));
  await putFiles(
    db,
    files.map((file) => ({ key: keyOf(file), bytes: fs.readFileSync(path.join(SHIPPED, file)) })),
  );
  return files.length;
}

/** Store a cover image (JPEG) and answer the file name a product takes: named by its content, so it never changes. */
export async function saveCover(db: DbOrTx, jpeg: Buffer): Promise<string> {
  const file = `cover-${fileVersion(jpeg)}.jpg`;
  await putFiles(db, [{ key: keyOf(file), bytes: jpeg }]);
  return file;
}

export async function coverBytes(db: DbOrTx, file: string): Promise<Buffer | null> {
  return (await readFile(db, keyOf(file)))?.bytes ?? null;
}

/** At start (src/start.ts): the shipped covers that products name, stored in the database. */
export const shippedCoversStep: StartStep = {
  name: 'shipped covers',
  run: async ({ db }, _config, log) => {
    const covers = await storeShippedCovers(db);
    if (covers) log.info(`Stored ${covers} product covers that products name in the database.`);
  },
};
