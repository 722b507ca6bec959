import { Box } from '@mui/material';
import { IsoDateField } from '../form-fields/iso-date-field';

export interface Period {
  from: string;
  to: string;
}

/**
 * A period's two day fields, typed digit by digit, with the period's problem (a backwards or too long period, as the
 * call's schema says: domain/shared/period.ts) under the last day, where the server puts it too.
 */
export function PeriodFields<P extends Period>({
  value,
  onChange,
  problem,
  labels,
}: {
  value: P;
  onChange: (value: P) => void;
  problem?: string;
  labels: { from: string; to: string };
}) {
  return (
    <>
      <Box sx={{ width: 190 }}>
        <IsoDateField
          label={labels.from}
          size="small"
          value={value.from}
          onChange={(from) => onChange({ ...value, from })}
        />
      </Box>
      <Box sx={{ width: 190 }}>
        <IsoDateField
          label={labels.to}
          size="small"
          value={value.to}
          onChange={(to) => onChange({ ...value, to })}
          error={!!problem}
          helperText={problem}
        />
      </Box>
    </>
  );
}
