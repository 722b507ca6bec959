// Draws the installable app's icons (docs/decisions/334) from public/favicon.svg with Debian's Chromium: 192 and 512
// pixels, and a 512 "maskable" one whose ball sits in the middle 80% on the bar's blue, which a phone may crop to
// any shape. Run once after the favicon changes: `node packages/web/scripts/make-icons.mjs`; the PNGs are committed.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';

const pub = path.resolve(import.meta.dirname, '../public');
const svg = fs.readFileSync(path.join(pub, 'favicon.svg'), 'utf8');
const icons = [
  { file: 'icon-192.png', size: 192, inset: 0, background: 'transparent' },
  { file: 'icon-512.png', size: 512, inset: 0, background: 'transparent' },
  { file: 'icon-maskable-512.png', size: 512, inset: 0.2, background: '#0d47a1' },
];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
fs.mkdirSync(path.join(pub, 'icons'), { recursive: true });
for (const { file, size, inset, background } of icons) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const pad = Math.round(size * inset);
  await page.setContent(
    `<body style="margin:0;background:${background}"><div style="padding:${pad}px;width:${size - 2 * pad}px;height:${size - 2 * pad}px">` +
      svg.replace('<svg ', '<svg width="100%" height="100%" ') +
      '</div></body>',
  );
  await page.screenshot({ path: path.join(pub, 'icons', file), omitBackground: background === 'transparent' });
  await page.close();
}
await browser.close();
