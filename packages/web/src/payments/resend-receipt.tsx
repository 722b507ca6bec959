import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { ReceiptMessages as M } from '@portal/domain/payments/payments.messages';
import { TECHNICAL_ISSUE } from '@portal/domain/shared/messages';
import { busyIcon } from '../components/feedback/busy-icon';
import { TimedOverlay } from '../components/feedback/timed-overlay';
import { errorMessage } from '../lib/api-client';
import { useSendReceipt } from './payments.api';

/** spec 002 §9: the receipts overlay shows for 3500 ms. */
const RESEND_OVERLAY_MS = 3500;

/**
 * Print and Re-send Receipt (spec 002 §2, §8): the spec's overlay for 3.5 s, and a line that stays, saying where the
 * receipt went (docs/decisions/180).
 */
export function ResendReceipt({ orderId }: { orderId: number }) {
  const resend = useSendReceipt();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <Stack spacing={1} className="no-print" sx={{ alignItems: { sm: 'flex-end' } }}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {M.print}
        </Button>
        <Button
          variant="contained"
          onClick={() => resend.mutate(orderId, { onSuccess: (reply) => setSentTo(reply.sent_to) })}
          disabled={resend.isPending}
          startIcon={busyIcon(resend.isPending, null, 16)}
        >
          {M.resend}
        </Button>
      </Stack>
      {sentTo && (
        <Typography role="status" variant="body2" color="textSecondary">
          {M.sentTo(sentTo)}
        </Typography>
      )}
      <TimedOverlay
        message={
          resend.isSuccess ? resend.data.message : resend.isError ? errorMessage(resend.error, TECHNICAL_ISSUE) : null
        }
        severity={resend.isError ? 'error' : 'success'}
        ms={RESEND_OVERLAY_MS}
        onDone={resend.reset}
      />
    </Stack>
  );
}
