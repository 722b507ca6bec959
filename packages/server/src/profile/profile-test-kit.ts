import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { buildTestApp, type TestApp } from '../../test/harness';
import { members } from '../platform/members.tables';
import { storedFiles } from '../platform/platform.tables';

/** What the profile form of member01 sends (multipart: every value is text). */
export const MEMBER01_FORM = {
  username: 'member01',
  firstname: 'Mia',
  lastname: 'Member',
  dob: '21-06-1988',
  gender: 'female',
  prefname: 'Mia',
  email: 'member01@example.com.au',
  mobile: '0412345678',
  address: '12 Pacific Highway',
  suburb: 'HORNSBY',
  postcode: '2077',
  state: 'NSW',
  ec_fullname: 'Alex Citizen',
  ec_mobile: '0498765432',
  disability: 'no',
  identifygender: 'female',
  countrybirth: 'AU',
  statebirth: 'NSW',
  aboriginal: 'no',
  agreed_to_terms: 'true',
  agreed_to_privacy: 'true',
  sport: 'basketball',
};

export interface Upload {
  name: string;
  type: string;
  data: Buffer;
}

export function multipart(fields: Record<string, string>, file?: Upload): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  if (file) fd.append('profilephoto', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  return fd;
}

/** Random pixels do not compress, so the PNG's size follows its dimensions. */
export function noisePng(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = Math.floor(Math.random() * 256);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * A fresh seeded app with its own DATA_DIR (photos, bank key) for one test file, and the calls the profile tests
 * make. Fields are filled in beforeAll.
 */
export function profileTestKit(opts: { localities?: boolean } = {}) {
  const kit = {
    t: null as unknown as TestApp,
    dataDir: '',
    post: (token: string, fields: Record<string, string>, file?: Upload) =>
      kit.t.request({ method: 'POST', url: '/api/member/user', token, payload: multipart(fields, file) }),
    get: async (token: string) => kit.t.request({ method: 'GET', url: '/api/member/user', token }),
    memberRow: async (username: string) =>
      (await kit.t.database.db.select().from(members).where(eq(members.username, username)))[0]!,
    /** The names of the stored photos (their keys without the folder), from the database every server reads. */
    storedPhotos: async (): Promise<string[]> => {
      const rows = await kit.t.database.db
        .select({ key: storedFiles.key })
        .from(storedFiles)
        .where(like(storedFiles.key, 'photos/%'));
      return rows.map((r) => r.key.replace('photos/', '')).sort();
    },
  };
  beforeAll(async () => {
    kit.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-profile-'));
    // A changed address is checked against the localities.
    kit.t = await buildTestApp(
      { dataDir: kit.dataDir, uploadDir: path.join(kit.dataDir, 'uploads') },
      { localities: opts.localities },
    );
  });
  afterAll(async () => {
    await kit.t.close();
    fs.rmSync(kit.dataDir, { recursive: true, force: true });
  });
  return kit;
}
