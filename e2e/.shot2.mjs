import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3999';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const [w, h, mobile] of [[390, 844, true], [1366, 900, false]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, isMobile: mobile, hasTouch: mobile });
  const page = await ctx.newPage();
  const res = await page.request.post(`${base}/api/member/login`, { data: { username: 'manager01', password: 'Portal2026' } });
  const t = JSON.parse((await res.json()).data.success);
  await ctx.addCookies([{ name: 'portal_token', value: encodeURIComponent(t.access_token), domain: '127.0.0.1', path: '/' }]);
  for (const [p, kind] of [['/member/teamnomination', 'manager'], ['/member/account', 'member']]) {
    await page.goto(base + p);
    await page.evaluate((k) => sessionStorage.setItem('portal.welcome', k), kind);
    await page.reload();
    await page.getByText('Welcome! Your account').waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots/welcome-${kind}-${w}.png` });
  }
  await ctx.close();
}
await browser.close();
