import { describe, expect, it } from 'vitest';
import { messageHtml, messageText } from './message-format';

describe('messageHtml and messageText', () => {
  it.each([
    ['a paragraph', 'Saturday is washed out.', '<p>Saturday is washed out.</p>', 'Saturday is washed out.'],
    ['paragraphs and a line break', 'One\ntwo\n\nThree', '<p>One<br>two</p>\n<p>Three</p>', 'One\ntwo\n\nThree'],
    ['bold and italic', '**All** games *off*', '<p><strong>All</strong> games <em>off</em></p>', 'All games off'],
    [
      'a list after a paragraph',
      'Bring:\n- water\n- a **ball**',
      '<p>Bring:</p>\n<ul><li>water</li><li>a <strong>ball</strong></li></ul>',
      'Bring:\n\n- water\n- a ball',
    ],
    [
      'a bare link (the full stop after it stays text)',
      'See https://hkbna.example/draw?d=1&x=2.',
      '<p>See <a href="https://hkbna.example/draw?d=1&amp;x=2">https://hkbna.example/draw?d=1&amp;x=2</a>.</p>',
      'See https://hkbna.example/draw?d=1&x=2.',
    ],
    [
      'a named link',
      'The [draw](https://hkbna.example/draw) is out',
      '<p>The <a href="https://hkbna.example/draw">draw</a> is out</p>',
      'The draw (https://hkbna.example/draw) is out',
    ],
    [
      'markup is escaped, never run',
      '<script>alert(1)</script> & <b onclick="x">',
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b onclick=&quot;x&quot;&gt;</p>',
      '<script>alert(1)</script> & <b onclick="x">',
    ],
    [
      'only http(s) become links',
      '[click](javascript:alert(1)) ftp://x.example',
      '<p>[click](javascript:alert(1)) ftp://x.example</p>',
      '[click](javascript:alert(1)) ftp://x.example',
    ],
    [
      'a quote cannot leave the href',
      'https://x.example/"onmouseover="alert(1)',
      '<p><a href="https://x.example/&quot;onmouseover=&quot;alert(1">https://x.example/&quot;onmouseover=&quot;alert(1</a>)</p>',
      'https://x.example/"onmouseover="alert(1)',
    ],
    ['a lone star stays', '5 * 3 = 15', '<p>5 * 3 = 15</p>', '5 * 3 = 15'],
    ['Windows line ends', 'A\r\n\r\nB', '<p>A</p>\n<p>B</p>', 'A\n\nB'],
    ['empty', '  \n\n ', '', ''],
  ])('%s', (_name, body, html, text) => {
    expect(messageHtml(body)).toBe(html);
    expect(messageText(body)).toBe(text);
  });

  it('takes inline styles for mail clients', () => {
    expect(messageHtml('Hi [x](https://a.example)', { style: { p: 'margin:0', a: 'color:#1565c0' } })).toBe(
      '<p style="margin:0">Hi <a href="https://a.example" style="color:#1565c0">x</a></p>',
    );
  });
});
