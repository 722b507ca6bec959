import { Stack } from '@mui/material';
import type { StoreVenue } from '@portal/domain/store/store.contract';
import type { StaffCategory, StaffProduct } from '@portal/domain/store/store.staff.contract';
import { StoreStaffTexts as T } from '@portal/domain/store/store.staff.messages';
import { CheckboxInput } from '../../components/form-fields/checkbox-input';
import { IsoDateInput } from '../../components/form-fields/iso-date-input';
import { SelectInput } from '../../components/form-fields/select-input';
import { TextInput } from '../../components/form-fields/text-input';
import { categoryPaths } from './category-paths';
import { PRODUCT_LABELS as LABELS } from './product-labels';

const shrink = { inputLabel: { shrink: true }, select: { displayEmpty: true } };
const half = { flex: '1 1 200px', minWidth: 0 };

/** The product form's fields (spec 002 §3 Product), bound by name to the surrounding form. */
export function ProductFields({
  product,
  categories,
  venues,
}: {
  product: StaffProduct | null;
  categories: readonly StaffCategory[];
  venues: readonly StoreVenue[];
}) {
  const categoryOptions = [
    { value: '', text: '' },
    ...categoryPaths(categories).map((c) => ({ value: String(c.id), text: c.path })),
  ];
  const venueOptions = [
    { value: '', text: T.noVenue },
    ...venues.map((v) => ({ value: String(v.venue_id), text: v.venue_name })),
  ];
  return (
    <>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        <TextInput name="title" label={LABELS.title} required sx={{ flex: '2 1 300px' }} />
        <TextInput name="name" label={LABELS.name} required sx={half} />
      </Stack>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        <SelectInput name="category_id" label={LABELS.category_id} options={categoryOptions} required sx={half} />
        <SelectInput name="venue_id" label={LABELS.venue_id} options={venueOptions} sx={half} slotProps={shrink} />
      </Stack>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        <TextInput
          name="price"
          label={LABELS.price}
          required
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          sx={half}
        />
        <TextInput
          name="quantity"
          label={LABELS.quantity}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={half}
          helperText={product ? `${T.booked}: ${product.booked}` : undefined}
        />
        <TextInput
          name="order_qty_max"
          label={LABELS.order_qty_max}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          helperText={T.orderLimitHint}
          sx={half}
        />
      </Stack>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        <IsoDateInput name="date_start" label={LABELS.date_start} sx={half} />
        <TextInput name="time_start" label={LABELS.time_start} helperText={T.timeHint} placeholder="09:00" sx={half} />
      </Stack>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        <IsoDateInput name="date_end" label={LABELS.date_end} sx={half} />
        <TextInput name="time_end" label={LABELS.time_end} helperText={T.timeHint} placeholder="15:00" sx={half} />
      </Stack>
      <TextInput name="description" label={LABELS.description} multiline minRows={3} fullWidth />
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        <CheckboxInput name="voucher_eligible" label={LABELS.voucher_eligible} />
        <CheckboxInput name="no_attendee" label={LABELS.no_attendee} />
        <CheckboxInput name="akv" label={LABELS.akv} />
      </Stack>
    </>
  );
}
