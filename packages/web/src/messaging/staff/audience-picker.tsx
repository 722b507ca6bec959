import { Box, Checkbox, FormControlLabel, FormGroup, FormLabel, MenuItem, TextField, Typography } from '@mui/material';
import type { AudienceType } from '@portal/domain/messaging/messaging';
import { TEAM_ROLES } from '@portal/domain/messaging/messaging';
import type { AudienceOptions } from '@portal/domain/messaging/messaging.staff.contract';
import { AudienceTypeLabels, MessagingStaffTexts as T } from '@portal/domain/messaging/messaging.staff.messages';
import { sportLabel } from '@portal/domain/shared/fields';

type TeamRole = (typeof TEAM_ROLES)[number];

/** What the picker holds while staff choose: the type, then the one season, division, team, club or sport. */
export interface AudienceDraft {
  type: AudienceType | '';
  seasonId: number | '';
  divisionId: number | '';
  teamId: number | '';
  roles: TeamRole[];
  club: string;
  sport: string;
  withinDays: string;
}

export const emptyDraft: AudienceDraft = {
  type: '',
  seasonId: '',
  divisionId: '',
  teamId: '',
  roles: [...TEAM_ROLES],
  club: '',
  sport: '',
  withinDays: '30',
};

/** The audience the draft names, or null while something is still to choose. */
export function audienceOf(d: AudienceDraft) {
  switch (d.type) {
    case '':
      return null;
    case 'sport':
      return d.sport ? { type: d.type, sport: d.sport as 'basketball' } : null;
    case 'season':
      return d.seasonId ? { type: d.type, seasonId: d.seasonId } : null;
    case 'division':
      return d.divisionId ? { type: d.type, divisionId: d.divisionId } : null;
    case 'team':
      return d.teamId && d.roles.length ? { type: d.type, teamId: d.teamId, roles: d.roles } : null;
    case 'club':
      return d.club ? { type: d.type, club: d.club } : null;
    case 'renewal-due': {
      const days = Number(d.withinDays);
      return /^\d{1,3}$/.test(d.withinDays) && days <= 365 ? { type: d.type, withinDays: days } : null;
    }
    default:
      return { type: d.type };
  }
}

interface Item {
  value: string | number;
  text: string;
}

/** One select of the picker, with the server's field error under it. */
function Pick(p: {
  label: string;
  value: string | number;
  items: Item[];
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <TextField
      select
      label={p.label}
      value={p.value}
      onChange={(e) => p.onChange(e.target.value)}
      error={!!p.error}
      helperText={p.error}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      {p.items.map((i) => (
        <MenuItem key={i.value} value={i.value}>
          {i.text}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface PickerProps {
  options: AudienceOptions;
  draft: AudienceDraft;
  onChange: (d: AudienceDraft) => void;
  errors: Record<string, string>;
}

/** Choose who a message goes to: the kind of audience the role may use, then which one (issue 43 item 1). */
export function AudiencePicker({ options: o, draft, onChange, errors }: PickerProps) {
  const set = (patch: Partial<AudienceDraft>) => onChange({ ...draft, ...patch });
  const t = draft.type;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Pick
        label={T.audienceType}
        value={t}
        items={o.types.map((a) => ({ value: a, text: AudienceTypeLabels[a] }))}
        onChange={(v) => onChange({ ...emptyDraft, type: v as AudienceType, seasonId: o.seasons[0]?.id ?? '' })}
      />
      {(t === 'season' || t === 'division' || t === 'team') && (
        <Pick
          label={T.season}
          value={draft.seasonId}
          items={o.seasons.map((s) => ({ value: s.id, text: s.name }))}
          onChange={(v) => set({ seasonId: Number(v), divisionId: '', teamId: '' })}
          error={errors['audience.seasonId']}
        />
      )}
      {t === 'division' && (
        <Pick
          label={T.division}
          value={draft.divisionId}
          items={o.divisions.filter((d) => d.season_id === draft.seasonId).map((d) => ({ value: d.id, text: d.name }))}
          onChange={(v) => set({ divisionId: Number(v) })}
          error={errors['audience.divisionId']}
        />
      )}
      {t === 'team' && <TeamPick options={o} draft={draft} onChange={onChange} errors={errors} />}
      {t === 'club' &&
        (o.clubs.length ? (
          <Pick
            label={T.club}
            value={draft.club}
            items={o.clubs.map((c) => ({ value: c, text: c }))}
            onChange={(v) => set({ club: v })}
            error={errors['audience.club']}
          />
        ) : (
          <Typography color="text.secondary">{T.noClubs}</Typography>
        ))}
      {t === 'sport' && (
        <Pick
          label={T.sport}
          value={draft.sport}
          items={o.sports.map((s) => ({ value: s, text: sportLabel(s) }))}
          onChange={(v) => set({ sport: v })}
        />
      )}
      {t === 'renewal-due' && (
        <TextField
          label={T.withinDays}
          value={draft.withinDays}
          onChange={(e) => set({ withinDays: e.target.value.replace(/\D/g, '').slice(0, 3) })}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          error={!!errors['audience.withinDays']}
          helperText={errors['audience.withinDays']}
        />
      )}
    </Box>
  );
}

function TeamPick({ options: o, draft, onChange, errors }: PickerProps) {
  const set = (patch: Partial<AudienceDraft>) => onChange({ ...draft, ...patch });
  return (
    <>
      <Pick
        label={T.team}
        value={draft.teamId}
        items={o.teams
          .filter((t) => t.season_id === draft.seasonId)
          .map((t) => ({ value: t.id, text: `${t.name} (${t.division})` }))}
        onChange={(v) => set({ teamId: Number(v) })}
        error={errors['audience.teamId']}
      />
      <FormGroup>
        <FormLabel component="legend">{T.teamRoles}</FormLabel>
        {TEAM_ROLES.map((r) => (
          <FormControlLabel
            key={r}
            label={T.teamRoleLabels[r]}
            control={
              <Checkbox
                checked={draft.roles.includes(r)}
                onChange={(e) =>
                  set({ roles: e.target.checked ? [...draft.roles, r] : draft.roles.filter((x) => x !== r) })
                }
              />
            }
          />
        ))}
      </FormGroup>
    </>
  );
}
