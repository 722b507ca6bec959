import type { Season } from '@portal/domain/competition/competition.contract';
import { CompetitionMessages as M } from '@portal/domain/competition/competition.messages';
import { PlainSelect } from '../components/form-fields/plain-field';

export interface SeasonSelectProps {
  seasons: Season[];
  value: number | null;
  onChange: (id: number) => void;
}

/** Season selector of the public pages (spec 001 §2): the browser's own select (decision 140). */
export function SeasonSelect({ seasons, value, onChange }: SeasonSelectProps) {
  return (
    <PlainSelect
      label={M.season}
      value={value}
      onChange={onChange}
      options={seasons.map((s) => ({ value: s.season_id, label: s.season_name }))}
    />
  );
}
