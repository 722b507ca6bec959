import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MEMBER01_FORM, noisePng, profileTestKit, type Upload } from './profile-test-kit';

const kit = profileTestKit();
const TOO_BIG = 'Profile picture size should be less than 500 KB!';
const WRONG_TYPE = 'Profile picture must be a .jpg, .jpeg or .png image';
const coachForm = { ...MEMBER01_FORM, username: 'coach01', firstname: 'Carla', lastname: 'Coach' };
const managerForm = { ...MEMBER01_FORM, username: 'manager01', firstname: 'Mark', lastname: 'Manager', gender: 'male' };
const mine = async (id: number) => (await kit.storedPhotos()).filter((f) => f.startsWith(`${id}-`));

describe('profile photo refusals (spec 000 §5: .jpg/.jpeg/.png under 500 KB)', () => {
  it('refuses, by content and size, storing nothing', async () => {
    const token = await kit.t.asMember('coach01');
    const big = await noisePng(460, 450);
    expect(big.length).toBeGreaterThan(600 * 1000);
    const huge = await noisePng(1400, 900); // about 3.6 MB: past the 2 MB multipart limit, so it arrives truncated
    expect(huge.length).toBeGreaterThan(3.5 * 1024 * 1024);
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: 'red' } })
      .gif()
      .toBuffer();
    // 49 megapixels of one colour: a few hundred KB of PNG that would take about 150 MB to decode.
    const manyPixels = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#336699' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(manyPixels.length).toBeLessThan(500 * 1024);
    const cases: { file: Upload; message: string }[] = [
      { file: { name: 'big.png', type: 'image/png', data: big }, message: TOO_BIG },
      { file: { name: 'camera.png', type: 'image/png', data: huge }, message: TOO_BIG },
      { file: { name: 'me.gif', type: 'image/gif', data: gif }, message: WRONG_TYPE },
      { file: { name: 'gif-inside.png', type: 'image/png', data: gif }, message: WRONG_TYPE },
      {
        file: { name: 'notes.png', type: 'image/png', data: Buffer.from('just some text, not an image\n'.repeat(50)) },
        message: WRONG_TYPE,
      },
      {
        file: { name: 'poster.png', type: 'image/png', data: manyPixels },
        message: 'Profile picture is too large in pixels: please use an image of at most 40 megapixels',
      },
    ];
    for (const { file, message } of cases) {
      const res = await kit.post(token, coachForm, file);
      expect(res.statusCode, file.name).toBe(422);
      expect(res.json(), file.name).toMatchObject({
        message: 'Error! Please check the form above for errors',
        errors: { profilephoto: message },
      });
    }
    expect(await kit.storedPhotos()).toEqual([]);
    expect((await kit.memberRow('coach01')).photoPath).toBeNull();
  });
});

describe('profile photo storage', () => {
  it('stores a valid 100 KB PNG resized, serves it only to its signed-in owner, and replaces it', async () => {
    const token = await kit.t.asMember('manager01');
    const png = await noisePng(1000, 34);
    expect(png.length).toBeGreaterThan(100 * 1000);
    expect(png.length).toBeLessThan(500 * 1024);
    const res = await kit.post(token, managerForm, { name: 'me.png', type: 'image/png', data: png });
    expect(res.statusCode).toBe(200);
    const profile = res.json().data;
    expect(profile.profilephoto).toBe(true);
    expect(profile.profilephotosrc).toMatch(/^\/api\/member\/user\/photo\?v=\d+$/);

    const photo = await kit.t.request({ method: 'GET', url: profile.profilephotosrc, token });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 512 });
    expect((await kit.t.request({ method: 'GET', url: profile.profilephotosrc })).statusCode).toBe(401);
    const other = await kit.t.request({
      method: 'GET',
      url: '/api/member/user/photo',
      token: await kit.t.asMember('referee01'),
    });
    expect(other.statusCode).toBe(404); // a member only ever gets their own photo

    const first = await mine(profile.id);
    expect(first).toHaveLength(1);
    const jpeg = await sharp(png).jpeg().toBuffer();
    expect((await kit.post(token, managerForm, { name: 'new.JPG', type: 'image/jpeg', data: jpeg })).statusCode).toBe(
      200,
    );
    const second = await mine(profile.id);
    expect(second).toHaveLength(1);
    expect(second[0]).not.toBe(first[0]);
  });

  it('keeps the photo when the update sends no file', async () => {
    const token = await kit.t.asMember('manager01');
    const res = await kit.post(token, { ...managerForm, profilephoto: 'true' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.profilephoto).toBe(true);
  });

  it('judges by content, not name: a real PNG with no extension is accepted', async () => {
    const token = await kit.t.asMember('referee01');
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#00aa00' } })
      .png()
      .toBuffer();
    const res = await kit.post(
      token,
      { sport: 'basketball' },
      { name: 'photo', type: 'application/octet-stream', data: png },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.profilephoto).toBe(true);
  });

  it('leaves exactly one file when two uploads race', async () => {
    const token = await kit.t.asMember('freeteam01');
    const { id } = await kit.memberRow('freeteam01');
    const a = await noisePng(200, 200);
    const b = await noisePng(210, 200);
    const results = await Promise.all([
      kit.post(token, { skills: 'A' }, { name: 'a.png', type: 'image/png', data: a }),
      kit.post(token, { skills: 'B' }, { name: 'b.png', type: 'image/png', data: b }),
      kit.post(token, { skills: 'C' }, { name: 'c.png', type: 'image/png', data: a }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const row = await kit.memberRow('freeteam01');
    expect(await mine(id)).toEqual([row.photoPath!.replace('photos/', '')]);
  });
});
