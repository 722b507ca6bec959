import type { ReactNode } from 'react';
import { Box, Button, Stack, Step, StepButton, StepContent, StepLabel, Stepper, Typography } from '@mui/material';
import type { Wizard } from '../lib/use-wizard';

const note = (text: string | undefined) =>
  text && (
    <Typography variant="caption" color="textSecondary">
      {text}
    </Typography>
  );

export interface WizardStep {
  title: string;
  content: ReactNode;
  /** Continue is disabled while false (too early to renew, an amount below $1, a step in error). */
  canContinue?: boolean;
  /** Where Continue goes, when the flow jumps (spec 002 §2: with a voucher applied, step 1 jumps to the payment). */
  next?: number;
  /** Why the step has nothing to do (the wizard's `skip` says so too): shown under its title (decision 183). */
  skipped?: string;
  /**
   * When set, Continue stays enabled while canContinue is false, and pressing it calls this instead of going on, so
   * the step can say why (spec 002 §5 Assign step: "continuing" with a wrong assignment answers with its message).
   */
  onRefused?: () => void;
}

/**
 * The vertical steps of every wizard (decision 166): each step's title (a button once the wizard is free), its
 * content, then Back and Continue; the last step shows `finish` (Register) instead of Continue, or nothing when its
 * content has its own button (Pay). Continue is the form's submit button, so Enter in a field continues too.
 */
export function WizardStepper({
  wizard,
  steps,
  labels,
  busy = false,
  finish,
  width = 640,
}: {
  wizard: Wizard;
  steps: readonly WizardStep[];
  labels: { back: string; continue: string };
  busy?: boolean;
  finish?: ReactNode;
  /** The widest a step's content grows. */
  width?: number;
}) {
  const last = steps.length - 1;
  return (
    <Stepper ref={wizard.focus.ref} activeStep={wizard.active} orientation="vertical" nonLinear={wizard.free}>
      {steps.map((s, i) => (
        <Step key={s.title} completed={wizard.completed(i)}>
          {wizard.free ? (
            <StepButton onClick={() => wizard.open(i)} optional={note(s.skipped)}>
              {s.title}
            </StepButton>
          ) : (
            <StepLabel optional={note(s.skipped)}>{s.title}</StepLabel>
          )}
          {/* A phone gives the fields the width: 16 px on the left, none on the right (decision 114). */}
          <StepContent {...wizard.focus.contentProps} sx={{ pl: { xs: 2, sm: 2.5 }, pr: { xs: 0, sm: 1 } }}>
            <Box sx={{ pt: 1, maxWidth: width }} data-step={i}>
              {s.content}
              {(i > 0 || i < last || finish) && (
                <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
                  {i > 0 && (
                    <Button onClick={() => wizard.back(i)} disabled={busy}>
                      {labels.back}
                    </Button>
                  )}
                  {i < last && (
                    <Button
                      variant="contained"
                      type="submit"
                      disabled={busy || (s.canContinue === false && !s.onRefused)}
                      onClick={(e) => {
                        e.preventDefault();
                        if (s.canContinue === false) s.onRefused?.();
                        else void wizard.next(i, s.next);
                      }}
                    >
                      {labels.continue}
                    </Button>
                  )}
                  {i === last && finish}
                </Stack>
              )}
            </Box>
          </StepContent>
        </Step>
      ))}
    </Stepper>
  );
}
