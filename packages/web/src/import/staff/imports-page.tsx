import { useState } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { templateExport } from '@portal/domain/import/export.contract';
import { ImportTexts as T } from '@portal/domain/import/import.staff.messages';
import { CsvButton } from '../../components/staff/csv-button';
import { RefusalAlert } from '../../components/staff/refusal-alert';
import { useMay } from '../../lib/staff-me';
import { ImportFileForm } from './import-file-form';
import { PastImports } from './past-imports';
import { TemplateLinks } from './template-links';

/** /staff/imports: what files work, the file to check (the dry run), and the imports made so far (decision 302). */
export function ImportsPage() {
  const mayExport = useMay('members.export');
  const [exportError, setExportError] = useState<unknown>(null);
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
          {T.title}
        </Typography>
        {T.intro.map((line) => (
          <Typography key={line} sx={{ maxWidth: '75ch' }}>
            {line}
          </Typography>
        ))}
        <Box sx={{ mt: 1 }}>
          <TemplateLinks>
            {mayExport && (
              <CsvButton
                endpoint={templateExport}
                input={{}}
                filename={T.exportName}
                onError={setExportError}
                label={T.exportAll}
              />
            )}
          </TemplateLinks>
          <RefusalAlert error={exportError} onClose={() => setExportError(null)} />
        </Box>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <ImportFileForm />
      </Paper>
      <Box component="section" aria-labelledby="past-imports-title">
        <Typography id="past-imports-title" variant="h5" component="h2" sx={{ mb: 1 }}>
          {T.pastTitle}
        </Typography>
        <PastImports />
      </Box>
    </Stack>
  );
}
