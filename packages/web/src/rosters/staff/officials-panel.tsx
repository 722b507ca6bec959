import { List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import type { BoardOfficial } from '@portal/domain/rosters/rosters.staff.contract';
import { RefereeBoardTexts as T } from '@portal/domain/rosters/rosters.staff.messages';
import { dayName } from '@portal/domain/rosters/rosters.rules';
import { formatTime, isoToDmy } from '@portal/domain/shared/time';

/** Each official of the roster type: games in the range, timeslots and unavailable dates (spec 002 §3 availability). */
export function OfficialsPanel({ officials }: { officials: BoardOfficial[] }) {
  return (
    <Paper component="section" aria-labelledby="officials-heading" variant="outlined" sx={{ p: 1.5 }}>
      <Typography id="officials-heading" variant="h6" component="h2">
        {T.officialsRegion}
      </Typography>
      {officials.length === 0 && <Typography sx={{ mt: 1 }}>{T.noOfficials}</Typography>}
      <List dense>
        {officials.map((o) => (
          <ListItem key={o.member_id} disableGutters divider aria-label={o.name}>
            <ListItemText
              primary={`${o.name}: ${T.games(o.games)}`}
              secondary={
                <>
                  <span>
                    {T.timeslots}:{' '}
                    {o.timeslots.length
                      ? o.timeslots
                          .map((s) => `${dayName(String(s.day) as never)} ${formatTime(s.time)} (${s.venue})`)
                          .join('; ')
                      : T.none}
                  </span>
                  <br />
                  <span>
                    {T.unavailable}: {o.unavailable.length ? o.unavailable.map((d) => isoToDmy(d)).join(', ') : T.none}
                  </span>
                </>
              }
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
