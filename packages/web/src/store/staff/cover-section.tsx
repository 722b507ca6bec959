import { useRef, useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { PHOTO_ACCEPT } from '@portal/domain/profile/profile.rules';
import type { StaffProduct } from '@portal/domain/store/store.staff.contract';
import { StoreStaffMessages as M, StoreStaffTexts as T } from '@portal/domain/store/store.staff.messages';
import { busyIcon } from '../../components/feedback/busy-icon';
import { ErrorAlert } from '../../components/feedback/error-alert';
import { RefusalAlert } from '../../components/staff/refusal-alert';
import { shrinkPhoto } from '../../lib/shrink-photo';
import { useRemoveCover, useUploadCover } from './store-staff.api';

/** What a cover photo is drawn within before it is sent: more than the store card's 1200 × 675, so the server still crops it well. */
export const COVER_UPLOAD_BOX = { width: 1600, height: 1600 };

/** A cover as the store card shows it (16:9) within `width`, or the words for none. */
export function CoverFrame({ width, src, alt }: { width: number; src: string | null; alt: string }) {
  return (
    <Box
      sx={{
        width,
        maxWidth: '100%',
        aspectRatio: '16 / 9',
        bgcolor: 'action.hover',
        borderRadius: 1,
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {src ? (
        <Box component="img" src={src} alt={alt} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        <Typography variant="body2" color="textSecondary">
          {T.noCover}
        </Typography>
      )}
    </Box>
  );
}

/** The product's cover as the store card shows it (16:9), replaced by an upload made small in the browser (decision 281) that the server re-encodes (decision 235). */
export function CoverSection({
  product,
  canWrite,
  onDone,
}: {
  product: StaffProduct;
  canWrite: boolean;
  onDone: (message: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadCover();
  const remove = useRemoveCover();
  const [unreadable, setUnreadable] = useState(false);
  const [shrinking, setShrinking] = useState(false);
  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    remove.reset();
    upload.reset();
    // A phone's photo is made small enough in the browser (decision 281); the server checks and re-encodes it again.
    setShrinking(true);
    const small = await shrinkPhoto(file, COVER_UPLOAD_BOX);
    setShrinking(false);
    setUnreadable(!small);
    if (small) upload.mutate({ id: product.id, file: small }, { onSuccess: (r) => onDone(r.message) });
  };
  const busy = shrinking || upload.isPending;
  return (
    <Stack component="section" aria-label={T.cover} spacing={1.5}>
      <Typography variant="h6" component="h2">
        {T.cover}
      </Typography>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <CoverFrame width={320} src={product.cover} alt={T.coverAlt(product.title)} />
        {canWrite && (
          <Stack spacing={1} sx={{ maxWidth: 360 }}>
            <Button
              variant="outlined"
              startIcon={busyIcon(busy, <PhotoCameraIcon />)}
              disabled={busy}
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
            {product.cover && (
              <Button
                color="error"
                disabled={remove.isPending}
                startIcon={busyIcon(remove.isPending)}
                onClick={() => remove.mutate(product.id, { onSuccess: (r) => onDone(r.message) })}
              >
                {T.removeCover}
              </Button>
            )}
            <Typography variant="body2" color="textSecondary">
              {T.coverHint}
            </Typography>
          </Stack>
        )}
      </Stack>
      {unreadable ? <ErrorAlert message={M.coverWrongType} /> : <RefusalAlert error={upload.error ?? remove.error} />}
    </Stack>
  );
}
