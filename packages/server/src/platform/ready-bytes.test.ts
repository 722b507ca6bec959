import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pickEncoding, readyBytes } from './ready-bytes';

describe('ready bytes', () => {
  it('keeps the body with its gzip and brotli forms, brotli the smaller', () => {
    const body = Buffer.from(
      JSON.stringify({
        data: Array.from({ length: 200 }, (_, i) => ({ round: i, venue: 'Bench Stadium', court: `Court ${i % 4}` })),
      }),
    );
    const bytes = readyBytes(body);
    expect(gunzipSync(bytes.gzip).equals(body)).toBe(true);
    expect(brotliDecompressSync(bytes.br).equals(body)).toBe(true);
    expect(bytes.br.length).toBeLessThan(bytes.gzip.length);
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['BR;q=0.5, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=1.0, br;q=0', 'gzip'],
    ['x-gzip, brotli', null],
    ['br;q=0.000, gzip;q=0', null],
    ['identity', null],
    ['', null],
    [undefined, null],
  ])('answers %j with %s', (header, encoding) => {
    expect(pickEncoding(header)).toBe(encoding);
  });
});
