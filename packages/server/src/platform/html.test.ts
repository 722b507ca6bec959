import { describe, expect, it } from 'vitest';
import { escapeHtml, html, SafeHtml } from './html';

describe('html', () => {
  it.each([
    ['<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
    ['"><script>alert(1)</script>', '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;'],
    ["O'Brien & Sons", 'O&#39;Brien &amp; Sons'],
    ['`${x}`', '&#96;${x}&#96;'],
    ['&lt;', '&amp;lt;'],
  ])('escapes %j', (input, want) => {
    expect(escapeHtml(input)).toBe(want);
    expect(html`<td title="${input}">${input}</td>`.value).toBe(`<td title="${want}">${want}</td>`);
  });

  it('keeps its own fragments and lists of them as markup, and drops null and undefined', () => {
    const rows = ['a<b', 'c'].map((x) => html`<li>${x}</li>`);
    expect(html`<ul>${rows}</ul>${null}${undefined}${3}`.value).toBe('<ul><li>a&lt;b</li><li>c</li></ul>3');
  });

  it('never takes a plain string as markup', () => {
    const sneaky = { value: '<b>', toString: () => '<b>' } as unknown as SafeHtml;
    expect(html`${sneaky as never}`.value).toBe('&lt;b&gt;');
  });
});
