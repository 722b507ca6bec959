import { Alert, AlertTitle } from '@mui/material';
import { useEffect, useRef } from 'react';

/** A dismissible error shown where the eye is: it scrolls into view and is announced. */
export function ErrorAlert({ message, title, onClose }: { message: string | null | undefined; title?: string; onClose?: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [message]);
  if (!message) return null;
  return (
    <Alert ref={ref} severity="error" role="alert" onClose={onClose} sx={{ my: 2 }}>
      {title && <AlertTitle>{title}</AlertTitle>}
      {message}
    </Alert>
  );
}
