import { useEffect, useRef } from 'react';
import { Alert } from '@mui/material';

/** A change that worked, said where the eye is: scrolled into view and announced; dismissible. */
export function SuccessNotice({ message, onClose }: { message: string | null | undefined; onClose?: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [message]);
  if (!message) return null;
  return (
    <Alert ref={ref} severity="success" role="status" onClose={onClose} sx={{ my: 2 }}>
      {message}
    </Alert>
  );
}
