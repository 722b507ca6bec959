import { Box } from '@mui/material';
import { RosterTexts as T } from '@portal/domain/rosters/rosters.messages';
import { SidewaysScroll } from '../../components/data/sideways-scroll';

/**
 * spec 002 §2 Event roster, FULL ROSTER: the server's HTML block. The server builds it from data with every value
 * escaped (docs/decisions/092-server-html.md), and the site's Content-Security-Policy allows no inline script, so
 * nothing a person typed can run here; styling is ours. Wider than a phone, it says it scrolls sideways.
 */
export function FullRosterHtml({ html }: { html: string }) {
  return (
    <SidewaysScroll label={T.fullRoster}>
      <Box
        sx={{
          '& table': { borderCollapse: 'collapse', width: '100%', minWidth: 480, fontSize: 14 },
          '& caption': { textAlign: 'left', fontWeight: 600, pb: 1, captionSide: 'top' },
          '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 1, textAlign: 'left', verticalAlign: 'top' },
          '& th': { bgcolor: 'action.hover', fontWeight: 600 },
        }}
        // the markup is the server's escaped rendering, never text a person typed
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </SidewaysScroll>
  );
}
