import type { ReactNode } from 'react';
import { Box, Button, Stack, Step, StepContent, StepLabel, Stepper } from '@mui/material';
import { PaymentMessages } from '@portal/domain/payments/payments.messages';
import { useStepFocus } from '../../lib/use-step-focus';

export interface PaymentStepDef {
  title: string;
  content: ReactNode;
  /** Continue is disabled while false (e.g. too early to renew, amount below $1). */
  canContinue?: boolean;
  /** Where Continue goes (spec 002 §2: with a voucher applied, step 1 jumps to the payment step). */
  next?: number;
}

/**
 * The vertical steps of a payment (membership, invoice payment…): Back and Continue under each step but the last.
 * A step that opens shows its title below the app bar and focuses its first field (useStepFocus).
 */
export function PaymentStepper({ steps, active, onStep, busy }: { steps: PaymentStepDef[]; active: number; onStep: (i: number) => void; busy?: boolean }) {
  const last = steps.length - 1;
  const stepFocus = useStepFocus(active);
  return (
    <Stepper ref={stepFocus.ref} activeStep={active} orientation="vertical">
      {steps.map((s, i) => (
        <Step key={s.title} completed={i < active}>
          <StepLabel>{s.title}</StepLabel>
          <StepContent {...stepFocus.contentProps}>
            <Box sx={{ pt: 1, maxWidth: 640 }} data-step={i}>
              {s.content}
              {i < last && (
                <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
                  {i > 0 && <Button onClick={() => onStep(i - 1)} disabled={busy}>{PaymentMessages.back}</Button>}
                  <Button variant="contained" onClick={() => onStep(s.next ?? i + 1)} disabled={busy || s.canContinue === false}>{PaymentMessages.continue}</Button>
                </Stack>
              )}
              {i === last && i > 0 && (
                <Button onClick={() => onStep(i - 1)} disabled={busy} sx={{ mt: 1 }}>{PaymentMessages.back}</Button>
              )}
            </Box>
          </StepContent>
        </Step>
      ))}
    </Stepper>
  );
}
