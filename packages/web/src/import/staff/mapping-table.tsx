import { useState } from 'react';
import {
  Box,
  Button,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useNavigate } from 'react-router';
import { IMPORT_FIELD_LABELS, IMPORT_FIELDS } from '@portal/domain/import/import-columns';
import type { ImportDetail } from '@portal/domain/import/import.contract';
import { DryRunTexts as T } from '@portal/domain/import/import.staff.messages';
import { busyIcon } from '../../components/feedback/busy-icon';
import { RefusalAlert } from '../../components/staff/refusal-alert';
import { queryClient } from '../../lib/query-client';
import { fileOf, rememberFile } from './chosen-files';
import { FilePicker } from './file-picker';
import { importQuery, usePlanImport } from './import.api';

const CHOICES = [
  { value: '', text: T.notImported },
  ...IMPORT_FIELDS.map((f) => ({ value: f, text: IMPORT_FIELD_LABELS[f] })),
];

/** The file's columns, each with a select of the portal field it fills. */
function ColumnsTable({
  header,
  mapping,
  onChange: setMapping,
}: {
  header: readonly string[];
  mapping: Record<string, string>;
  onChange: (mapping: Record<string, string>) => void;
}) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 420 }}>
      <Table size="small" stickyHeader aria-labelledby="mapping-title">
        <TableHead>
          <TableRow>
            <TableCell>{T.fileColumn}</TableCell>
            <TableCell>{T.portalField}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {header.map((column) => (
            <TableRow key={column}>
              <TableCell sx={{ minWidth: 110, overflowWrap: 'break-word' }}>{column}</TableCell>
              <TableCell sx={{ minWidth: 160 }}>
                <TextField
                  select
                  size="small"
                  fullWidth
                  value={mapping[column] ?? ''}
                  onChange={(e) => setMapping({ ...mapping, [column]: e.target.value })}
                  slotProps={{ select: { native: true }, htmlInput: { 'aria-label': T.readAs(column) } }}
                >
                  {CHOICES.map((c) => (
                    <option key={c.value} value={c.value}>
                      {c.text}
                    </option>
                  ))}
                </TextField>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Each column of the file and the portal field it fills, each a select; "Check again" makes a new dry run with them. */
export function MappingTable({ detail }: { detail: ImportDetail }) {
  const navigate = useNavigate();
  const plan = usePlanImport();
  const id = detail.import.id;
  const [mapping, setMapping] = useState<Record<string, string>>(detail.mapping);
  const [file, setFile] = useState<File | null>(fileOf(id) ?? null);
  const changed = detail.header.some((c) => (mapping[c] ?? '') !== (detail.mapping[c] ?? ''));
  const again = () => {
    if (!file) return;
    const season = detail.import.season_id;
    plan.mutate(
      { file, mapping, season_id: season === null ? undefined : String(season) },
      {
        onSuccess: (next) => {
          rememberFile(next.import.id, file);
          queryClient.setQueryData(importQuery(next.import.id).queryKey, next);
          void navigate(`/staff/imports/${next.import.id}`, { replace: true });
        },
      },
    );
  };
  return (
    <Box component="section" aria-labelledby="mapping-title">
      <Typography id="mapping-title" variant="h6" component="h2">
        {T.mapping}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {T.mappingHelp}
      </Typography>
      <ColumnsTable header={detail.header} mapping={mapping} onChange={setMapping} />
      {changed && !fileOf(id) && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {T.again}
          </Typography>
          <FilePicker file={file} onFile={setFile} disabled={plan.isPending} />
        </Box>
      )}
      <Button
        variant="outlined"
        sx={{ mt: 1 }}
        disabled={!changed || !file || plan.isPending}
        startIcon={busyIcon(plan.isPending)}
        onClick={again}
      >
        {T.checkAgain}
      </Button>
      <RefusalAlert error={plan.error} />
    </Box>
  );
}
