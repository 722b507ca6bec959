import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { turnBatchedStdout } from './log-stream';

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
});
