import { Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { CompetitionMessages as M } from '@portal/domain/competition/competition.messages';
import { drawPath, resultPath, statsPath, type CompetitionSelection } from '../lib/competition-paths';
import { useSettings } from '../lib/settings';

type Page = 'draw' | 'result' | 'stats';

/** Links to the other two pages with the same season, division and team (docs/decisions/112-competition-selection.md). */
export function CompetitionLinks({ sel, page }: { sel: CompetitionSelection; page: Page }) {
  const { statsEnabled } = useSettings();
  if (sel.seasonId === null) return null;
  const links: { page: Page; label: string; to: string }[] = [
    { page: 'draw', label: M.seeDraw, to: drawPath(sel.seasonId, sel.divisionId, sel.teamName) },
    { page: 'result', label: M.seeStandings, to: resultPath(sel.seasonId, sel.divisionId, sel.teamId) },
    { page: 'stats', label: M.seeStats, to: statsPath([sel.seasonId, sel.divisionId, sel.teamId]) },
  ];
  return (
    <Stack
      component="nav"
      aria-label={M.otherPages}
      direction="row"
      spacing={1}
      sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}
    >
      {links
        .filter((l) => l.page !== page && (l.page !== 'stats' || statsEnabled))
        .map((l) => (
          <Button key={l.page} component={RouterLink} to={l.to} variant="text" sx={{ minHeight: 44 }}>
            {l.label}
          </Button>
        ))}
    </Stack>
  );
}
