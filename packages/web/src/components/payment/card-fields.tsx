import { useEffect, useMemo } from 'react';
import { Stack } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { CardMessages, cardFieldsSchema, type CardFields as CardFieldValues } from '@portal/domain/shared/card';
import { todayIn } from '@portal/domain/shared/time';
import { useSettings } from '../../lib/settings';
import { TextInput } from '../form-fields/text-input';

/** spec 002 §5: Card Expiry is masked ##/## (hint MM/YY). */
export function maskExpiry(raw: string): string {
  const d = raw.replace(/\D/g, '').slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

/** Card number in groups of four as it is typed (digits kept, at most 19). */
export function groupCardNumber(raw: string): string {
  return raw
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

const EMPTY: CardFieldValues = { cardNumber: '', cardName: '', cardExpiry: '', cardCVC: '' };

/**
 * The card fields of spec 002 §5 (Card Number, Full Name, Card Expiry, CVC), checked with the same domain schema as
 * the server (Luhn, expiry by the association's today). It reports the card when every field is valid, else null.
 */
export function CardFields({
  onValid,
  disabled,
  name = '',
  onName,
}: {
  onValid: (card: CardFieldValues | null) => void;
  disabled: boolean;
  /** The cardholder name to start from (kept when the card is cleared after a failure, decision 181). */
  name?: string;
  onName?: (name: string) => void;
}) {
  const { timeZone } = useSettings();
  const schema = useMemo(() => cardFieldsSchema(todayIn(timeZone)), [timeZone]);
  const form = useForm<CardFieldValues>({
    resolver: zodResolver(schema),
    defaultValues: { ...EMPTY, cardName: name },
    mode: 'onTouched',
  });
  const values = useWatch({ control: form.control });
  useEffect(() => {
    const parsed = schema.safeParse(values);
    onValid(parsed.success ? parsed.data : null);
    onName?.(values.cardName ?? '');
  }, [values, schema, onValid, onName]);

  const L = CardMessages.labels;
  return (
    <FormProvider {...form}>
      <Stack
        spacing={2}
        component="fieldset"
        disabled={disabled}
        sx={{ border: 0, p: 0, m: 0 }}
        aria-label="Card details"
      >
        <TextInput
          name="cardNumber"
          label={L.cardNumber}
          transform={groupCardNumber}
          required
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-number' } }}
        />
        <TextInput
          name="cardName"
          label={L.cardName}
          required
          fullWidth
          slotProps={{ htmlInput: { autoComplete: 'cc-name' } }}
        />
        <Stack direction="row" spacing={2}>
          <TextInput
            name="cardExpiry"
            label={L.cardExpiry}
            transform={maskExpiry}
            helperText={CardMessages.expiryHint}
            required
            fullWidth
            placeholder="MM/YY"
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-exp' } }}
          />
          <TextInput
            name="cardCVC"
            label={L.cardCVC}
            digits={4}
            required
            fullWidth
            slotProps={{ htmlInput: { autoComplete: 'cc-csc' } }}
          />
        </Stack>
      </Stack>
    </FormProvider>
  );
}
