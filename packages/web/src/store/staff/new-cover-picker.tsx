import { useEffect, useRef, useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { PHOTO_ACCEPT } from '@portal/domain/profile/profile.rules';
import { StoreStaffMessages as M, StoreStaffTexts as T } from '@portal/domain/store/store.staff.messages';
import { busyIcon } from '../../components/feedback/busy-icon';
import { ErrorAlert } from '../../components/feedback/error-alert';
import { shrinkPhoto } from '../../lib/shrink-photo';
import { COVER_UPLOAD_BOX, CoverFrame } from './cover-section';

/**
 * The cover of a product being added (issue 40 item 11): chosen and made small here, shown as the card will show it,
 * and sent once the product is saved (the cover belongs to a product, so it waits for its id).
 */
export function NewCoverPicker({ file, onChange }: { file: File | null; onChange: (file: File | null) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [shrinking, setShrinking] = useState(false);
  const [unreadable, setUnreadable] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return undefined;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const choose = async (chosen: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    setShrinking(true);
    const small = await shrinkPhoto(chosen, COVER_UPLOAD_BOX);
    setShrinking(false);
    setUnreadable(!small);
    onChange(small);
  };
  return (
    <Stack component="section" aria-label={T.cover} spacing={1}>
      <Typography variant="subtitle1" component="h2">
        {T.cover}
      </Typography>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <CoverFrame width={240} src={preview} alt={T.cover} />
        <Stack spacing={1} sx={{ maxWidth: 360 }}>
          <Button
            variant="outlined"
            startIcon={busyIcon(shrinking, <PhotoCameraIcon />)}
            disabled={shrinking}
            onClick={() => input.current?.click()}
          >
            {shrinking ? T.coverShrinking : T.chooseCover}
          </Button>
          <input
            ref={input}
            hidden
            type="file"
            accept={PHOTO_ACCEPT}
            aria-label={T.chooseCover}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
          {file && (
            <Button color="error" onClick={() => onChange(null)}>
              {T.removeCover}
            </Button>
          )}
          <Typography variant="body2" color="textSecondary">
            {file ? T.coverChosen(file.name) : T.coverHint}
          </Typography>
        </Stack>
      </Stack>
      {unreadable && <ErrorAlert message={M.coverWrongType} />}
    </Stack>
  );
}
