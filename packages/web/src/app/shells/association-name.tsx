import { Box } from '@mui/material';
import { useSettings } from '../../lib/settings';

/**
 * The top bar's association name on one line: the short name on a phone, the full name from sm up (decision 118).
 * The short name falls back to the full one; either is cut with an ellipsis rather than wrapped.
 */
export function AssociationName() {
  const { associationName, associationShortName } = useSettings();
  const line = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 } as const;
  return (
    <>
      <Box component="span" sx={{ ...line, display: { xs: 'block', sm: 'none' } }}>
        {associationShortName || associationName}
      </Box>
      <Box component="span" sx={{ ...line, display: { xs: 'none', sm: 'block' } }}>
        {associationName}
      </Box>
    </>
  );
}
