import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { FormProvider, useController } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { PlanImportBody } from '@portal/domain/import/import.contract';
import { IMPORT_MAX_BYTES, ImportMessages } from '@portal/domain/import/import.messages';
import { ImportTexts as T } from '@portal/domain/import/import.staff.messages';
import { isoToDmy } from '@portal/domain/shared/time';
import { busyIcon } from '../../components/feedback/busy-icon';
import { ErrorAlert } from '../../components/feedback/error-alert';
import { SelectInput } from '../../components/form-fields/select-input';
import { useFormSubmit, useZodForm } from '../../lib/forms';
import { queryClient } from '../../lib/query-client';
import { rememberFile } from './chosen-files';
import { FilePicker } from './file-picker';
import { importQuery, seasonChoicesQuery, usePlanImport } from './import.api';

// The dry run's own form: the contract's body with the file required (the browser holds it as a File).
// A file over the size the server reads is refused before it is sent, in the reader's words.
const FileForm = PlanImportBody.extend({
  file: z
    .custom<File>((v) => v instanceof File, { error: T.noFile })
    .refine((f) => f.size <= IMPORT_MAX_BYTES, { error: ImportMessages.tooBig }),
});
const LABELS = { file: T.chooseFile, season_id: T.season, mapping: T.chooseFile };

function FileField({ disabled }: { disabled: boolean }) {
  const { field, fieldState } = useController<z.input<typeof FileForm>, 'file'>({ name: 'file' });
  return (
    <FilePicker
      file={(field.value as File | undefined) ?? null}
      error={fieldState.error?.message}
      disabled={disabled}
      onFile={(f) => field.onChange(f ?? undefined)}
    />
  );
}

/** Choose a file (and the season for rows without one), then "Check the file": the dry run, its plan opened by id. */
export function ImportFileForm() {
  const navigate = useNavigate();
  const plan = usePlanImport();
  const seasons = useQuery(seasonChoicesQuery());
  const form = useZodForm(FileForm, { season_id: '' });
  const { submit, alertProps } = useFormSubmit(
    form,
    LABELS,
    (values) => plan.mutateAsync({ file: values.file, season_id: values.season_id }),
    (detail) => {
      const id = detail.import.id;
      rememberFile(id, form.getValues('file') as File);
      queryClient.setQueryData(importQuery(id).queryKey, detail);
      void navigate(`/staff/imports/${id}`);
    },
  );
  const options = [
    { value: '', text: T.noSeason },
    ...(seasons.data?.rows ?? []).map((s) => ({ value: String(s.id), text: `${s.name} (${isoToDmy(s.starts_on)})` })),
  ];
  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label={T.title}>
        <Stack spacing={2}>
          <FileField disabled={plan.isPending} />
          <SelectInput
            name="season_id"
            label={T.season}
            helperText={T.seasonHelp}
            options={options}
            disabled={plan.isPending}
            sx={{ maxWidth: 420 }}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={plan.isPending} startIcon={busyIcon(plan.isPending)}>
              {T.check}
            </Button>
          </Box>
          {plan.isPending && (
            <Box role="status">
              <Typography variant="body2" sx={{ mb: 1 }}>
                {T.checking}
              </Typography>
              <LinearProgress aria-label={T.checking} />
            </Box>
          )}
          <ErrorAlert {...alertProps} />
        </Stack>
      </Box>
    </FormProvider>
  );
}
