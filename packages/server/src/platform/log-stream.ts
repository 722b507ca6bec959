import SonicBoom from 'sonic-boom';

/**
 * Standard output for the log, written once per turn of the event loop: the lines of every request answered in one
 * turn go out in one write instead of one write each (docs/decisions/130-api-headers-and-log-writes.md). The write itself is
 * synchronous (sonic-boom, as pino's default), so a line is never held past the turn it was made in, and the lines of
 * the last turn are written when the process exits.
 */
export function turnBatchedStdout(fd = 1): { write(line: string): void; flush(): void } {
  const out = new SonicBoom({ fd, sync: true });
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
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
