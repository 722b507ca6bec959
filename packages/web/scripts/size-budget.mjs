// The JavaScript each public route loads (the entry, the route's page and everything they import statically),
// brotli-compressed as the server sends it. Fails the build (exit 1) when a route passes its budget (decision 108).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(process.env.SIZE_BUDGET_DIST ?? path.join(import.meta.dirname, '../dist'));
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
// The target is 150 KB for every public route (decisions 108 and 136), and no budget is above it. Each budget is what
// its route loads today plus a little, so that nothing grows unnoticed; lower a budget whenever its route gets smaller.
const TARGET_KB = 150;
// The installable app's registration and offline note are in every page's first JavaScript: 0.7 KB (decision 334);
// taking a server-rendered page over about 0.5 KB more (decision 331), and the draw's live scores 1.5 KB (decision 339);
// a fresh sign-in read asked for after a write, 0.05 KB (decision 348), took /result and /member/stats to their edge.
// /bookingview sat on the target, where the chunks' hashed names alone moved it over and back (±0.08 KB compressed); its
// day buttons' hover hints are now the buttons' own titles instead of MUI's Tooltip, which brought Popper: 12.2 KB less.
// /storeview, 0.1 KB under its budget, gets the same jitter's room: 1 KB more. Running effects before the next key or
// tap, as React does (decision 355), is 0.3 KB in every page: / went to its edge and gets 1 KB more.
const PUBLIC_ROUTES = {
  '/': ['src/accounts/home-page.tsx', 116],
  '/login': ['src/accounts/login-page.tsx', 147],
  '/draw': ['src/competition/draw-page.tsx', 123],
  '/result': ['src/competition/result-page.tsx', 127],
  '/member/stats': ['src/competition/stats-page.tsx', 119],
  '/storeview': ['src/store/store-page.tsx', 138],
  '/bookingview': ['src/bookings/booking-page.tsx', 139],
};

const sizes = new Map();
const brotli = (file) => {
  if (!sizes.has(file)) sizes.set(file, zlib.brotliCompressSync(fs.readFileSync(path.join(dist, file))).length);
  return sizes.get(file);
};
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}

let over = 0;
for (const [route, [page, budget]] of Object.entries(PUBLIC_ROUTES)) {
  if (budget > TARGET_KB) throw new Error(`${route}: a budget above the target (${budget} KB)`);
  const keys = closure(page, closure('index.html'));
  const kb = [...keys].reduce((sum, k) => sum + brotli(manifest[k].file), 0) / 1024;
  const state = kb > budget ? 'OVER' : kb > TARGET_KB ? 'big ' : 'ok  ';
  if (kb > budget) over++;
  console.log(
    `${state} ${route.padEnd(14)} ${kb.toFixed(1).padStart(6)} KB of JavaScript (budget ${budget} KB, target ${TARGET_KB} KB)`,
  );
}
process.exit(over ? 1 : 0);
