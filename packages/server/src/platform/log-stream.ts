import cluster from 'node:cluster';
import SonicBoom from 'sonic-boom';

/** A write to a pipe of at most this many bytes is never interleaved with another process's write (POSIX PIPE_BUF). */
const PIPE_BUF = 4096;

/**
 * The turn's lines as writes of at most PIPE_BUF bytes each, cut between lines (a longer line goes alone): the server
 * processes of one cluster share the supervisor's standard output, and a longer write could be cut into by another's
 * (docs/decisions/342).
 */
export function wholeLineWrites(lines: readonly string[]): string[] {
  const writes: string[] = [];
  let chunk = '';
  let bytes = 0;
  for (const line of lines) {
    const size = Buffer.byteLength(line);
    if (bytes > 0 && bytes + size > PIPE_BUF) {
      writes.push(chunk);
      chunk = '';
      bytes = 0;
    }
    chunk += line;
    bytes += size;
  }
  if (bytes > 0) writes.push(chunk);
  return writes;
}

/**
 * Standard output for the log, written once per turn of the event loop: the lines of every request answered in one
 * turn go out in one write instead of one write each (docs/decisions/130-api-headers-and-log-writes.md). The write itself is
 * synchronous (sonic-boom, as pino's default), so a line is never held past the turn it was made in, and the lines of
 * the last turn are written when the process exits.
 */
export function turnBatchedStdout(fd = 1, shared = cluster.isWorker): { write(line: string): void; flush(): void } {
  const out = new SonicBoom({ fd, sync: true });
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    if (shared) {
      const lines = pending;
      pending = [];
      for (const text of wholeLineWrites(lines)) out.write(text);
      return;
    }
    const text = pending.length === 1 ? pending[0]! : pending.join('');
    pending = [];
    out.write(text);
  };
  process.once('exit', flush);
  return {
    write(line: string) {
      pending.push(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    flush,
  };
}

let stdout: ReturnType<typeof turnBatchedStdout> | undefined;
/** The one batched standard output of the process, shared by every app it builds. */
export function stdoutLog(): { write(line: string): void } {
  return (stdout ??= turnBatchedStdout(1));
}
