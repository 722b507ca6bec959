import { act, cleanup, render } from '@testing-library/preact';
import { afterEach, expect, it } from 'vitest';
import { ApiError, refusalOf } from '../../lib/api-client';
import { useKeyedWrite } from './use-keyed-write';

// A refund's idempotency key (decisions 201, 215): kept while the answer is unknown, new once the write is over.
const shown: unknown[] = [];
let write: ReturnType<typeof useKeyedWrite<string>>;
function Dialog() {
  write = useKeyedWrite<string>('rfd', { cents: 'amount_cents', field: 'amount' }, (e) => shown.push(e));
  return null;
}
afterEach(() => {
  cleanup();
  shown.length = 0;
});

it('sends the same key again after an unknown answer, a new one after a refusal, and shows the cents error under the dollar field', async () => {
  render(<Dialog />);
  const keys: string[] = [];
  const answers = [
    new ApiError(502, 'server_error', 'Technical issue'),
    new ApiError(409, 'in_progress', 'Under way'),
    new ApiError(422, 'error_validation', 'Check', { amount_cents: 'Too much' }),
    null,
  ];
  const done: string[] = [];
  for (const answer of answers) {
    await act(() =>
      write(
        async (key) => {
          keys.push(key);
          if (answer) throw answer;
          return 'Refunded';
        },
        (m) => done.push(m),
      ),
    );
  }
  expect(keys[0]).toMatch(/^rfd-/);
  expect(keys.slice(1, 3)).toEqual([keys[0], keys[0]]);
  expect(keys[3]).not.toBe(keys[0]);
  expect(done).toEqual(['Refunded']);
  expect(refusalOf(shown[2])?.fields).toEqual({ amount: 'Too much' });
});
