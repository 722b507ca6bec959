import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_TMP, expect, loginAs, startServer, test, type OwnServer } from './fixtures';

// The finance officer's store (docs/decisions/235), on a server of its own (it adds a product the store lists):
// finance01 adds a product with every field and a cover; member01 finds it in the store with its cover and adds it
// to the cart. Screenshots at 1366 and 820 px land in E2E_TMP/staff-shots.

const SHOTS = path.join(E2E_TMP, 'staff-shots');
const COVER = path.resolve(import.meta.dirname, '../packages/server/src/store/covers/association-cap.jpg');

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});
test.use({ viewport: { width: 1366, height: 900 } });

/** A phone's photo: 4000 × 3000 px of gradients and grain, encoded by the browser as a JPEG of well over 1.5 MB. */
async function phonePhoto(page: Page): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 4000;
    canvas.height = 3000;
    const ctx = canvas.getContext('2d')!;
    const g = ctx.createLinearGradient(0, 0, 4000, 3000);
    g.addColorStop(0, '#1d4ed8');
    g.addColorStop(1, '#f59e0b');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, 4000, 3000);
    const image = ctx.getImageData(0, 0, 4000, 3000);
    for (let i = 0; i < image.data.length; i += 4) {
      const grain = (((i * 2654435761) >>> 24) % 48) - 24;
      for (let c = 0; c < 3; c += 1) image.data[i + c] = (image.data[i + c] ?? 0) + grain;
    }
    ctx.putImageData(image, 0, 0);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.95));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  });
  return { name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

test('finance01 adds a product with a cover; member01 sees it in the store and adds it to the cart', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await loginAs(page, 'finance01', undefined, server);
  await page.goto(`${server.url}/staff`);
  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Store products' }).click();
  await expect(page.getByRole('heading', { name: 'Store products', level: 1 })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Store products' })).toContainText('Association Cap');
  await shot(page, 'store-products-1366');
  await page.getByRole('link', { name: 'Add product' }).click();

  const form = page.getByRole('form', { name: 'New product' });
  await form.getByLabel('Title').fill('Autumn Shooting Clinic');
  await form.getByLabel('Short name').fill('autumn-shooting-clinic');
  await form.getByLabel('Category').click();
  await page.getByRole('option', { name: 'Holiday Programs › Skills Clinics' }).click();
  await form.getByLabel('Venue').click();
  await page.getByRole('option').nth(1).click();
  await form.getByLabel('Price ($)').fill('49.50');
  await form.getByLabel('Quantity').fill('16');
  await form.getByLabel('Order limit').fill('2');
  await form.getByRole('textbox', { name: 'Start date' }).fill('12/04/2027');
  await form.getByLabel('Start time').fill('09:30');
  await form.getByLabel('End time').fill('12:00');
  await form.getByLabel('Description').fill('Shooting drills for players aged 10 to 14.');
  await form.getByLabel('No attendee needed').uncheck();
  // the cover is chosen with the form, and a phone's photo of over 1.5 MB is made small enough (issue 40 item 11)
  const photo = await phonePhoto(page);
  expect(photo.buffer.length).toBeGreaterThan(1_500_000);
  await form.getByLabel('Upload cover image').setInputFiles(photo);
  await expect(form.getByText('IMG_2041.jpg is added with the product.')).toBeVisible();
  await shot(page, 'store-new-product-cover-1366');
  await form.getByRole('button', { name: 'Add product' }).click();

  await expect(page.getByRole('heading', { name: 'Autumn Shooting Clinic', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Product Autumn Shooting Clinic added. Cover image saved.' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Cover of Autumn Shooting Clinic' })).toBeVisible();
  await page.getByLabel('Upload cover image').setInputFiles(COVER);
  await expect(page.getByRole('status').filter({ hasText: 'Cover image saved.' })).toBeVisible();
  await shot(page, 'store-product-1366');
  await page.setViewportSize({ width: 820, height: 1180 });
  await shot(page, 'store-product-820');

  const member = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await loginAs(member, 'member01', undefined, server);
  await member.goto(`${server.url}/storeview`);
  const card = member.getByRole('article', { name: 'Autumn Shooting Clinic' });
  await expect(card).toContainText('$49.50');
  await expect(card).toContainText('Attendee required');
  await expect(card.locator('img')).toHaveAttribute('src', /\/api\/ecommerce\/store\/covers\/cover-[0-9a-f]+\.jpg\?v=/);
  await card.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(member.getByRole('region', { name: 'Cart', exact: true })).toContainText('Autumn Shooting Clinic');
  await member.close();
});
