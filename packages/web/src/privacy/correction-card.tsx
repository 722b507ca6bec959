import { FormProvider } from 'react-hook-form';
import { Alert, Button, Link, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { CorrectionBody, type CorrectionItem, type PrivacyPerson } from '@portal/domain/privacy/privacy.contract';
import { PrivacyTexts as T } from '@portal/domain/privacy/privacy.messages';
import { ErrorAlert } from '../components/feedback/error-alert';
import { SelectInput } from '../components/form-fields/select-input';
import { TextInput } from '../components/form-fields/text-input';
import { useFormSubmit, useZodForm } from '../lib/forms';
import { useRequestCorrection } from './privacy.api';

type Person = z.infer<typeof PrivacyPerson>;
const LABELS = { person_id: T.correctPerson, what: T.correctWhat, correction: T.correctCorrection };

/** "Ask us to correct" (APP 13): what is wrong and what it should be, about the member or a child; the answers. */
export function CorrectionCard({ people, corrections }: { people: Person[]; corrections: CorrectionItem[] }) {
  const ask = useRequestCorrection();
  const blank = { person_id: String(people[0]?.id ?? ''), what: '', correction: '' };
  const form = useZodForm(CorrectionBody, blank);
  const { submit, alertProps } = useFormSubmit(
    form,
    LABELS,
    (values) => ask.mutateAsync(values),
    () => form.reset(blank),
  );
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }} component="section" aria-labelledby="correct-title">
      <Typography variant="h6" component="h2" id="correct-title">
        {T.correctTitle}
      </Typography>
      <Typography color="textSecondary">{T.correctIntro}</Typography>
      <Link component={RouterLink} to="/member/profile">
        {T.profileLink}
      </Link>
      <FormProvider {...form}>
        <Stack component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ gap: 2, mt: 2, maxWidth: 560 }}>
          {people.length > 1 && (
            <SelectInput
              name="person_id"
              label={T.correctPerson}
              options={people.map((p) => ({ value: String(p.id), text: p.name }))}
            />
          )}
          <TextInput name="what" label={T.correctWhat} helperText={T.correctWhatHelp} maxLength={200} />
          <TextInput name="correction" label={T.correctCorrection} multiline minRows={2} maxLength={1000} />
          <ErrorAlert {...alertProps} />
          {ask.isSuccess && <Alert severity="success">{T.correctSent}</Alert>}
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting} sx={{ alignSelf: 'start' }}>
            {T.correctSend}
          </Button>
        </Stack>
      </FormProvider>
      {corrections.length > 0 && (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            {T.correctionsHeader}
          </Typography>
          <List dense aria-label={T.correctionsHeader}>
            {corrections.map((c) => (
              <ListItem key={c.id} disableGutters>
                <ListItemText
                  primary={`${c.name}: ${c.what} — ${T.correctionStatus[c.status]}`}
                  secondary={c.answer ? `${T.answer}: ${c.answer}` : c.correction}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Paper>
  );
}
