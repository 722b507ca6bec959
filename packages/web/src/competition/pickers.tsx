import { CompetitionMessages as M } from '@portal/domain/competition/competition.messages';
import { PlainField } from '../components/form-fields/plain-field';
import { afterPaint } from '../lib/after-paint';
import type { OptionPickerProps, PickerOption } from './option-picker';
import type { RoundSelectProps } from './round-select';
import type { SeasonSelectProps } from './season-select';

// The selectors of the draw, standings and stats (Material UI's Autocomplete, Select and their popups) are a fifth of
// those pages' JavaScript: they load after the page has painted, and meanwhile, or for good without signal, each
// choice shows in a read-only field of the same size (decision 127). The page under them works from its address.

const loadFields = () => import('./picker-fields');

const labelOf = (options: PickerOption[], value: number | string | null) => options.find((o) => o.id === value)?.label ?? '';

export const OptionPicker = afterPaint(loadFields, (m) => m.OptionPicker,
  ({ label, options, value, disabled }: OptionPickerProps) => <PlainField label={label} value={labelOf(options, value)} disabled={disabled} />);

export const SeasonSelect = afterPaint(loadFields, (m) => m.SeasonSelect,
  ({ seasons, value }: SeasonSelectProps) => <PlainField label={M.season} value={seasons.find((s) => s.season_id === value)?.season_name ?? ''} />);

export const RoundSelect = afterPaint(loadFields, (m) => m.RoundSelect,
  ({ rounds, value, disabled, helperText }: RoundSelectProps) => (
    <PlainField label={M.round} value={rounds.find((r) => r.value === value)?.label ?? ''} disabled={disabled} helperText={helperText} />
  ));
