import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { turnBatchedStdout, wholeLineWrites } from './log-stream';

const files: number[] = [];
function tempLog() {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'log-stream-')), 'out.log');
  const fd = fs.openSync(file, 'a');
  files.push(fd);
  return { file, fd, read: () => fs.readFileSync(file, 'utf8') };
}
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
afterEach(() => {
  for (const fd of files.splice(0)) fs.closeSync(fd);
  vi.restoreAllMocks();
});

describe('turnBatchedStdout', () => {
  it('writes the lines of one turn together, in order, at the end of that turn', async () => {
    const log = tempLog();
    const writes = vi.spyOn(fs, 'writeSync');
    const out = turnBatchedStdout(log.fd);
    out.write('{"n":1}\n');
    out.write('{"n":2}\n');
    out.write('{"n":3}\n');
    expect(log.read()).toBe('');
    await nextTurn();
    expect(log.read()).toBe('{"n":1}\n{"n":2}\n{"n":3}\n');
    expect(writes.mock.calls.filter(([fd]) => fd === log.fd)).toHaveLength(1);
  });

  it('a later turn gets its own write, and flush() writes what is pending at once (as on exit)', async () => {
    const log = tempLog();
    const out = turnBatchedStdout(log.fd);
    out.write('a\n');
    await nextTurn();
    out.write('b\n');
    out.flush();
    expect(log.read()).toBe('a\nb\n');
    await nextTurn();
    expect(log.read()).toBe('a\nb\n');
  });

  it('in a server process of a cluster, writes whole lines of at most 4,096 bytes, so no other process cuts into one', async () => {
    const log = tempLog();
    const writes = vi.spyOn(fs, 'writeSync');
    const out = turnBatchedStdout(log.fd, true);
    const lines = Array.from({ length: 30 }, (_, i) => `{"n":${i},"msg":"${'é'.repeat(200)}"}\n`);
    for (const line of lines) out.write(line);
    await nextTurn();
    expect(log.read()).toBe(lines.join(''));
    const sent = writes.mock.calls.filter(([fd]) => fd === log.fd).map(([, text]) => String(text));
    expect(sent.length).toBeGreaterThan(1);
    for (const text of sent) {
      expect(Buffer.byteLength(text)).toBeLessThanOrEqual(4096);
      expect(text.endsWith('\n')).toBe(true);
    }
  });
});

describe('wholeLineWrites', () => {
  it.each([
    ['nothing', [], []],
    ['lines that fit together', ['a\n', 'b\n'], ['a\nb\n']],
    ['a line over the limit, alone', ['a\n', `${'x'.repeat(5000)}\n`, 'b\n'], ['a\n', `${'x'.repeat(5000)}\n`, 'b\n']],
    ['exactly 4,096 bytes, then more', [`${'x'.repeat(4095)}\n`, 'b\n'], [`${'x'.repeat(4095)}\n`, 'b\n']],
  ])('%s', (_name, lines, writes) => {
    expect(wholeLineWrites(lines)).toEqual(writes);
  });
});
