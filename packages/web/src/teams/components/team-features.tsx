import { Button, Stack } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { TeamsMessages as M } from '@portal/domain/teams/teams.messages';
import { TeamSection } from './team-section';
import { busyIcon } from '../../components/feedback/busy-icon';

/**
 * spec 001 §2 Team Features, for the manager and team admin of an open season: Save submits the page's form
 * (colours and playing numbers); the others open their dialogs.
 */
export function TeamFeatures({
  saving,
  onForfeit,
  onAddMember,
  onAddTemp,
}: {
  saving: boolean;
  onForfeit: () => void;
  onAddMember: () => void;
  onAddTemp: () => void;
}) {
  return (
    <TeamSection title={M.teamFeatures}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={saving} startIcon={busyIcon(saving, <SaveIcon />)}>
          {M.save}
        </Button>
        <Button variant="outlined" color="error" onClick={onForfeit}>
          {M.forfeit}
        </Button>
        <Button variant="outlined" onClick={onAddMember}>
          {M.addTeamMember}
        </Button>
        <Button variant="outlined" onClick={onAddTemp}>
          {M.addTemporaryMember}
        </Button>
      </Stack>
    </TeamSection>
  );
}
