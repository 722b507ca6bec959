import { z } from 'zod';
import { textField } from './fields';

/**
 * Every payment request carries an Idempotency-Key header: one per payment attempt, sent again unchanged when the
 * same attempt is retried (a dropped connection, a double click). The server charges a key at most once and answers
 * a repeated key with the first attempt's outcome (docs/decisions/052).
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const IdempotencyHeaders = z.object({
  'idempotency-key': textField({ message: 'Idempotency-Key header is required', trim: false }).regex(
    /^[A-Za-z0-9_-]{16,100}$/,
    { error: 'Idempotency-Key must be 16 to 100 letters, digits, dashes or underscores' },
  ),
});
export type IdempotencyHeaders = z.infer<typeof IdempotencyHeaders>;
