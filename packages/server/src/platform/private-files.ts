import fs from 'node:fs';
import path from 'node:path';

// DATA_DIR holds the database, live reset links (mail as .eml files) and the bank key: only the server's
// user may read it. Folders are 0700 and files 0600; PGlite writes its files 0666, so the folder is what guards them.

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Create a folder (parents included) private to the server's user, or make an existing one private. */
export function privateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  fs.chmodSync(dir, PRIVATE_DIR_MODE);
}

/** Make a folder and everything in it private (files and folders an older version or another tool left open). */
export function makePrivate(root: string): void {
  const tighten = (target: string, mode: number) => {
    if ((fs.statSync(target).mode & 0o777) !== mode) fs.chmodSync(target, mode);
  };
  tighten(root, PRIVATE_DIR_MODE);
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    const target = path.join(root, entry.name);
    if (entry.isDirectory()) makePrivate(target);
    else if (entry.isFile()) tighten(target, PRIVATE_FILE_MODE);
  }
}
