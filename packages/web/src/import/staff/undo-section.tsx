import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { UndoReply } from '@portal/domain/import/import.contract';
import { ImportJobTexts as T } from '@portal/domain/import/import.staff.messages';
import { ConfirmDialog } from '../../components/staff/confirm-dialog';
import { RowsTable, type Column } from './plan-rows-table';
import { useUndoImport } from './import.api';

type Kept = UndoReply['kept'][number];

const KEPT: Column<Kept>[] = [
  {
    header: T.kept,
    cell: (k) => (k.member_id ? <RouterLink to={`/staff/members/${k.member_id}`}>{k.name}</RouterLink> : k.name),
  },
  { header: T.keptWhy, cell: (k) => k.reason },
];

/** What the undo did: what it removed or put back, by kind, and each record it kept with the reason. */
export function UndoResult({ reply }: { reply: UndoReply }) {
  return (
    <Box component="section" aria-labelledby="undo-result-title">
      <Typography id="undo-result-title" variant="h6" component="h2">
        {T.undoResult}
      </Typography>
      <Typography role="status" sx={{ my: 1 }}>
        {reply.message}
      </Typography>
      <Box component="ul" sx={{ mt: 0 }}>
        {Object.entries(reply.removed)
          .filter(([, n]) => n > 0)
          .map(([kind, n]) => (
            <li key={kind}>{T.removedKind(kind, n)}</li>
          ))}
      </Box>
      <RowsTable
        label={T.kept}
        columns={KEPT}
        rows={reply.kept}
        rowKey={(k, i) => `${k.kind}-${i}`}
        empty={T.noneKept}
      />
    </Box>
  );
}

/** "Undo this import", behind a dialog that says what will happen. */
export function UndoSection({ importId, onUndone }: { importId: number; onUndone: (reply: UndoReply) => void }) {
  const [asking, setAsking] = useState(false);
  const undo = useUndoImport();
  return (
    <Stack sx={{ alignItems: 'flex-start' }}>
      <Button color="error" variant="outlined" onClick={() => setAsking(true)}>
        {T.undo}
      </Button>
      <ConfirmDialog
        open={asking}
        title={T.undoTitle}
        text={T.undoText}
        action={T.undoAction}
        busy={undo.isPending}
        error={undo.error}
        destructive
        onCancel={() => {
          setAsking(false);
          undo.reset();
        }}
        // the answer through the promise: this section is gone once the import reads as undone, and a callback of
        // mutate() would not be called after that
        onConfirm={() =>
          void undo.mutateAsync(importId).then(
            (reply) => {
              setAsking(false);
              onUndone(reply);
            },
            () => undefined,
          )
        }
      />
    </Stack>
  );
}
