import { MenuItem, TextField } from '@mui/material';
import type { SportEntry } from '@portal/domain/profile/profile.contract';
import { ProfileMessages } from '@portal/domain/profile/profile.messages';
import { setSportProfile } from '../lib/sport-profile';

/** spec 000 §2.3: the Sport Profile selector (members with a team), shared with the shell menu's choice. */
export function DashboardSportSelect({ sports, value }: { sports: SportEntry[]; value: string }) {
  return (
    <TextField
      select
      label="Sport Profile"
      value={sports.some((s) => s.value === value) ? value : ''}
      onChange={(e) => setSportProfile(e.target.value)}
      slotProps={{ select: { displayEmpty: true, renderValue: (v) => sports.find((s) => s.value === v)?.text ?? ProfileMessages.selectSportProfile } }}
      sx={{ maxWidth: 320 }}
      fullWidth={false}
    >
      {sports.map((s) => <MenuItem key={s.value} value={s.value}>{s.text}</MenuItem>)}
    </TextField>
  );
}
