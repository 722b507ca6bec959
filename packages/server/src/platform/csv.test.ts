import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes as RFC 4180 wants, ends lines with CRLF, starts with a BOM', () => {
    const csv = toCsv(
      [
        { a: 'plain', b: 'with, comma' },
        { a: 'say "hi"', b: 'line\nbreak' },
      ],
      [
        { header: 'A', value: (r) => r.a },
        { header: 'B', value: (r) => r.b },
      ],
    );
    expect(csv).toBe('\ufeffA,B\r\nplain,"with, comma"\r\n"say ""hi""","line\nbreak"\r\n');
  });
  it.each(['=1+1', '+61 400', '-2', '@SUM(A1)', '\tx'])('a cell a spreadsheet would run (%j) is made text', (value) => {
    expect(toCsv([{ v: value }], [{ header: 'V', value: (r) => r.v }]).split('\r\n')[1]).toMatch(/^"?'/);
  });
  it('numbers stay numbers, nothing is empty', () => {
    expect(
      toCsv(
        [{ n: -5, m: null }],
        [
          { header: 'N', value: (r) => r.n },
          { header: 'M', value: (r) => r.m },
        ],
      ),
    ).toBe('\ufeffN,M\r\n-5,\r\n');
  });
});
