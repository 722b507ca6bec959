import { Button, Stack } from '@mui/material';
import type { Category, StoreVenue } from '@portal/domain/store/store.contract';
import { StoreMessages as M } from '@portal/domain/store/store.messages';
import { PlainField } from '../components/form-fields/plain-field';
import { afterPaint } from '../lib/after-paint';
import { categoryLabel } from './product-lines';

export interface ProductPickersProps {
  categories: Category[];
  venues: StoreVenue[];
  category: number | null;
  venue: number | null;
  onCategory: (id: number | null) => void;
  onVenue: (id: number | null) => void;
}

/** Each filter's share of the row (the autocompletes and their read-only stand-ins alike). */
export const FILTER_SX = { flex: 1, minWidth: 0 };

/** The chosen category and venue, read-only, while the autocompletes load (or for good without signal). */
function PlainPickers({ categories, venues, category, venue }: ProductPickersProps) {
  const chosen = categories.find((c) => c.category_id === category);
  return (
    <>
      <PlainField label={M.selectCategory} value={chosen ? categoryLabel(categories, chosen) : ''} sx={FILTER_SX} />
      <PlainField
        label={M.selectVenue}
        value={venues.find((v) => v.venue_id === venue)?.venue_name ?? ''}
        sx={FILTER_SX}
      />
    </>
  );
}

// The searchable selectors load after the store has painted (decisions 127, 140).
const ProductPickers = afterPaint(
  () => import('./product-filter-pickers'),
  (m) => m.ProductPickers,
  PlainPickers,
);

/**
 * spec 002 §2: category and venue autocompletes, RESET (back to the opening selection) and VIEW ALL (every product).
 * A child category is shown under its parent.
 */
type FilterActions = { onReset: () => void; onViewAll: () => void; resetOff: boolean; viewAllOff: boolean };

export function ProductFilters({
  onReset,
  onViewAll,
  resetOff,
  viewAllOff,
  ...pickers
}: ProductPickersProps & FilterActions) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { md: 'center' } }}>
      <ProductPickers {...pickers} />
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={onReset} disabled={resetOff}>
          {M.reset}
        </Button>
        <Button variant="contained" onClick={onViewAll} disabled={viewAllOff}>
          {M.viewAll}
        </Button>
      </Stack>
    </Stack>
  );
}
