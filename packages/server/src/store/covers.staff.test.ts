import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { products } from './store.tables';

// A product's cover (docs/decisions/235): checked and re-encoded as a profile photo is, stored where every server
// reads it, and shown on the member store's card at once.

let t: TestApp;
let token: string;
const capId = async () => (await t.database.db.select().from(products).where(eq(products.name, 'association-cap')))[0]!;
function multipart(file: { name: string; type: string; bytes: Buffer }) {
  const boundary = '----cover-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="cover"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = async (id: number, file: { name: string; type: string; bytes: Buffer }) =>
  t.request({ method: 'POST', url: `/api/staff/store/products/${id}/cover`, token, ...multipart(file) } as never);

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.asMember('finance01');
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/staff/store/products/{id}/cover', () => {
  it('re-encodes a PNG as a JPEG no wider than the card needs; the store card shows the new cover at once', async () => {
    // sharp (libvips) loads only here, after the app is built
    const { default: sharp } = await import('sharp');
    const png = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const cap = await capId();
    const res = await upload(cap.id, { name: 'cap.png', type: 'image/png', bytes: png });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.message).toBe('Cover image saved.');
    const list = (await t.request({ method: 'GET', url: '/api/ecommerce/store/products' })).json().data as {
      product_id: number;
      product_cover: string;
    }[];
    const address = list.find((p) => p.product_id === cap.id)!.product_cover;
    expect(address).toBe(res.json().data.cover);
    const image = await t.request({ method: 'GET', url: address });
    expect(image.headers['content-type']).toContain('image/jpeg');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1013, 675]);
  });

  it.each([
    [
      'a text file named .jpg',
      { name: 'cover.jpg', type: 'image/jpeg', bytes: Buffer.from('not an image') },
      'The cover image must be a .jpg, .jpeg or .png image.',
    ],
    [
      'a file of 500 KB or more',
      { name: 'cover.jpg', type: 'image/jpeg', bytes: Buffer.alloc(600 * 1024, 1) },
      'The cover image should be less than 500 KB.',
    ],
  ])('refuses %s (422) and keeps the cover', async (_, file, message) => {
    const before = (await capId()).cover;
    const res = await upload((await capId()).id, file);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.cover).toBe(message);
    expect((await capId()).cover).toBe(before);
  });
});
