import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { buildTestApp, type TestApp } from '../../test/harness';
import { members } from '../platform/members.tables';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-profile-'));
  t = await buildTestApp({ dataDir, uploadDir: path.join(dataDir, 'uploads') });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// What the profile form of member01 sends (multipart: every value is text).
const form = {
  username: 'member01', firstname: 'Mia', lastname: 'Member', dob: '21-06-1988', gender: 'female',
  prefname: 'Mia', email: 'member01@example.com.au', mobile: '0412345678', address: '12 Pacific Highway', suburb: 'HORNSBY',
  postcode: '2077', state: 'NSW', ec_fullname: 'Alex Citizen', ec_mobile: '0498765432', disability: 'no',
  identifygender: 'female', countrybirth: 'AU', statebirth: 'NSW', aboriginal: 'no',
  agreed_to_terms: 'true', agreed_to_privacy: 'true', sport: 'basketball',
};

function multipart(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  if (file) fd.append('profilephoto', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  return fd;
}

async function post(token: string, fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  return t.request({ method: 'POST', url: '/api/member/user', token, payload: multipart(fields, file) });
}

/** Random pixels do not compress, so the PNG's size follows its dimensions. */
function noisePng(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = Math.floor(Math.random() * 256);
  return sharp(raw, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 9 }).toBuffer();
}

const memberRow = async (username: string) => (await t.database.db.select().from(members).where(eq(members.username, username)))[0]!;
const storedPhotos = () => {
  const dir = path.join(dataDir, 'uploads', 'photos');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('GET /api/member/user', () => {
  it('answers the profile with sports, flags and empty bank details', async () => {
    const res = await t.request({ method: 'GET', url: '/api/member/user', token: await t.asMember('member01') });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      username: 'member01', dob: '21-06-1988', main_sport: 'basketball', memb_renewal: true, profilephoto: false,
      profilephotosrc: null, acct_bsb: '', sports: [{ value: 'basketball', memb_renewal: true }],
    });
  });

  it.each([
    ['member01', true], ['manager01', true], ['coach01', true], ['junior01', true],
    ['referee01', false], ['official01', false], ['incomplete01', false], ['nonpl01', false], ['freeteam01', false], ['netball01', false],
  ])('counts the teams of %s (CONTRACT.md: has a team = %s)', async (username, hasTeam) => {
    const res = await t.request({ method: 'GET', url: '/api/member/user', token: await t.asMember(username) });
    expect(res.json().data.nb_teams > 0).toBe(hasTeam);
  });

  it('refuses an anonymous call', async () => {
    expect((await t.request({ method: 'GET', url: '/api/member/user' })).statusCode).toBe(401);
  });
});

describe('POST /api/member/user', () => {
  it('updates the profile; the change is read back', async () => {
    const token = await t.asMember('member01');
    const res = await post(token, { ...form, mobile: '0400111222', suburb: 'WAITARA', subscribed_to_sms: 'true', countrybirth: 'NZ' });
    expect(res.statusCode).toBe(200);
    const again = (await t.request({ method: 'GET', url: '/api/member/user', token })).json().data;
    expect(again).toMatchObject({ mobile: '0400111222', suburb: 'WAITARA', subscribed_to_sms: true, countrybirth: 'NZ', agreed_to_indemnity: true });
    expect(again.statebirth).toBe(''); // spec 000 §4: leaving AU clears the state of birth
  });

  it('refuses a changed locked field with a field error and changes nothing', async () => {
    const token = await t.asMember('member01');
    const res = await post(token, { ...form, firstname: 'Maria', dob: '01/01/1990', mobile: '0499999999' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      firstname: 'This field cannot be changed. Please contact the association.',
      dob: 'This field cannot be changed. Please contact the association.',
    });
    expect((await memberRow('member01')).mobile).not.toBe('0499999999');
  });

  it('answers the spec messages beside their fields for bad input', async () => {
    const token = await t.asMember('member01');
    const res = await post(token, { ...form, email: 'nope', mobile: '', disability: 'yes', agreed_to_terms: 'false' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: 'Please enter a valid email', mobile: 'This field is required',
      disabilitytype: 'This field is required', agreed_to_terms: 'This field is required',
    });
  });

  it('refuses JSON (the call is multipart) and anonymous callers', async () => {
    const token = await t.asMember('member01');
    expect((await t.request({ method: 'POST', url: '/api/member/user', token, payload: form })).statusCode).toBe(415);
    expect((await t.request({ method: 'POST', url: '/api/member/user', payload: multipart(form) })).statusCode).toBe(401);
  });
});

