#!/usr/bin/env node
// No secrets where they can leak (issue 44 item 8, docs/decisions/330): scans the web build (and, with --url, an
// answer such as a running server's /api/docs/json) for private keys, long hex secrets, tokens, URLs holding a
// password, secret-named settings given a value, the demo password, and the values of the portal's secret settings
// when this process has them. Exit 1 with each finding (the secret itself cut short), 0 when clean.
//
//   node scripts/secrets-scan.mjs packages/web/dist
//   node scripts/secrets-scan.mjs --url http://127.0.0.1:3000/api/docs/json
//
// .ci/run scans the web build after it is made; packages/server/src/platform/secrets-scan.test.ts scans /api/docs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The demo accounts' password (../shared/CONTRACT.md): a demo, but no build or description should carry it. */
export const DEMO_PASSWORD = 'Portal2026';

const NAME = String.raw`(?:secret|private[_-]?key|api[_-]?key|api[_-]?token|access[_-]?token|auth[_-]?token|password|passwd|webhook[_-]?secret|bank[_-]?key|vapid[_-]?private)`;

/** Each kind of secret and how it looks. */
export const PATTERNS = [
  { kind: 'private key', re: /-----BEGIN (?:[A-Z]+ )*PRIVATE KEY-----/g },
  // a secret-named key given a value with no space in it (a message like "Password is required" has spaces)
  { kind: 'secret-named value', re: new RegExp(`${NAME}["'\`]?\\s*[:=]\\s*["'\`][A-Za-z0-9+/_=.~-]{12,}["'\`]`, 'gi') },
  // a setting as an environment names it (BANK_KEY=…, "OHO_API_TOKEN": "…")
  {
    kind: 'setting with a value',
    re: /\b[A-Z][A-Z0-9_]*(?:KEY|SECRET|PASSWORD|TOKEN)["']?\s*[:=]\s*["']?[A-Za-z0-9+/_=.~-]{8,}/g,
  },
  { kind: 'long hex secret', re: /(?<![0-9a-fA-F])[0-9a-fA-F]{40,}(?![0-9a-fA-F])/g },
  { kind: 'token (JWT)', re: /eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]*/g },
  { kind: 'password in a URL', re: /\b[a-z][a-z0-9+.-]*:\/\/[^/\s:@"'`]+:[^/\s:@"'`]+@[^\s"'`]+/g },
  { kind: 'cloud key', re: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
];

/**
 * The portal's own secret settings (README's Configuration table): their values, when this process has them, must
 * appear in no build or answer. EWAY_PUBLIC_API_KEY is meant for the browser; other variables are not looked at.
 */
export const SECRET_SETTINGS = [
  'BANK_KEY',
  'DATABASE_URL',
  'SMTP_URL',
  'EWAY_API_KEY',
  'EWAY_API_PASSWORD',
  'CLICKSEND_API_KEY',
  'OHO_API_TOKEN',
  'OHO_WEBHOOK_SECRET',
];

/** The values of the portal's secret settings in `env` (8 characters or more). */
export function secretsOfEnv(env = process.env) {
  return SECRET_SETTINGS.map((name) => env[name]).filter((v) => typeof v === 'string' && v.length >= 8);
}

/** A finding shows enough to find the secret, never the secret itself. */
const cut = (s) => `${s.slice(0, Math.min(4, Math.floor(s.length / 3)))}…(${s.length} characters)`;

/** The findings in one text: { kind, at (character offset), sample }. `literals`: exact values that must not appear. */
export function scanText(text, literals = []) {
  const found = [];
  for (const { kind, re } of PATTERNS)
    for (const m of text.matchAll(re)) found.push({ kind, at: m.index, sample: cut(m[0]) });
  for (const value of [DEMO_PASSWORD, ...literals]) {
    for (let at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + 1))
      found.push({
        kind: value === DEMO_PASSWORD ? 'demo password' : 'a secret setting’s value',
        at,
        sample: cut(value),
      });
  }
  return found;
}

/** Text files of the build (compressed copies are the same bytes again; images are skipped). */
const TEXT = /\.(?:js|mjs|cjs|css|html|json|map|txt|svg|webmanifest|xml)$/i;

function filesOf(target) {
  const stat = fs.statSync(target);
  if (stat.isFile()) return [target];
  return fs
    .readdirSync(target, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && TEXT.test(d.name))
    .map((d) => path.join(d.parentPath ?? d.path, d.name));
}

/** Scan files, folders and URLs; answers every finding with where it is. */
export async function scan({ paths = [], urls = [], literals = secretsOfEnv() }) {
  const findings = [];
  for (const target of paths)
    for (const file of filesOf(target))
      for (const f of scanText(fs.readFileSync(file, 'utf8'), literals)) findings.push({ where: file, ...f });
  for (const url of urls) {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    for (const f of scanText(await res.text(), literals)) findings.push({ where: url, ...f });
  }
  return findings;
}

async function main(argv) {
  const paths = [];
  const urls = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--url') urls.push(argv[++i]);
    else paths.push(argv[i]);
  }
  if (!paths.length && !urls.length) paths.push('packages/web/dist');
  for (const p of paths) if (!fs.existsSync(p)) throw new Error(`${p}: not found (build the web app first)`);
  const findings = await scan({ paths, urls });
  for (const f of findings) console.error(`${f.where} @${f.at}: ${f.kind}: ${f.sample}`);
  const where = [...paths, ...urls].join(', ');
  if (findings.length) {
    console.error(`secrets scan: ${findings.length} finding(s) in ${where}`);
    return 1;
  }
  console.log(`secrets scan: nothing found in ${where}`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err) => {
      console.error(`secrets scan: ${err.message}`);
      process.exit(2);
    },
  );
}
