import { describe, expect, it } from 'vitest';
import { isDatabaseBusy } from './errors';

// Which failures are the crowd (503, come back) and which are faults (500): decision 350.
describe('isDatabaseBusy', () => {
  const pgError = (code: string) => Object.assign(new Error('pg'), { code });
  it.each([
    ['the pool wait ran out', new Error('timeout exceeded when trying to connect'), true],
    [
      'a statement past its timeout, wrapped by drizzle',
      Object.assign(new Error('Failed query'), { cause: pgError('57014') }),
      true,
    ],
    ['the server took no more connections', pgError('53300'), true],
    ['a unique key refused the write', pgError('23505'), false],
    ['a connection refused', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }), false],
    ['a programming error', new TypeError('x is undefined'), false],
    ['nothing', null, false],
  ])('%s: %s', (_name, err, busy) => {
    expect(isDatabaseBusy(err)).toBe(busy);
  });
});
