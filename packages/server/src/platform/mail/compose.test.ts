import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { composeMail } from './compose';

// Mail is server HTML like any other: its values go through the one escaper of platform/html.ts (docs/decisions/092).

const config = loadConfig({ DATA_DIR: '.tmp/test-data', PUBLIC_URL: 'https://portal.example' } as NodeJS.ProcessEnv);

describe('composeMail', () => {
  it.each([
    ['a backtick', 'Team `Tigers`', '&#96;Tigers&#96;', '`'],
    ['markup', 'Team <b onclick="x">Tigers</b>', '&lt;b onclick=&quot;x&quot;&gt;', '<b on'],
    ['an apostrophe and an ampersand', "O'Brien & Sons", 'O&#39;Brien &amp; Sons', "O'Brien"],
  ])('escapes %s in every value of the HTML body, and keeps the text body as typed', (_n, value, escaped, raw) => {
    const mail = composeMail(config, {
      to: 'a@example.com.au',
      subject: value,
      greeting: value,
      paragraphs: [value],
      after: [value],
      action: { label: value, path: `/teams?name=${encodeURIComponent(value)}` },
    });
    const body = mail.html.slice(mail.html.indexOf('<body'));
    expect(body.split(escaped).length - 1).toBe(4); // greeting, paragraph, button, after
    expect(mail.html).not.toContain(raw);
    expect(mail.text).toContain(value);
  });

  it("carries the content's secret mark to the message, and none otherwise", () => {
    const base = { to: 'a@example.com.au', subject: 'S', greeting: 'G', paragraphs: ['P'] };
    expect(composeMail(config, { ...base, secret: true }).secret).toBe(true);
    expect(composeMail(config, base).secret).toBeUndefined();
  });
});
