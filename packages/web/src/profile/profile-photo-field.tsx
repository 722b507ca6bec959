import { useEffect, useRef, useState } from 'react';
import { Avatar, Button, FormHelperText, Stack, Typography } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useController, useFormContext } from 'react-hook-form';
import { ProfileLabels as L, ProfileTexts as T } from '@portal/domain/profile/profile.messages';
import { PHOTO_ACCEPT, photoProblem } from '@portal/domain/profile/profile.rules';
import { usePhotoUrl } from './profile.api';

/**
 * spec 000 §5 profile picture: .jpg/.jpeg/.png under 500 KB, checked here before sending (the server checks the
 * bytes again). Shows the chosen file's preview, else the stored photo.
 */
export function ProfilePhotoField({ src, name }: { src: string | null; name: string }) {
  const { control, setError, clearErrors } = useFormContext();
  const { field, fieldState } = useController({ name: 'profilephoto', control });
  const input = useRef<HTMLInputElement>(null);
  const stored = usePhotoUrl(src);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = photoProblem({ name: file.name, size: file.size });
    if (problem) {
      field.onChange(undefined);
      setPreview(null);
      setError('profilephoto', { type: 'client', message: problem });
      if (input.current) input.current.value = '';
      return;
    }
    clearErrors('profilephoto');
    field.onChange(file);
    setPreview(URL.createObjectURL(file));
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', my: 1 }}>
      <Avatar src={preview ?? stored ?? undefined} alt={T.photoOf(name)} sx={{ width: 88, height: 88 }} />
      <div>
        <Button variant="outlined" startIcon={<PhotoCameraIcon />} onClick={() => input.current?.click()}>
          {src || preview ? T.changePhoto : T.addPhoto}
        </Button>
        <input
          ref={input}
          hidden
          type="file"
          accept={PHOTO_ACCEPT}
          aria-label={L.profilephoto}
          onChange={(e) => choose(e.target.files?.[0])}
        />
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
          {T.photoHint}
        </Typography>
        {fieldState.error && (
          <FormHelperText error role="alert">
            {fieldState.error.message}
          </FormHelperText>
        )}
      </div>
    </Stack>
  );
}
