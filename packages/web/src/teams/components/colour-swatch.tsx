import { Box, Stack, Typography } from '@mui/material';
import { TeamsTexts as T } from '@portal/domain/teams/teams.messages';

/** spec 001 §2: a non-editor sees a team colour as a swatch (with its code, for who cannot tell colours apart). */
export function ColourSwatch({ label, colour }: { label: string; colour: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} aria-label={T.swatch(label, colour)} role="img">
      <Box
        sx={{
          width: 28,
          height: 28,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: colour || 'transparent',
        }}
      />
      <Typography variant="body2" aria-hidden>
        {colour || T.none}
      </Typography>
    </Stack>
  );
}
