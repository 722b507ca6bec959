import { useState } from 'react';
import { renameField, writeIsOver } from '../../lib/api-client';

/**
 * A dialog's idempotent write that moves money (a refund, a cancellation with its refund: decisions 201, 215): one
 * idempotency key per write the staff member means to make, kept while the answer is unknown (a 5xx, 409 under way)
 * so a retry never refunds twice, a new one after the write is over (writeIsOver). `write(key)` sends; its answer goes
 * to `onDone`; a refusal goes to `show` with the API's cents field (`cents`) under the form's dollar field (`field`).
 */
export function useKeyedWrite<T>(
  prefix: string,
  fields: { cents: string; field: string },
  show: (error: unknown) => unknown,
) {
  const [key, setKey] = useState(() => `${prefix}-${crypto.randomUUID()}`);
  return async (write: (key: string) => Promise<T>, onDone: (answer: T) => void) => {
    try {
      onDone(await write(key));
    } catch (err) {
      if (writeIsOver(err)) setKey(`${prefix}-${crypto.randomUUID()}`);
      show(renameField(err, fields.cents, fields.field));
    }
  };
}
