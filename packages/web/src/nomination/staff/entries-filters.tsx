import { MenuItem, Stack, TextField } from '@mui/material';
import type { EntrySeason } from '@portal/domain/nomination/entries.staff.contract';
import { EntriesTexts as T, ENTRY_STATUSES, type EntryStatus } from '@portal/domain/nomination/entries.staff.messages';

/** The entries page's own filters (the status lives in the address, decision 277). */
export interface EntryFilters {
  season: number | null;
  division: number | '';
  q: string;
}

export type EntryFilterChange = Partial<EntryFilters & { status: EntryStatus | '' }>;

/** Season, division (with its places), status and search over the entries. */
export function EntriesFilters({
  seasons,
  season,
  filters,
  status,
  onFilter,
}: {
  seasons: EntrySeason[];
  season: EntrySeason | undefined;
  filters: EntryFilters;
  status: EntryStatus | '';
  onFilter: (change: EntryFilterChange) => void;
}) {
  return (
    <Stack direction="row" useFlexGap sx={{ mb: 2, flexWrap: 'wrap', gap: 2 }}>
      <TextField
        select
        label={T.season}
        size="small"
        value={season?.id ?? ''}
        onChange={(e) => onFilter({ season: Number(e.target.value), division: '' })}
        sx={{ width: { xs: '100%', sm: 200 } }}
      >
        {seasons.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={T.division}
        size="small"
        value={filters.division}
        onChange={(e) => onFilter({ division: e.target.value === '' ? '' : Number(e.target.value) })}
        sx={{ width: { xs: '100%', sm: 300 } }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{T.anyDivision}</MenuItem>
        {(season?.divisions ?? []).map((d) => (
          <MenuItem
            key={d.id}
            value={d.id}
          >{`${d.name} (${d.waitlist ? `${T.waitingList}, ` : ''}${T.places(d.places_taken, d.capacity)})`}</MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={T.status}
        size="small"
        value={status}
        onChange={(e) => onFilter({ status: e.target.value as EntryStatus | '' })}
        sx={{ width: { xs: '100%', sm: 170 } }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{T.anyStatus}</MenuItem>
        {ENTRY_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {T.statuses[s]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={T.search}
        size="small"
        value={filters.q}
        onChange={(e) => onFilter({ q: e.target.value })}
        sx={{ width: { xs: '100%', sm: 240 } }}
      />
    </Stack>
  );
}
