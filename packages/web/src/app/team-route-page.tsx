import { useParams } from 'react-router';
import { ScoreGamesLink } from '../competition/live/score-games-link';
import { TeamDetailPage } from '../teams/team-detail-page';

/** /member/teams/team/:team_id: the team (spec 001 §2) with, on game day, its game to score (decision 340). */
export function TeamRoutePage() {
  return <TeamDetailPage aside={<ScoreGamesLink teamId={Number(useParams().team_id)} />} />;
}
