import { renameField } from '../../lib/api-client';

/** The API names the amount `amount_cents`; the form types it in dollars as `amount`: its refusal shows under that field. */
export const onAmountField = (err: unknown): unknown => renameField(err, 'amount_cents', 'amount');
