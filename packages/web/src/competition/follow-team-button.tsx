import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { CompetitionMessages as M } from '@portal/domain/competition/competition.messages';
import { readFollowedTeam, writeFollowedTeam, type FollowedTeam } from '../lib/followed-team';

/** 'My team': a toggle that remembers the chosen team on this device (docs/decisions/110-court-side-draw.md). */
export function FollowTeamButton({ team }: { team: FollowedTeam }) {
  const [followed, setFollowed] = useState(readFollowedTeam);
  const pressed = followed?.teamId === team.teamId && followed.divisionId === team.divisionId;
  const toggle = () => {
    const next = pressed ? null : team;
    writeFollowedTeam(next);
    setFollowed(next);
  };
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Button
        variant={pressed ? 'contained' : 'outlined'}
        aria-pressed={pressed}
        onClick={toggle}
        sx={{ minHeight: 44 }}
        startIcon={pressed ? <StarIcon /> : <StarBorderIcon />}
      >
        {M.myTeam}
      </Button>
      {pressed && (
        <Typography variant="body2" color="textSecondary">
          {M.myTeamHint}
        </Typography>
      )}
    </Stack>
  );
}
