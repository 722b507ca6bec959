import { Box, Typography } from '@mui/material';
import { TwoFactorTexts as T } from '@portal/domain/security/two-factor.messages';
import { SetUpSecondFactor, VerifyCode } from '../components/second-factor/second-factor-steps';

// The back-office's second factor (decision 327): a staff call answered 403 second_factor_setup or second_factor_code
// shows this page in place of the back-office; once the code is typed the back-office loads.

export function SecondFactorGate({ setUp, message, onDone }: { setUp: boolean; message: string; onDone: () => void }) {
  return (
    <Box component="main" sx={{ maxWidth: 560, mx: 'auto', p: { xs: 2, sm: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {setUp ? T.setUpTitle : T.verifyTitle}
      </Typography>
      <Typography sx={{ mb: 2 }}>{message}</Typography>
      {setUp ? <SetUpSecondFactor onDone={onDone} /> : <VerifyCode onDone={onDone} />}
    </Box>
  );
}
