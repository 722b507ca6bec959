import { lazy } from 'react';
import ScoreboardIcon from '@mui/icons-material/Scoreboard';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import { LadderRulesTexts } from '@portal/domain/competition/ladder-rules.staff.messages';
import { ResultsTexts } from '@portal/domain/competition/results.staff.messages';
import type { StaffAction } from '@portal/domain/staff/permissions';

// The competition area's results pages in the /staff shell (docs/decisions/190): composed here, in app/, because web
// areas never import each other; the staff shell lists them in its routes and navigation.

const ResultsPage = lazy(async () => ({ default: (await import('../competition/staff/results-page')).ResultsPage }));
const AdjustmentsPage = lazy(async () => ({ default: (await import('../competition/staff/adjustments-page')).AdjustmentsPage }));
const LadderRulesPage = lazy(async () => ({ default: (await import('../competition/staff/ladder-rules-page')).LadderRulesPage }));
const GameStatsPage = lazy(async () => ({ default: (await import('../competition/staff/game-stats-page')).GameStatsPage }));

/** Nested routes under /staff. */
export const RESULTS_ROUTES = [
  { path: 'results', Page: ResultsPage },
  { path: 'results/adjustments', Page: AdjustmentsPage },
  { path: 'results/games/:gameId/stats', Page: GameStatsPage },
  { path: 'ladder-rules', Page: LadderRulesPage },
];

/** The navigation entries and the action each needs. */
export const RESULTS_NAV = [
  { label: ResultsTexts.title, to: '/staff/results', icon: ScoreboardIcon, action: 'competition.results.read' as StaffAction },
  { label: LadderRulesTexts.title, to: '/staff/ladder-rules', icon: FormatListNumberedIcon, action: 'competition.ladder_rules.read' as StaffAction },
];
