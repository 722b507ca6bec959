import { MenuItem, TextField } from '@mui/material';
import type { SportEntry } from '@portal/domain/profile/profile.contract';
import { ProfileMessages } from '@portal/domain/profile/profile.messages';
import { setSportProfile } from '../lib/sport-profile';

interface Props {
  sports: SportEntry[];
  /** The current sport profile: currentSport(profile, useChosenSport()). */
  value: string;
  /** After the choice is kept (the shell uses it to move a page's ?sport= query along). */
  onChosen?: (sport: string) => void;
  /** The shell's menu fills its drawer's width; the dashboard keeps a narrow field. */
  fullWidth?: boolean;
}

/**
 * spec 000 §2.3: the Sport Profile selector, default text "Select Sport Profile", listing the member's sports. One
 * component for the dashboard and the shell's menu (docs/decisions/105-sport-profile-selector.md): both keep the
 * choice in lib/sport-profile.ts, so every page reads the same sport.
 */
export function SportProfileSelect({ sports, value, onChosen, fullWidth = false }: Props) {
  return (
    <TextField
      select
      label="Sport Profile"
      size={fullWidth ? 'small' : 'medium'}
      value={sports.some((s) => s.value === value) ? value : ''}
      onChange={(e) => {
        setSportProfile(e.target.value);
        onChosen?.(e.target.value);
      }}
      slotProps={{
        select: {
          displayEmpty: true,
          renderValue: (v) => sports.find((s) => s.value === v)?.text ?? ProfileMessages.selectSportProfile,
        },
      }}
      sx={fullWidth ? undefined : { maxWidth: 320 }}
      fullWidth={fullWidth}
    >
      {sports.map((s) => (
        <MenuItem key={s.value} value={s.value}>
          {s.text}
        </MenuItem>
      ))}
    </TextField>
  );
}
