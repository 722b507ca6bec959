import { Alert, Typography } from '@mui/material';
import { TrustMessages, TrustPositionLabels, type TeamTrustRole } from '@portal/domain/safeguarding/positions-of-trust';
import type { MemberTeam } from '@portal/domain/teams/teams.contract';

// Positions of trust on the team page (issue 44, decision 320): beside a manager, team admin, coach or assistant
// coach whose Working With Children Check is not verified, the plain words ("Coach — waiting for a Working With
// Children Check"); and, to the member whose own powers wait for their check, why.

/** The words under a position's names for each holder not cleared (with the name when the position has several). */
export function TrustNotes({ team, position }: { team: MemberTeam; position: TeamTrustRole }) {
  const holders = team.t_trust.filter((p) => p.position === position);
  return holders
    .filter((p) => p.label)
    .map((p) => (
      <Typography key={p.mid} variant="body2" sx={{ color: p.state === 'removed' ? 'error.main' : 'warning.dark' }}>
        {holders.length > 1 ? `${p.name}: ${p.label}` : p.label}
      </Typography>
    ));
}

/** To the viewer whose own positions are held back: which powers wait, and what to do. */
export function HeldBackAlert({ team }: { team: MemberTeam }) {
  if (!team.t_held_back.length) return null;
  const positions = team.t_held_back.map((r) => TrustPositionLabels[r].toLowerCase()).join(' and ');
  return (
    <Alert severity="warning" sx={{ mt: 1 }}>
      {TrustMessages.heldBack(positions)}
    </Alert>
  );
}
