import { Button, Chip, Paper, Stack, Typography } from '@mui/material';
import type { CatalogueKind } from '@portal/domain/bookings/hire-types.staff.contract';
import type { VenueSettings } from '@portal/domain/bookings/venues.staff.contract';
import { HireAdminTexts as T } from '@portal/domain/bookings/hire-admin.messages';

type Item = { id: number; name: string; active: boolean };
export type CatalogueChoice = { kind: CatalogueKind; item: Item | null };

const label = (i: Item) => (i.active ? i.name : `${i.name} (${T.inactive})`);

/** A venue's booking sports with their types and options, each opened for editing; buttons to add one (decision 233). */
export function HireCatalogueSection({
  settings,
  canWrite,
  onChoose,
}: {
  settings: VenueSettings;
  canWrite: boolean;
  onChoose: (choice: CatalogueChoice) => void;
}) {
  const chip = (kind: CatalogueKind, i: Item) => (
    <Chip
      key={`${kind}-${i.id}`}
      label={label(i)}
      variant={i.active ? 'filled' : 'outlined'}
      aria-label={`${T.edit} ${T.kinds[kind]}: ${i.name}`}
      onClick={canWrite ? () => onChoose({ kind, item: i }) : undefined}
    />
  );
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h2" sx={{ mr: 1 }}>
          {T.catalogue}
        </Typography>
        {canWrite &&
          (['sport', 'type', 'option'] as const).map((k) => (
            <Button
              key={k}
              variant="outlined"
              size="small"
              disabled={k !== 'sport' && settings.sports.length === 0}
              onClick={() => onChoose({ kind: k, item: null })}
            >
              {T.add[k]}
            </Button>
          ))}
      </Stack>
      {settings.sports.map((s) => (
        <Paper key={s.id} variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={1}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="h6" component="h3">
                {T.kinds.sport}
              </Typography>
              {chip('sport', s)}
            </Stack>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Typography variant="body2" sx={{ minWidth: 110 }}>
                {T.kinds.type}
              </Typography>
              {settings.types.filter((t) => t.sport_id === s.id).map((t) => chip('type', t))}
            </Stack>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Typography variant="body2" sx={{ minWidth: 110 }}>
                {T.kinds.option}
              </Typography>
              {settings.options.filter((o) => o.sport_id === s.id).map((o) => chip('option', o))}
            </Stack>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
