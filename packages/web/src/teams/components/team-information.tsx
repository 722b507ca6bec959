import type { ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { MemberTeam } from '@portal/domain/teams/teams.contract';
import { TeamsMessages as M, TeamsTexts as T } from '@portal/domain/teams/teams.messages';
import type { TeamAccess } from '@portal/domain/teams/teams.rules';
import { TextInput } from '../../components/form-fields/text-input';
import { ColourSwatch } from './colour-swatch';
import { TeamSection } from './team-section';
import { TrustNotes } from './trust-notes';

export type Position = 'coach' | 'assistant';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ py: 0.75, gap: { xs: 0.25, sm: 2 }, borderBottom: 1, borderColor: 'divider', alignItems: { sm: 'center' } }}
    >
      <Typography sx={{ width: { sm: 220 }, flexShrink: 0, color: 'text.secondary' }}>{label}</Typography>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere', flex: 1 }}>{children}</Box>
    </Stack>
  );
}

/** A colour: the picker for editors (bound to the save form), a swatch for everyone else (spec 001 §2). */
function Colour({ name, label, value, editable }: { name: string; label: string; value: string; editable: boolean }) {
  if (!editable) return <ColourSwatch label={label} colour={value} />;
  // the row names the field; the picker carries the same name for screen readers
  return (
    <TextInput
      name={name}
      type="color"
      size="small"
      sx={{ width: 96 }}
      slotProps={{ htmlInput: { 'aria-label': label } }}
    />
  );
}

/** spec 001 §2 Team Information: division, season, staff (positions removable by editors), colours, limits. */
export function TeamInformation({
  team,
  access,
  onRemovePosition,
}: {
  team: MemberTeam;
  access: TeamAccess;
  onRemovePosition: (position: Position, name: string) => void;
}) {
  const position = (p: Position, label: string, name: string) => (
    <Row label={label}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography>{name || T.none}</Typography>
        <TrustNotes team={team} position={p} />
        {access.canEdit && name && (
          <Button
            size="small"
            color="error"
            onClick={() => onRemovePosition(p, name)}
            aria-label={T.removePosition(label)}
          >
            {M.removePositionTitle}
          </Button>
        )}
      </Stack>
    </Row>
  );
  return (
    <TeamSection title={M.teamInformation}>
      <Row label={T.division}>{team.t_division}</Row>
      <Row label={T.season}>{team.t_season}</Row>
      <Row label={T.manager}>
        {team.t_manager || T.none}
        <TrustNotes team={team} position="manager" />
      </Row>
      {team.t_admin && (
        <Row label={T.admin}>
          {team.t_admin}
          <TrustNotes team={team} position="admin" />
        </Row>
      )}
      {position('coach', T.coach, team.t_coach)}
      {position('assistant', T.assistant, team.t_assistant)}
      <Row label={T.singletColour}>
        <Colour name="singletColour" label={T.singletColour} value={team.t_singlet_colour} editable={access.canEdit} />
      </Row>
      <Row label={T.numberColour}>
        <Colour name="numberColour" label={T.numberColour} value={team.t_number_colour} editable={access.canEdit} />
      </Row>
      <Row label={T.minPlayers}>{team.t_division_min_players}</Row>
      <Row label={T.maxPlayers}>{team.t_division_max_players ?? T.noMaximum}</Row>
      {team.t_division_qual > 0 && <Row label={T.qualification}>{`${team.t_division_qual}%`}</Row>}
      <Row label={T.created}>{team.t_created}</Row>
    </TeamSection>
  );
}
