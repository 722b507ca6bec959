import { Box } from '@mui/material';
import { offlineNote } from '@portal/domain/shared/offline';
import { useKeptCopyTime } from '../../lib/offline-note';
import { useSettings } from '../../lib/settings';

/** "Offline — last updated 9:42 am" above the page when what it shows came from the phone's kept copy (decision 334). */
export function OfflineNote() {
  const storedAt = useKeptCopyTime();
  const { timeZone } = useSettings();
  if (!storedAt) return null;
  return (
    <Box
      role="status"
      sx={{ bgcolor: 'warning.light', color: 'text.primary', px: 2, py: 1, textAlign: 'center', fontWeight: 500 }}
    >
      {offlineNote(storedAt, timeZone)}
    </Box>
  );
}
