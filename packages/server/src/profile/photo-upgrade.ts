import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../platform/db';
import { putFiles } from '../platform/file-store';
import { PHOTO_FOLDER } from './photo-store';
import * as repo from './profile.repo';
import type { StartStep } from '../platform/start';

export interface PhotoMove {
  moved: number;
  leftBehind: string[];
}

/**
 * At start: move the photos an older version wrote into UPLOAD_DIR/photos into the database (decision 151), each
 * under the key the member's row already names. Each server moves the files on its own disk, so an installation
 * of several servers has every photo once each has started. A file is deleted only once it is stored (a stop in
 * between moves it again next time); a file no member names (or an empty one) is left where it is, and reported.
 */
export async function movePhotoFiles(db: Db, uploadDir: string): Promise<PhotoMove> {
  const dir = path.join(uploadDir, PHOTO_FOLDER);
  const names = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => name.endsWith('.jpg'))
        .sort()
    : [];
  const keyOf = (name: string) => `${PHOTO_FOLDER}/${name}`;
  const named = await repo.photoPathsAmong(db, names.map(keyOf));
  let moved = 0;
  const leftBehind: string[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    const bytes = named.has(keyOf(name)) ? fs.readFileSync(file) : null;
    if (!bytes?.length) {
      leftBehind.push(file);
      continue;
    }
    await putFiles(db, [{ key: keyOf(name), bytes }]);
    fs.rmSync(file);
    moved++;
  }
  if (moved && fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
  return { moved, leftBehind };
}

/** At start (src/start.ts): move an older version's photo files in, and say what was moved or left. */
export const photoFilesStep: StartStep = {
  name: 'photo files',
  run: async ({ db }, config, log) => {
    const photos = await movePhotoFiles(db, config.uploadDir);
    if (photos.moved) log.info(`Moved ${photos.moved} profile photos from ${config.uploadDir} into the database.`);
    if (photos.leftBehind.length)
      log.warn(
        `Left ${photos.leftBehind.length} files in ${config.uploadDir} that no member's photo names: ${photos.leftBehind.join(', ')}`,
      );
  },
};
