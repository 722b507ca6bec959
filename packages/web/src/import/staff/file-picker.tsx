import { useId, useRef, useState, type DragEvent } from 'react';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { ImportTexts as T } from '@portal/domain/import/import.staff.messages';

/**
 * A CSV file chosen with a button (a real file input behind it, labelled, reached by keyboard through the button) or
 * dropped on the box; the file's name and size show once chosen.
 */
export function FilePicker({
  file,
  error,
  disabled,
  onFile,
}: {
  file: File | null;
  error?: string;
  disabled?: boolean;
  onFile: (file: File | null) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const errorId = useId();
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const dropped = e.dataTransfer.files[0];
    if (dropped && !disabled) onFile(dropped);
  };
  return (
    <Box
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        p: 2,
        border: 2,
        borderStyle: 'dashed',
        borderRadius: 1,
        borderColor: error ? 'error.main' : over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : undefined,
      }}
    >
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          {T.chooseFile}
        </Button>
        <input
          ref={input}
          hidden
          type="file"
          accept=".csv,text/csv,text/plain"
          aria-label={T.chooseFile}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            onFile(e.target.files?.[0] ?? null);
            e.target.value = '';
          }}
        />
        <Typography color={file ? 'textPrimary' : 'textSecondary'} sx={{ wordBreak: 'break-all' }}>
          {file ? T.chosen(file.name, file.size / 1024) : T.dropHere}
        </Typography>
      </Stack>
      {error && (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
