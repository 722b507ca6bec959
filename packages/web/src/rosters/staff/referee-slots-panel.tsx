import { Paper, Stack, TextField, Typography } from '@mui/material';
import type { RefereeBoard } from '@portal/domain/rosters/rosters.staff.contract';
import { MAX_REFEREE_SLOTS } from '@portal/domain/rosters/referee-board.rules';
import { RefereeBoardTexts as T } from '@portal/domain/rosters/rosters.staff.messages';

const COUNTS = Array.from({ length: MAX_REFEREE_SLOTS }, (_, i) => i + 1);

/** How many referees each game of the divisions shown needs (decision 278): one select per division. */
export function RefereeSlotsPanel({
  divisions,
  busy,
  onSet,
}: {
  divisions: RefereeBoard['divisions'];
  busy: boolean;
  onSet: (divisionId: number, slots: number) => void;
}) {
  if (!divisions.length) return null;
  return (
    <Paper component="section" aria-labelledby="referee-slots-heading" variant="outlined" sx={{ p: 1.5, mb: 2 }}>
      <Typography id="referee-slots-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {T.slotsTitle}
      </Typography>
      <Stack sx={{ gap: 1 }}>
        {divisions.map((d) => (
          <Stack
            key={d.division_id}
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
          >
            <Typography variant="body2">{d.division}</Typography>
            <TextField
              select
              size="small"
              disabled={busy}
              value={String(d.referee_slots)}
              sx={{ width: 72, flexShrink: 0 }}
              onChange={(e) => onSet(d.division_id, Number(e.target.value))}
              slotProps={{ select: { native: true }, htmlInput: { 'aria-label': T.slotsLabel(d.division) } }}
            >
              {COUNTS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </TextField>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
