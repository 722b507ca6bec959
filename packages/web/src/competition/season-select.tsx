import { MenuItem, TextField } from '@mui/material';
import type { Season } from '@portal/domain/competition/competition.contract';
import { CompetitionMessages as M } from '@portal/domain/competition/competition.messages';

export interface SeasonSelectProps { seasons: Season[]; value: number | null; onChange: (id: number) => void }

/** Season selector of the public pages (spec 001 §2). */
export function SeasonSelect({ seasons, value, onChange }: SeasonSelectProps) {
  return (
    <TextField select label={M.season} value={value ?? ''} onChange={(e) => onChange(Number(e.target.value))}>
      {seasons.map((s) => <MenuItem key={s.season_id} value={s.season_id}>{s.season_name}</MenuItem>)}
    </TextField>
  );
}
