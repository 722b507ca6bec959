import { act, cleanup, render } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import type { CartTotals } from '@portal/domain/shared/cart-total';
import { CARD_FIELDS_INVALID } from '@portal/domain/shared/payment-outcome';
import { usePayment } from './use-payment';

// Card form 1 hands the payment a promise of the card while the sandbox makes its secure field code (decision 058):
// a Pay tapped meanwhile waits for it, then pays with the code, or says the card is invalid and sends nothing.
const totals: CartTotals = {
  subtotal: 5000,
  discount: 0,
  voucherValue: 0,
  voucherRemainder: 0,
  donation: 0,
  tax: 455,
  grandTotal: 5000,
  payable: true,
};
const catalogue = { keys: ['error_validation'] as const, validation: 'Membership Data Invalid' };

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

let payment: ReturnType<typeof usePayment<{ ok: boolean }>>;
const pay = vi.fn(async (_card: unknown, _headers: { 'idempotency-key': string }) => ({ ok: true }));
function Step() {
  payment = usePayment({ totals, catalogue, pay });
  return null;
}
afterEach(() => {
  cleanup();
  pay.mockClear();
});

it('a Pay tapped while the secure code is being made waits for it, then pays with the code', async () => {
  render(<Step />);
  const code = deferred<{ secureFieldCode: string } | null>();
  act(() => payment.setCard(code.promise));
  let submitted!: Promise<void>;
  act(() => void (submitted = payment.submit()));
  await act(async () => {});
  expect(pay).not.toHaveBeenCalled();
  expect([payment.busy, payment.alert]).toEqual([true, null]);

  await act(async () => {
    code.resolve({ secureFieldCode: 'sfc-1' });
    await submitted;
  });
  expect(pay).toHaveBeenCalledTimes(1);
  expect(pay.mock.calls[0]![0]).toEqual({ secureFieldCode: 'sfc-1' });
  expect(payment.paid).toEqual({ reply: { ok: true } });
});

it('a code that could not be made refuses the payment with the card message, and Pay is free again', async () => {
  render(<Step />);
  const code = deferred<{ secureFieldCode: string } | null>();
  act(() => payment.setCard(code.promise));
  await act(async () => {
    const submitted = payment.submit();
    code.resolve(null);
    await submitted;
  });
  expect(pay).not.toHaveBeenCalled();
  expect([payment.busy, payment.alert?.message]).toEqual([false, CARD_FIELDS_INVALID]);
});

it('with no card at all, Pay answers the card message at once and sends nothing', async () => {
  render(<Step />);
  await act(() => payment.submit());
  expect(pay).not.toHaveBeenCalled();
  expect([payment.busy, payment.alert?.message]).toEqual([false, CARD_FIELDS_INVALID]);
});
