import { ApiError } from '../../lib/api-client';

/** The API names the amount `amount_cents`; the form types it in dollars as `amount`: its refusal shows under that field. */
export function onAmountField(err: unknown): unknown {
  if (!(err instanceof ApiError) || !err.fields.amount_cents) return err;
  const { amount_cents: amount, ...rest } = err.fields;
  return new ApiError(err.status, err.key, err.message, { ...rest, amount });
}
