import { Backdrop, CircularProgress } from '@mui/material';

/** Shown over the page while a dialog's code loads (a dialog loaded on opening): where the eye is, above everything. */
export function LoadingBackdrop() {
  return (
    <Backdrop open sx={{ zIndex: (t) => t.zIndex.modal + 1 }}>
      <CircularProgress role="status" aria-label="Loading" sx={{ color: '#fff' }} />
    </Backdrop>
  );
}
