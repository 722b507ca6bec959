import { useEffect, useId, useRef, useState } from 'react';
import { Box, FormLabel, Stack, Typography } from '@mui/material';
import { CardMessages } from '@portal/domain/shared/card';
import type { CardFormSlot } from './payment-step';

// Card form 1 with eWAY Rapid: eWAY's Secure Fields script draws each card field in an eWAY frame and gives back one
// secure field code; the card never enters the portal's page or server (docs/decisions/059-eway-rapid.md). The
// Content-Security-Policy allows eWAY's script and frames only while PAYMENT_GATEWAY=eway.

const SCRIPT = 'https://secure.ewaypayments.com/scripts/eWAY.min.js';
const FIELDS = [
  { type: 'card', label: CardMessages.labels.cardNumber },
  { type: 'name', label: CardMessages.labels.cardName },
  { type: 'expirytext', label: CardMessages.labels.cardExpiry },
  { type: 'cvn', label: CardMessages.labels.cardCVC },
] as const;

interface SecureFieldEvent {
  fieldValid: boolean;
  valueIsValid: boolean;
  secureFieldCode: string;
  targetField: string;
  errors?: string;
}
interface EwayGlobal {
  setupSecureField(config: Record<string, string>, callback: (e: SecureFieldEvent) => void): void;
}

let loading: Promise<EwayGlobal> | null = null;
function loadEway(): Promise<EwayGlobal> {
  loading ??= new Promise((resolve, reject) => {
    const script = Object.assign(document.createElement('script'), { src: SCRIPT, async: true });
    script.dataset.init = 'false';
    script.onload = () => resolve((window as unknown as { eWAY: EwayGlobal }).eWAY);
    script.onerror = () => {
      loading = null;
      reject(new Error('eWAY Secure Fields did not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export function EwaySecureFields({ onChange, disabled, publicKey }: CardFormSlot & { publicKey: string }) {
  const id = useId().replace(/[^a-zA-Z0-9]/g, '');
  const valid = useRef<Record<string, boolean>>({});
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadEway()
      .then((eway) => {
        if (!live) return;
        for (const f of FIELDS) {
          eway.setupSecureField(
            { publicApiKey: publicKey, fieldDivId: `${id}-${f.type}`, fieldType: f.type, label: f.label },
            (e) => {
              valid.current[e.targetField] = e.fieldValid && e.valueIsValid;
              const all = FIELDS.every((x) => valid.current[x.type]);
              setError(e.fieldValid ? null : CardMessages.secureField);
              onChange(all && e.secureFieldCode ? { secureFieldCode: e.secureFieldCode } : null);
            },
          );
        }
      })
      .catch(() => {
        if (live) setError(CardMessages.secureFieldsUnavailable);
      });
    return () => {
      live = false;
    };
  }, [id, publicKey, onChange]);
  return (
    <Stack
      spacing={2}
      aria-disabled={disabled}
      sx={{ opacity: disabled ? 0.6 : 1, pointerEvents: disabled ? 'none' : 'auto' }}
    >
      {FIELDS.map((f) => (
        <Box key={f.type}>
          <FormLabel htmlFor={`${id}-${f.type}`}>{f.label}</FormLabel>
          <Box id={`${id}-${f.type}`} sx={{ minHeight: 48 }} />
        </Box>
      ))}
      {error && (
        <Typography color="error" role="alert">
          {error}
        </Typography>
      )}
    </Stack>
  );
}
