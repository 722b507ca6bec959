import { CompetitionMessages as M } from '@portal/domain/competition/competition.messages';
import type { RoundChoice } from '@portal/domain/competition/round-options';
import { PlainSelect } from '../components/form-fields/plain-field';

export interface RoundSelectProps {
  rounds: { value: RoundChoice; label: string }[];
  value: RoundChoice;
  disabled: boolean;
  /** Why the selector is locked (a chosen team forces All Rounds); it stays at full contrast under the greyed field. */
  helperText?: string;
  onChange: (round: RoundChoice) => void;
}

/** The draw's round selector (spec 001 §2, §4): the browser's own select (decision 140). */
export function RoundSelect({ rounds, value, disabled, helperText, onChange }: RoundSelectProps) {
  return (
    <PlainSelect
      label={M.round}
      value={value}
      disabled={disabled}
      helperText={helperText}
      onChange={onChange}
      options={rounds}
    />
  );
}