describe('profile photo', () => {
  it('refuses a 600 KB photo, a .gif, and a text file renamed .png, storing nothing', async () => {
    const token = await t.asMember('coach01');
    const big = await noisePng(460, 450);
    expect(big.length).toBeGreaterThan(600 * 1000);
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: 'red' } }).gif().toBuffer();
    const cases = [
      { file: { name: 'big.png', type: 'image/png', data: big }, message: 'Profile picture size should be less than 500 KB!' },
      { file: { name: 'me.gif', type: 'image/gif', data: gif }, message: 'Profile picture must be a .jpg, .jpeg or .png image' },
      { file: { name: 'gif-inside.png', type: 'image/png', data: gif }, message: 'Profile picture must be a .jpg, .jpeg or .png image' },
      { file: { name: 'notes.png', type: 'image/png', data: Buffer.from('just some text, not an image\n'.repeat(50)) },
        message: 'Profile picture must be a .jpg, .jpeg or .png image' },
    ];
    for (const { file, message } of cases) {
      const res = await post(token, { ...form, username: 'coach01', firstname: 'Carla', lastname: 'Coach' }, file);
      expect(res.statusCode, file.name).toBe(422);
      expect(res.json().errors).toEqual({ profilephoto: message });
    }
    expect(storedPhotos()).toEqual([]);
    expect((await memberRow('coach01')).photoPath).toBeNull();
  });

  it('stores a valid 100 KB PNG resized, serves it only to its signed-in owner, and replaces it', async () => {
    const token = await t.asMember('manager01');
    const png = await noisePng(1000, 34);
    expect(png.length).toBeGreaterThan(100 * 1000);
    expect(png.length).toBeLessThan(500 * 1024);
    const fields = { ...form, username: 'manager01', firstname: 'Mark', lastname: 'Manager', gender: 'male' };
    const res = await post(token, fields, { name: 'me.png', type: 'image/png', data: png });
    expect(res.statusCode).toBe(200);
    const profile = res.json().data;
    expect(profile.profilephoto).toBe(true);
    expect(profile.profilephotosrc).toMatch(/^\/api\/member\/user\/photo\?v=\d+$/);

    const photo = await t.request({ method: 'GET', url: profile.profilephotosrc, token });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 512 });
    expect((await t.request({ method: 'GET', url: profile.profilephotosrc })).statusCode).toBe(401);
    const other = await t.request({ method: 'GET', url: '/api/member/user/photo', token: await t.asMember('referee01') });
    expect(other.statusCode).toBe(404); // a member only ever gets their own photo

    const first = storedPhotos().filter((f) => f.startsWith(`${profile.id}-`));
    expect(first).toHaveLength(1);
    const jpeg = await sharp(png).jpeg().toBuffer();
    expect((await post(token, fields, { name: 'new.JPG', type: 'image/jpeg', data: jpeg })).statusCode).toBe(200);
    const second = storedPhotos().filter((f) => f.startsWith(`${profile.id}-`));
    expect(second).toHaveLength(1);
    expect(second[0]).not.toBe(first[0]);
  });

  it('keeps the photo when the update sends no file', async () => {
    const token = await t.asMember('manager01');
    const fields = { ...form, username: 'manager01', firstname: 'Mark', lastname: 'Manager', gender: 'male', profilephoto: 'true' };
    const res = await post(token, fields);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.profilephoto).toBe(true);
  });
});

describe('bank details', () => {
  const eft = { acctname: 'Olivia Official', acctbsb: '062145', acctnumber: '12345678' };

  it('saves official01\'s details encrypted, answers them masked in the profile and clear on the EFT call', async () => {
    const token = await t.asMember('official01');
    const res = await t.request({ method: 'POST', url: '/api/member/eft', token, payload: eft });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ acct_bsb: '062145', message: 'Bank details saved.' });

    const row = await memberRow('official01');
    expect(`${row.acctNameEnc}${row.acctBsbEnc}${row.acctNumberEnc}`).not.toMatch(/Olivia|062145|12345678/);
    const profile = (await t.request({ method: 'GET', url: '/api/member/user', token })).json().data;
    expect(profile).toMatchObject({ acct_name: 'O****', acct_bsb: '***-*45', acct_number: '*****678' });
    const clear = await t.request({ method: 'GET', url: '/api/member/eft', token });
    expect(clear.json().data).toEqual({ acct_name: 'Olivia Official', acct_bsb: '062145', acct_number: '12345678' });
    expect(clear.headers['cache-control']).toBe('no-store');
  });

  it('answers each spec message keyed by the form field', async () => {
    const token = await t.asMember('official01');
    const res = await t.request({ method: 'POST', url: '/api/member/eft', token, payload: { acctname: ' ', acctbsb: '06214', acctnumber: '12a45' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'Error! Please check the form above for errors',
      errors: { account_name: 'This field is required', account_bsb: 'Please enter a valid BSB', account_number: 'Please enter a valid account' },
    });
  });

  it('is refused to members without is_eft and to anonymous callers', async () => {
    const token = await t.asMember('member01');
    expect((await t.request({ method: 'POST', url: '/api/member/eft', token, payload: eft })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/member/eft', token })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/api/member/eft', payload: eft })).statusCode).toBe(401);
  });

  it('keeps its generated key in DATA_DIR/bank.key, readable by the owner only', () => {
    const stat = fs.statSync(path.join(dataDir, 'bank.key'));
    expect(stat.mode & 0o777).toBe(0o600);
    expect(Buffer.from(fs.readFileSync(path.join(dataDir, 'bank.key'), 'utf8'), 'base64')).toHaveLength(32);
  });
});
