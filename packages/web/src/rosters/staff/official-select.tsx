import { Box, Button, Chip, TextField, Typography } from '@mui/material';
import type { BoardGame, BoardOfficial } from '@portal/domain/rosters/rosters.staff.contract';
import { ClashLabels, RefereeBoardTexts as T } from '@portal/domain/rosters/rosters.staff.messages';

type Slot = BoardGame['slots'][number];

/** A moved game's flag, with Keep to confirm the holder (decision 279). */
function MovedNote({ slot, label, busy, onKeep }: { slot: Slot; label: string; busy: boolean; onKeep: () => void }) {
  return (
    <Box
      role="note"
      aria-label={`${label}: ${T.moved}`}
      sx={{ display: 'flex', gap: 0.5, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}
    >
      <Chip size="small" color="error" label={T.moved} />
      <Button size="small" disabled={busy} onClick={onKeep} aria-label={`${T.confirm} ${slot.name}, ${label}`}>
        {T.confirm}
      </Button>
    </Box>
  );
}

/**
 * Who holds one function of a game: a select of the type's officials (each with its clash markers; the holder is
 * always one of them, even when no longer on the officials list), then the holder's answer, a moved game's flag with
 * Keep, and the markers of the one chosen (decisions 278, 279).
 */
export function OfficialSelect({
  game,
  slot,
  officials,
  busy,
  onChange,
}: {
  game: BoardGame;
  slot: Slot;
  officials: BoardOfficial[];
  busy: boolean;
  onChange: (memberId: number | null) => void;
}) {
  const label = T.function(slot.function, `${game.team_a} vs ${game.team_b}`);
  const clashesOf = (id: number) => game.candidates.find((c) => c.member_id === id)?.clashes ?? [];
  const unlisted = slot.member_id !== null && !officials.some((o) => o.member_id === slot.member_id);
  return (
    <Box sx={{ minWidth: 170 }}>
      <TextField
        select
        size="small"
        fullWidth
        disabled={busy}
        value={slot.member_id === null ? '' : String(slot.member_id)}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        slotProps={{ select: { native: true }, htmlInput: { 'aria-label': label } }}
      >
        <option value="">{T.open}</option>
        {unlisted && <option value={slot.member_id!}>{`${slot.name} (${T.noAccess})`}</option>}
        {officials.map((o) => {
          const clashes = o.member_id === slot.member_id ? slot.clashes : clashesOf(o.member_id);
          return (
            <option key={o.member_id} value={o.member_id}>
              {o.name}
              {clashes.length ? ` (${clashes.map((c) => ClashLabels[c]).join(', ')})` : ''}
            </option>
          );
        })}
      </TextField>
      {slot.member_id !== null && !slot.moved && slot.response && (
        <Chip
          size="small"
          sx={{ mt: 0.5 }}
          variant="outlined"
          color={slot.response === 'accepted' ? 'success' : 'default'}
          label={T.responses[slot.response]}
          aria-label={`${label}: ${T.responses[slot.response]}`}
        />
      )}
      {slot.moved && <MovedNote slot={slot} label={label} busy={busy} onKeep={() => onChange(slot.member_id)} />}
      {slot.declined_by && (
        <Typography variant="caption" color="error" sx={{ display: 'block', mt: 0.5 }}>
          {T.declinedBy(slot.declined_by)}
        </Typography>
      )}
      {slot.clashes.length > 0 && (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.5 }} aria-label={`${label}: clashes`}>
          {slot.clashes.map((c) => (
            <Chip key={c} size="small" color="warning" variant="outlined" label={ClashLabels[c]} />
          ))}
        </Box>
      )}
    </Box>
  );
}
