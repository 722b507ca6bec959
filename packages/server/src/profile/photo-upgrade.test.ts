import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { buildTestApp, type TestApp } from '../../test/harness';
import { movePhotoFiles } from './photo-upgrade';
import { multipart } from './profile-test-kit';

// An installation upgrading from a version that kept photos in UPLOAD_DIR/photos loses none (decision 151).

let t: TestApp;
let uploadDir: string;
beforeAll(async () => {
  t = await buildTestApp();
  uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-uploads-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

/** Rows as an older version left them: paths of files on disk, which migration 0024 accepts (NOT VALID). */
async function olderVersionRows(paths: Record<string, string>): Promise<void> {
  const db = t.database.db;
  await db.execute(sql`alter table members drop constraint members_photo_path_stored_files_key_fk`);
  for (const [username, photo] of Object.entries(paths))
    await db.execute(sql`update members set photo_path = ${photo} where username = ${username}`);
  await db.execute(
    sql`alter table members add constraint members_photo_path_stored_files_key_fk foreign key (photo_path) references stored_files (key) not valid`,
  );
}

describe('photos of an older version at start', () => {
  it('are moved into the database and served; files no member names stay where they are', async () => {
    const dir = path.join(uploadDir, 'photos');
    fs.mkdirSync(dir);
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a0' } })
      .jpeg()
      .toBuffer();
    fs.writeFileSync(path.join(dir, '1-aaaa.jpg'), jpeg);
    fs.writeFileSync(path.join(dir, '9-orphan.jpg'), jpeg);
    fs.writeFileSync(path.join(dir, '2-empty.jpg'), '');
    await olderVersionRows({
      member01: 'photos/1-aaaa.jpg',
      coach01: 'photos/2-empty.jpg',
      junior01: 'photos/3-gone.jpg',
    });
    const token = await t.asMember('member01');
    expect((await t.request({ method: 'GET', url: '/api/member/user/photo', token })).statusCode).toBe(404);
    // a row naming a photo not moved yet (it may be on another server's disk) still takes other changes
    const junior = await t.request({
      method: 'POST',
      url: '/api/member/user',
      token: await t.asMember('junior01'),
      payload: multipart({ skills: 'Defence' }),
    });
    expect(junior.statusCode).toBe(200);
    expect(junior.json().data.profilephoto).toBe(true);

    expect(await movePhotoFiles(t.database.db, uploadDir)).toEqual({
      moved: 1,
      leftBehind: [path.join(dir, '2-empty.jpg'), path.join(dir, '9-orphan.jpg')].sort(),
    });
    const photo = await t.request({ method: 'GET', url: '/api/member/user/photo', token });
    expect(photo.statusCode).toBe(200);
    expect(photo.rawPayload.equals(jpeg)).toBe(true);
    expect(fs.readdirSync(dir).sort()).toEqual(['2-empty.jpg', '9-orphan.jpg']);
    // again (the next start): nothing more to move
    expect((await movePhotoFiles(t.database.db, uploadDir)).moved).toBe(0);
  });

  it('does nothing when there is no photo folder', async () => {
    expect(await movePhotoFiles(t.database.db, path.join(uploadDir, 'none'))).toEqual({ moved: 0, leftBehind: [] });
  });
});
