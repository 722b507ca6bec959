import { ScoreGamesLink } from '../competition/live/score-games-link';
import { DashboardPage } from '../profile/dashboard-page';

/** /member/account: the dashboard (spec 000 §2.3) with, on game day, the games the member may score (decision 340). */
export function DashboardRoutePage() {
  return <DashboardPage aside={<ScoreGamesLink />} />;
}
