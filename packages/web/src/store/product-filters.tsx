import { Autocomplete, Button, Stack, TextField } from '@mui/material';
import type { Category, StoreVenue } from '@portal/domain/store/store.contract';
import { StoreMessages as M } from '@portal/domain/store/store.messages';

/** spec 002 §2: category and venue autocompletes, RESET and VIEW ALL. A child category is shown under its parent. */
export function ProductFilters({ categories, venues, category, venue, onCategory, onVenue, onReset, onViewAll }: {
  categories: Category[];
  venues: StoreVenue[];
  category: number | null;
  venue: number | null;
  onCategory: (id: number | null) => void;
  onVenue: (id: number | null) => void;
  onReset: () => void;
  onViewAll: () => void;
}) {
  const parentName = (c: Category) => categories.find((p) => p.category_id === c.parent_id)?.category_name;
  const label = (c: Category) => (c.parent_id ? `${parentName(c)} › ${c.category_name}` : c.category_name);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { md: 'center' } }}>
      <Autocomplete
        options={categories}
        getOptionLabel={label}
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
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={onReset}>{M.reset}</Button>
        <Button variant="contained" onClick={onViewAll}>{M.viewAll}</Button>
      </Stack>
    </Stack>
  );
}
