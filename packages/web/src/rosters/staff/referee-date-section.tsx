import {
  Box,
  Button,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { BoardGame, BoardOfficial } from '@portal/domain/rosters/rosters.staff.contract';
import { RefereeBoardTexts as T } from '@portal/domain/rosters/rosters.staff.messages';
import { formatTime, isoToDmy } from '@portal/domain/shared/time';
import { OfficialSelect } from './official-select';

interface Props {
  date: string;
  published: boolean;
  places: { open: number; total: number };
  games: BoardGame[];
  functions: string[];
  officials: BoardOfficial[];
  busy: boolean;
  onAssign: (game: BoardGame, fn: string, memberId: number | null) => void;
  onPublish: (date: string) => void;
}

/** One game: its time, court (venue under it), teams (division under them) and a select per function it needs. */
function GameRow({
  game: g,
  functions,
  officials,
  busy,
  onAssign,
}: Pick<Props, 'functions' | 'officials' | 'busy' | 'onAssign'> & { game: BoardGame }) {
  return (
    <TableRow>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(g.time)}</TableCell>
      <TableCell>
        {g.court}
        <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: 12 }}>
          {g.venue}
        </Box>
      </TableCell>
      <TableCell>
        {g.team_a} vs {g.team_b}
        <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: 12 }}>
          {g.division}
        </Box>
      </TableCell>
      {functions.map((fn) => {
        const s = g.slots.find((x) => x.function === fn);
        return (
          <TableCell key={fn}>
            {s ? (
              <OfficialSelect
                game={g}
                slot={s}
                officials={officials}
                busy={busy}
                onChange={(id) => onAssign(g, fn, id)}
              />
            ) : (
              <Typography variant="body2" color="textSecondary">
                {T.notNeeded}
              </Typography>
            )}
          </TableCell>
        );
      })}
    </TableRow>
  );
}

/** One date of the board: whether it is published, its Publish button, and its games with a select per function. */
export function RefereeDateSection({
  date,
  published,
  places,
  games,
  functions,
  officials,
  busy,
  onAssign,
  onPublish,
}: Props) {
  const day = isoToDmy(date);
  const weekday = new Date(`${date}T00:00:00Z`).toLocaleDateString('en-AU', { weekday: 'long', timeZone: 'UTC' });
  return (
    <Paper component="section" aria-label={day} variant="outlined" sx={{ mb: 2 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, p: 1.5 }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h6" component="h2">
            {weekday} {day}
          </Typography>
          <Chip size="small" color={published ? 'success' : 'default'} label={published ? T.publishedOn : T.draft} />
          {places.total > 0 && (
            <Chip
              size="small"
              variant="outlined"
              color={places.open ? 'warning' : 'success'}
              label={T.placesOpen(places.open, places.total)}
            />
          )}
        </Stack>
        <Button variant={published ? 'outlined' : 'contained'} disabled={busy} onClick={() => onPublish(date)}>
          {published ? T.republish(day) : T.publish(day)}
        </Button>
      </Stack>
      <TableContainer>
        <Table size="small" aria-label={`${T.gamesRegion} ${day}`}>
          <TableHead>
            <TableRow>
              <TableCell>Time</TableCell>
              <TableCell>Court</TableCell>
              <TableCell>Game</TableCell>
              {functions.map((fn) => (
                <TableCell key={fn}>{fn}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {games.map((g) => (
              <GameRow
                key={g.game_id}
                game={g}
                functions={functions}
                officials={officials}
                busy={busy}
                onAssign={onAssign}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
