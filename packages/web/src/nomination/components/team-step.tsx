import { Alert, Grid, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import type { DivisionOption } from '@portal/domain/nomination/nomination.contract';
import { NominationMessages as M, TeamLabels as L } from '@portal/domain/nomination/nomination.messages';
import { divisionLabel, entryPrice, type EntrantFlags } from '@portal/domain/nomination/nomination.rules';
import { formatCents } from '@portal/domain/shared/money';
import { TextInput } from '../../components/form-fields/text-input';
import { divisionGroupsQuery, divisionsQuery, gradesQuery, preferredDivisionsQuery } from '../nomination.api';
import { ChoiceSelect } from './choice-select';

type Pick = 'grade' | 'divisiongroup' | 'division' | 'preferreddivision';

/** What the chosen division costs this member and how many places it has left. */
function divisionFacts(o: DivisionOption, flags: EntrantFlags): string {
  const price = entryPrice(o.price, flags);
  const parts = [price > 0 ? M.price(formatCents(price)) : M.free];
  if (o.places_left !== null) parts.push(M.placesLeft(o.places_left));
  parts.push(
    o.max_players === null ? M.playerLimits(o.min_players, null) : M.playerLimits(o.min_players, o.max_players),
  );
  return parts.join(' · ');
}

/** spec 001 §2 step 2 Team Name & Grade: grade, division group, division (SOLD OUT marked), preferred choice on a waiting list. */
export function TeamStep({
  option,
  flags,
  onPick,
}: {
  option: DivisionOption | null;
  flags: EntrantFlags;
  onPick: (field: Pick, value: number | null) => void;
}) {
  const [grade, group, division] = useWatch({ name: ['team.grade', 'team.divisiongroup', 'team.division'] }) as (
    number | null
  )[];
  const grades = useQuery(gradesQuery).data ?? [];
  const groups = useQuery(divisionGroupsQuery(grade ?? null)).data ?? [];
  const divisions = useQuery(divisionsQuery(group ?? null)).data ?? [];
  const preferred =
    useQuery({ ...preferredDivisionsQuery(division ?? null), enabled: Boolean(option?.waitlist) }).data ?? [];
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <TextInput name="team.teamname" label={L.teamname} required fullWidth maxLength={60} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <ChoiceSelect
          name="team.grade"
          label={L.grade}
          required
          fullWidth
          options={grades}
          onPick={(v) => onPick('grade', v)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <ChoiceSelect
          name="team.divisiongroup"
          label={L.divisiongroup}
          required
          fullWidth
          options={groups}
          disabled={!grade}
          onPick={(v) => onPick('divisiongroup', v)}
        />
      </Grid>
      <Grid size={12}>
        <ChoiceSelect
          name="team.division"
          label={L.division}
          required
          fullWidth
          disabled={!group}
          onPick={(v) => onPick('division', v)}
          options={divisions.map((d) => ({ value: d.value, text: divisionLabel(d) }))}
        />
        {option && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.75 }}>
            {divisionFacts(option, flags)}
          </Typography>
        )}
      </Grid>
      {option?.waitlist && (
        <Grid size={12}>
          <Alert severity="info" sx={{ mb: 2 }}>
            {M.waitlistNote} {M.waitlistMoney(entryPrice(option.price, flags) > 0)}
          </Alert>
          <ChoiceSelect
            name="team.preferreddivision"
            label={L.preferreddivision}
            required
            fullWidth
            options={preferred}
            onPick={(v) => onPick('preferreddivision', v)}
          />
        </Grid>
      )}
    </Grid>
  );
}
