import { Alert, AlertTitle, Box } from '@mui/material';
import { useEffect, useRef } from 'react';

/**
 * A dismissible error shown where the eye is: it scrolls into view and is announced. With `lines` (field errors
 * that have no field on screen, or a hint), the message is the title and the lines follow.
 */
export function ErrorAlert({
  message,
  lines,
  onClose,
}: {
  message: string | null | undefined;
  lines?: readonly string[];
  onClose?: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [message]);
  if (!message) return null;
  return (
    <Alert ref={ref} severity="error" role="alert" onClose={onClose} sx={{ my: 2 }}>
      {lines?.length ? <AlertTitle>{message}</AlertTitle> : message}
      {lines?.map((line) => (
        <Box key={line}>{line}</Box>
      ))}
    </Alert>
  );
}
