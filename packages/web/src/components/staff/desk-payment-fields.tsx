import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { DESK_METHODS } from '@portal/domain/payments/desk-payments.staff.contract';
import { DeskPaymentTexts as T } from '@portal/domain/payments/desk-payments.messages';
import { IsoDateInput } from '../form-fields/iso-date-input';
import { SelectInput } from '../form-fields/select-input';
import { TextInput } from '../form-fields/text-input';

// The fields of money taken at the desk (decisions 273, 274), shared by the invoice's and the membership's dialogs.

export const DESK_LABELS = { method: T.method, amount: T.amount, received_on: T.receivedOn, reference: T.reference };
const METHODS = DESK_METHODS.map((m) => ({ value: m, text: T.methods[m] }));

/** What the desk starts from: cash, received today, no reference. */
export const deskDefaults = (today: string) => ({ method: 'cash' as const, received_on: today, reference: '' });

/**
 * The fields of every payment taken at the desk (decision 273), inside a FormDialog's form: how it was paid, the amount
 * when it may be part of what is owed (a membership's is its price: decision 274), the day received and the reference.
 */
export function DeskPaymentFields({ today, amount }: { today: string; amount: boolean }) {
  const form = useFormContext<{ method: string; reference: string }>();
  const method = useWatch({ control: form.control, name: 'method' });
  // a cheque's missing number is no longer wrong once the method is cash: the field's error goes with the change
  useEffect(() => {
    if (method === 'cash') form.clearErrors('reference');
  }, [method, form]);
  return (
    <>
      <SelectInput name="method" label={T.method} options={METHODS} fullWidth />
      {amount && (
        <TextInput name="amount" label={T.amount} required slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
      )}
      <IsoDateInput name="received_on" label={T.receivedOn} whole max={today} required />
      <TextInput
        name="reference"
        label={T.reference}
        maxLength={100}
        fullWidth
        required={method !== 'cash'}
        helperText={T.referenceHint}
      />
    </>
  );
}
