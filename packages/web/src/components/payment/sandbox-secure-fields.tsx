import { useCallback, useRef, useState } from 'react';
import { Stack, Typography } from '@mui/material';
import { sandboxSecureFields } from '@portal/domain/payments/sandbox.contract';
import { CardMessages, type CardFields as CardFieldValues } from '@portal/domain/shared/card';
import { call } from '../../lib/api-client';
import { CardFields } from './card-fields';
import type { CardFormSlot } from './payment-step';

/**
 * Card form 1 with the built-in sandbox gateway: as a provider's hosted fields do, the sandbox turns the card into a
 * one-time secure field code, and only that code goes with the payment (docs/decisions/058-sandbox-gateway.md).
 */
export function SandboxSecureFields({ onChange, disabled }: CardFormSlot) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);
  const onValid = useCallback(
    (card: CardFieldValues | null) => {
      const ticket = ++latest.current;
      onChange(null);
      setFailed(false);
      if (!card) return;
      setBusy(true);
      // the code as a promise meanwhile: a Pay tapped before it comes waits for it (payment-step.tsx)
      const code = call(sandboxSecureFields, { body: card }).then(
        (reply) => ({ secureFieldCode: reply.secureFieldCode }),
        () => {
          if (ticket === latest.current) setFailed(true);
          return null;
        },
      );
      onChange(code);
      void code.then((made) => {
        if (ticket !== latest.current) return;
        onChange(made);
        setBusy(false);
      });
    },
    [onChange],
  );
  return (
    <Stack spacing={1}>
      <CardFields onValid={onValid} disabled={disabled} />
      <Typography variant="body2" color={failed ? 'error' : 'textSecondary'} role="status">
        {busy ? CardMessages.securing : failed ? CardMessages.secureFailed : CardMessages.sandboxNote}
      </Typography>
    </Stack>
  );
}
