// throwaway screenshot script (not committed)
import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3999';
const [, , user, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const [w, h, mobile] of [[390, 844, true], [1366, 900, false]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, isMobile: mobile, hasTouch: mobile });
  const page = await ctx.newPage();
  if (user !== '-') {
    const res = await page.request.post(`${base}/api/member/login`, { data: { username: user, password: 'Portal2026' } });
    const t = JSON.parse((await res.json()).data.success);
    await ctx.addCookies([{ name: 'portal_token', value: encodeURIComponent(t.access_token), domain: '127.0.0.1', path: '/' }]);
  }
  for (const p of paths) {
    await page.goto(base + p);
    await page.waitForLoadState('networkidle');
    await page.getByRole('heading', { level: 1 }).first().waitFor(); await page.waitForTimeout(600);
    const name = `/tmp/shots/${user}${p.replace(/[/?=&]/g, '_')}-${w}.png`;
    await page.screenshot({ path: name, fullPage: false });
    console.log(name);
  }
  await ctx.close();
}
await browser.close();
