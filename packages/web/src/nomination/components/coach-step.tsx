import { FormControlLabel, Stack, Switch } from '@mui/material';
import { useController } from 'react-hook-form';
import { NominationMessages as M } from '@portal/domain/nomination/nomination.messages';
import { PersonFields } from './person-fields';

/** spec 001 §2 step 4 (optional): the coach's fields appear, and are required, once 'Add a team coach' is on. */
export function CoachStep() {
  const { field } = useController({ name: 'coach.showCoach' });
  return (
    <Stack spacing={2}>
      <FormControlLabel
        label={M.addCoach}
        control={
          <Switch
            checked={Boolean(field.value)}
            onChange={(e) => field.onChange(e.target.checked)}
            slotProps={{ input: { ref: field.ref } }}
          />
        }
      />
      {field.value && <PersonFields prefix="coach" agreement={M.coachAgreement} />}
    </Stack>
  );
}
