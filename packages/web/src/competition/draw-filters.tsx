import { Box } from '@mui/material';
import type { Division, PublicTeam, Season } from '@portal/domain/competition/competition.contract';
import { CompetitionMessages as M } from '@portal/domain/competition/competition.messages';
import type { RoundChoice } from '@portal/domain/competition/round-options';
import { OptionPicker, RoundSelect, SeasonSelect } from './pickers';

export interface DrawFiltersProps {
  seasons: Season[];
  divisions: Division[];
  teams: PublicTeam[];
  /** A signed-in member's own teams in the division, offered first. */
  ownTeams: Set<string>;
  rounds: { value: RoundChoice; label: string }[];
  seasonId: number | null;
  divisionId: number | null;
  teamName: string | null;
  round: RoundChoice;
  onSeason: (id: number) => void;
  onDivision: (id: number | null) => void;
  onTeam: (name: string | null) => void;
  onRound: (round: RoundChoice) => void;
}

/** The member's own teams first, under their own heading; for a visitor the plain list. */
function teamOptions(teams: PublicTeam[], own: Set<string>) {
  if (own.size === 0) return teams.map((t) => ({ id: t.team_name, label: t.team_name }));
  const group = (t: PublicTeam) => (own.has(t.team_name) ? M.yourTeams : M.allTeams);
  return [...teams.filter((t) => own.has(t.team_name)), ...teams.filter((t) => !own.has(t.team_name))].map((t) => ({
    id: t.team_name,
    label: t.team_name,
    group: group(t),
  }));
}

/**
 * Season, division, round and team selectors (spec 001 §2, §4): a chosen team forces All Rounds and locks the round,
 * and the locked selector says why.
 */
export function DrawFilters(p: DrawFiltersProps) {
  return (
    // a CSS grid of one, two or four columns (Grid's own chunk is a request more on the draw's first paint)
    <Box
      component="form"
      aria-label={M.drawFilters}
      onSubmit={(e) => e.preventDefault()}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
        alignItems: 'start',
      }}
    >
      <SeasonSelect seasons={p.seasons} value={p.seasonId} onChange={p.onSeason} />
      <OptionPicker
        label={M.division}
        value={p.divisionId}
        options={p.divisions.map((d) => ({ id: d.division_id, label: d.division_name }))}
        onChange={(id) => p.onDivision(id === null ? null : Number(id))}
      />
      <RoundSelect
        rounds={p.rounds}
        value={p.teamName ? 'all' : p.round}
        disabled={Boolean(p.teamName) || p.divisionId === null}
        helperText={p.teamName ? M.roundLocked : undefined}
        onChange={p.onRound}
      />
      <OptionPicker
        label={M.team}
        value={p.teamName}
        disabled={p.divisionId === null}
        options={teamOptions(p.teams, p.ownTeams)}
        onChange={(name) => p.onTeam(name === null ? null : String(name))}
      />
    </Box>
  );
}
