import { StoreMessages as M } from '@portal/domain/store/store.messages';
import { OptionPicker } from '../components/form-fields/option-picker';
import { FILTER_SX, type ProductPickersProps } from './product-filters';
import { categoryLabel } from './product-lines';

/** A list a member scans by name: in alphabetical order (a child shows under its parent, "Parent > Child"). */
const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, 'en-AU');

/** spec 002 §2: the category and venue autocompletes (loaded after the store has painted: product-filters.tsx). */
export function ProductPickers({ categories, venues, category, venue, onCategory, onVenue }: ProductPickersProps) {
  return (
    <>
      <OptionPicker
        label={M.selectCategory}
        value={category}
        sx={FILTER_SX}
        options={categories.map((c) => ({ id: c.category_id, label: categoryLabel(categories, c) })).sort(byLabel)}
        onChange={(id) => onCategory(id === null ? null : Number(id))}
      />
      <OptionPicker
        label={M.selectVenue}
        value={venue}
        sx={FILTER_SX}
        options={venues.map((v) => ({ id: v.venue_id, label: v.venue_name })).sort(byLabel)}
        onChange={(id) => onVenue(id === null ? null : Number(id))}
      />
    </>
  );
}
