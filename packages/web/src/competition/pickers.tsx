import { PlainField } from '../components/form-fields/plain-field';
import { afterPaint } from '../lib/after-paint';
import type { OptionPickerProps, PickerOption } from '../components/form-fields/option-picker';

// The searchable selectors of the draw, standings and stats (components/form-fields/option-picker.tsx) load after the
// page has painted, and meanwhile, or for good without signal, each choice shows in a read-only field of the same size
// (decision 127). The page under them works from its address. Season and round are the browser's own selects
// (season-select.tsx, round-select.tsx), there from the first paint (decision 140).

const loadFields = () => import('../components/form-fields/option-picker');

const labelOf = (options: PickerOption[], value: number | string | null) =>
  options.find((o) => o.id === value)?.label ?? '';

export const OptionPicker = afterPaint(
  loadFields,
  (m) => m.OptionPicker,
  ({ label, options, value, disabled }: OptionPickerProps) => (
    <PlainField label={label} value={labelOf(options, value)} disabled={disabled} />
  ),
);

export { RoundSelect } from './round-select';
export { SeasonSelect } from './season-select';
