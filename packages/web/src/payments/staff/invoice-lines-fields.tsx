import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { InvoiceForm } from '@portal/domain/payments/invoices.staff.forms';
import { InvoiceStaffTexts as T } from '@portal/domain/payments/invoices.staff.messages';
import { formatCents, parseDollars, taxIncluded } from '@portal/domain/shared/money';
import { TextInput } from '../../components/form-fields/text-input';
import { useSettings } from '../../lib/settings';

/** The total and the GST it includes, from the lines as typed (the server prices them again). */
function LinesTotal() {
  const { taxRate } = useSettings();
  const lines = useWatch<InvoiceForm, 'lines'>({ name: 'lines' }) ?? [];
  const total = lines.reduce((sum, l) => sum + parseDollars(String(l.price ?? '')) * (Number(l.quantity) || 0), 0);
  return (
    <Typography aria-live="polite">
      {T.total}: <strong>{formatCents(total)}</strong> ({T.gstIncluded} {formatCents(taxIncluded(total, taxRate))})
    </Typography>
  );
}

/** The invoice's lines: item, quantity and unit price (GST included), added and removed in place. */
export function InvoiceLinesFields() {
  const { control } = useFormContext<InvoiceForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {T.lines}
      </Typography>
      <Stack spacing={1.5}>
        {fields.map((f, i) => (
          <Stack key={f.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextInput name={`lines.${i}.name`} label={T.lineName} maxLength={100} required sx={{ flex: 2 }} />
            <TextInput name={`lines.${i}.quantity`} label={T.quantity} digits={4} required sx={{ width: 90 }} />
            <TextInput
              name={`lines.${i}.price`}
              label={T.priceShort}
              required
              sx={{ flex: 1, minWidth: 140 }}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <IconButton
              aria-label={T.removeLine(i + 1)}
              onClick={() => remove(i)}
              disabled={fields.length === 1}
              sx={{ mt: 1 }}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 1, flexWrap: 'wrap', gap: 1 }}
      >
        <Button
          startIcon={<AddIcon />}
          onClick={() => append({ name: '', quantity: '1', price: '' })}
          disabled={fields.length >= 50}
        >
          {T.addLine}
        </Button>
        <LinesTotal />
      </Stack>
    </Box>
  );
}
