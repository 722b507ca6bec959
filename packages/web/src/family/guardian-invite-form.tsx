import { useState, type BaseSyntheticEvent } from 'react';
import {
  Alert,
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { FormProvider, useController } from 'react-hook-form';
import { InviteGuardianBody } from '@portal/domain/family/guardians.contract';
import { GuardianMessages as G } from '@portal/domain/family/guardians.messages';
import { ErrorAlert } from '../components/feedback/error-alert';
import { FormButtons } from '../components/form-buttons';
import { TextInput } from '../components/form-fields/text-input';
import { useFormSubmit, useZodForm } from '../lib/forms';
import { useInviteGuardian } from './guardians.api';

const LABELS = { email: G.email, children: G.childrenLabel };
type Person = { id: number; name: string };

/** Invite a second guardian by email for some of the people the member looks after (decision 248). */
export function GuardianInviteForm({ people }: { people: Person[] }) {
  const defaults = { email: '', children: people.length === 1 ? [people[0]!.id] : [] };
  const form = useZodForm(InviteGuardianBody, defaults);
  const invite = useInviteGuardian();
  const [sent, setSent] = useState<string | null>(null);
  const { submit, alertProps, clear } = useFormSubmit(
    form,
    LABELS,
    (body) => {
      setSent(null);
      return invite.mutateAsync(body);
    },
    (answer) => {
      setSent(answer.data.message);
      form.reset(defaults);
    },
  );
  // A submit the browser refuses clears the alert too, as before (no formAlert: nothing replaces it).
  const onSubmit = (e?: BaseSyntheticEvent) => {
    clear();
    return submit(e);
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2">
        {G.inviteTitle}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {G.inviteHelp}
      </Typography>
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Stack spacing={2}>
            <TextInput name="email" label={G.email} type="email" required autoComplete="off" fullWidth />
            <PeopleChoice people={people} />
            {sent && (
              <Alert severity="success" role="status">
                {sent}
              </Alert>
            )}
            <ErrorAlert {...alertProps} />
            <FormButtons
              submitLabel={G.invite}
              busy={invite.isPending}
              secondaryLabel={G.cancel}
              onSecondary={() => {
                form.reset(defaults);
                clear();
                setSent(null);
              }}
            />
          </Stack>
        </Box>
      </FormProvider>
    </Paper>
  );
}

/** The people the invitee will look after: a group of checkboxes bound to `children`. */
function PeopleChoice({ people }: { people: Person[] }) {
  const { field, fieldState } = useController<InviteGuardianBody, 'children'>({ name: 'children' });
  const chosen = (field.value ?? []) as number[];
  const toggle = (id: number, on: boolean) => field.onChange(on ? [...chosen, id] : chosen.filter((c) => c !== id));
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)}>
      <FormLabel component="legend">{G.childrenLabel}</FormLabel>
      <FormGroup>
        {people.map((p) => (
          <FormControlLabel
            key={p.id}
            label={p.name}
            control={
              <Checkbox
                checked={chosen.includes(p.id)}
                onChange={(e) => toggle(p.id, e.target.checked)}
                onBlur={field.onBlur}
              />
            }
          />
        ))}
      </FormGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message ?? G.chooseChildren}</FormHelperText>}
    </FormControl>
  );
}
