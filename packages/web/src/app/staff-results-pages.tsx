import { lazy } from 'react';
import ScoreboardIcon from '@mui/icons-material/Scoreboard';
import { ResultsTexts } from '@portal/domain/competition/results.staff.messages';
import type { StaffAction } from '@portal/domain/staff/permissions';

// The competition area's results pages in the /staff shell (docs/decisions/190): composed here, in app/, because web
// areas never import each other; the staff shell lists them in its routes and navigation.

const ResultsPage = lazy(async () => ({ default: (await import('../competition/staff/results-page')).ResultsPage }));
const AdjustmentsPage = lazy(async () => ({ default: (await import('../competition/staff/adjustments-page')).AdjustmentsPage }));
const GameStatsPage = lazy(async () => ({ default: (await import('../competition/staff/game-stats-page')).GameStatsPage }));

/** Nested routes under /staff. */
export const RESULTS_ROUTES = [
  { path: 'results', Page: ResultsPage },
  { path: 'results/adjustments', Page: AdjustmentsPage },
  { path: 'results/games/:gameId/stats', Page: GameStatsPage },
];

/** The navigation entry and the action it needs. */
export const RESULTS_NAV = { label: ResultsTexts.title, to: '/staff/results', icon: ScoreboardIcon, action: 'competition.results.read' as StaffAction };
