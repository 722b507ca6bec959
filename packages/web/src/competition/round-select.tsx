import { MenuItem, TextField } from '@mui/material';
import { CompetitionMessages as M } from '@portal/domain/competition/competition.messages';
import type { RoundChoice } from '@portal/domain/competition/round-options';

export interface RoundSelectProps {
  rounds: { value: RoundChoice; label: string }[];
  value: RoundChoice;
  disabled: boolean;
  /** Why the selector is locked (a chosen team forces All Rounds). */
  helperText?: string;
  onChange: (round: RoundChoice) => void;
}

/** The draw's round selector (spec 001 §2, §4). */
export function RoundSelect({ rounds, value, disabled, helperText, onChange }: RoundSelectProps) {
  return (
    <TextField select label={M.round} value={value} disabled={disabled} helperText={helperText}
      // the reason stays readable (full contrast) while the selector itself is greyed out
      slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
      onChange={(e) => onChange(e.target.value as RoundChoice)}>
      {rounds.map((r) => <MenuItem key={r.value} value={r.value}>{r.label}</MenuItem>)}
    </TextField>
  );
}
