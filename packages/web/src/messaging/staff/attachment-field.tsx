import { useRef } from 'react';
import { Box, Button, FormHelperText, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { ATTACHMENT_TYPES, MessagingStaffTexts as T } from '@portal/domain/messaging/messaging.staff.messages';
import { refusalOf } from '../../lib/api-client';
import { useUploadAttachment } from './messages.api';

export interface Attached {
  key: string;
  name: string;
}

/** A PDF or image attached to the email (decision 310): it goes up when chosen and the send names it. */
export function AttachmentField({
  value,
  onChange,
  error,
}: {
  value: Attached | null;
  onChange: (a: Attached | null) => void;
  error?: string;
}) {
  const upload = useUploadAttachment();
  const input = useRef<HTMLInputElement>(null);
  const refused = refusalOf(upload.error);
  const message = error ?? refused?.fields.file ?? refused?.message;
  return (
    <Box>
      {value ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <AttachFileIcon fontSize="small" aria-hidden />
          <Typography>{value.name}</Typography>
          <Button size="small" onClick={() => onChange(null)}>
            {T.attachRemove}
          </Button>
        </Box>
      ) : (
        <>
          <Button
            variant="outlined"
            startIcon={<AttachFileIcon />}
            disabled={upload.isPending}
            onClick={() => input.current?.click()}
          >
            {upload.isPending ? T.attaching : T.attachment}
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            accept={ATTACHMENT_TYPES.join(',')}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) upload.mutate(file, { onSuccess: (r) => onChange({ key: r.key, name: r.name }) });
            }}
          />
        </>
      )}
      {message && <FormHelperText error>{message}</FormHelperText>}
    </Box>
  );
}
