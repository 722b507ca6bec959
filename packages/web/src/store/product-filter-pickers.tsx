import { Autocomplete, TextField } from '@mui/material';
import { StoreMessages as M } from '@portal/domain/store/store.messages';
import type { ProductPickersProps } from './product-filters';
import { categoryLabel } from './product-lines';

/** spec 002 §2: the category and venue autocompletes (loaded after the store has painted: product-filters.tsx). */
export function ProductPickers({ categories, venues, category, venue, onCategory, onVenue }: ProductPickersProps) {
  return (
    <>
      <Autocomplete
        options={categories}
        getOptionLabel={(c) => categoryLabel(categories, c)}
        value={categories.find((c) => c.category_id === category) ?? null}
        onChange={(_, c) => onCategory(c?.category_id ?? null)}
        isOptionEqualToValue={(a, b) => a.category_id === b.category_id}
        renderInput={(params) => <TextField {...params} label={M.selectCategory} />}
        sx={{ flex: 1, minWidth: 0 }}
      />
      <Autocomplete
        options={venues}
        getOptionLabel={(v) => v.venue_name}
        value={venues.find((v) => v.venue_id === venue) ?? null}
        onChange={(_, v) => onVenue(v?.venue_id ?? null)}
        isOptionEqualToValue={(a, b) => a.venue_id === b.venue_id}
        renderInput={(params) => <TextField {...params} label={M.selectVenue} />}
        sx={{ flex: 1, minWidth: 0 }}
      />
    </>
  );
}
