import { chromium } from '@playwright/test';
const [,, path, user, out, width] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
const base = 'http://127.0.0.1:3550';
if (user) {
  await page.goto(base + '/login');
  await page.getByLabel('Username').fill(user);
  await page.getByLabel('Password', { exact: true }).fill('Portal2026');
  await page.getByRole('button', { name: /sign in|login/i }).click();
  await page.waitForURL(/member/);
}
await page.goto(base + path);
await page.waitForTimeout(2500);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
