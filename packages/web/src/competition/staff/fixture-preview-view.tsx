import { useState } from 'react';
import { Box, Chip, List, ListItem, ListItemText, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { PreviewRound } from '@portal/domain/competition/fixtures.staff.contract';
import { FixtureTexts as T } from '@portal/domain/competition/fixtures.staff.messages';
import { formatTime, isoToDmy } from '@portal/domain/shared/time';

/** A division's rounds: previewed (with the days skipped) or published. */
interface Division {
  name: string;
  rounds: PreviewRound[];
  skipped?: { date: string; reason: string }[];
}
interface Row {
  id: string;
  round: number;
  date: string;
  time: string;
  court: string;
  home: string;
  away: string;
  duty: string;
}

const rowsOf = (d: Division): Row[] =>
  d.rounds.flatMap((r) => [
    ...r.games.map((g, i) => ({
      id: `${r.round}-${i}`,
      round: r.round,
      date: isoToDmy(g.date),
      time: formatTime(g.start),
      court: `${g.court}, ${g.venue}`,
      home: g.home,
      away: g.away,
      duty: g.duty ?? '',
    })),
    ...r.byes.map((b) => ({
      id: `${r.round}-bye-${b}`,
      round: r.round,
      date: r.date ? isoToDmy(r.date) : T.noDate,
      time: '',
      court: '',
      home: b,
      away: T.bye,
      duty: '',
    })),
  ]);
const columns: GridColDef<Row>[] = [
  { field: 'round', headerName: T.round, width: 70 },
  { field: 'date', headerName: T.date, width: 105 },
  { field: 'time', headerName: T.time, width: 96 },
  { field: 'court', headerName: T.court, flex: 1.2, minWidth: 150 },
  { field: 'home', headerName: T.home, flex: 1, minWidth: 110 },
  { field: 'away', headerName: T.away, flex: 1, minWidth: 110 },
  { field: 'duty', headerName: T.duty, flex: 1, minWidth: 100 },
];

/** One round as the public draw lays it out: its date, each game's time, court and teams, and the bye cards. */
function RoundCard({ r }: { r: PreviewRound }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} aria-label={`${T.round} ${r.round}`}>
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
        {T.round} {r.round} · {r.date ? isoToDmy(r.date) : T.noDate}
        {r.kept ? ` (${T.kept})` : ''}
        {r.double_points ? ` · ${T.doublePoints}` : ''}
      </Typography>
      {r.games.map((g) => (
        <Typography key={`${g.start}-${g.court}-${g.home}`} variant="body2">
          {formatTime(g.start)} · {g.court}, {g.venue} · {g.home} vs {g.away}
        </Typography>
      ))}
      {r.byes.map((b) => (
        <Chip key={b} size="small" sx={{ mt: 0.5, mr: 0.5 }} label={`${T.bye}: ${b}`} />
      ))}
    </Paper>
  );
}

/** A division's previewed fixture, as a table or as the public draw shows it (byes visible). */
export function DivisionPreview({ division }: { division: Division }) {
  const [tab, setTab] = useState(0);
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h6" component="h3">
        {division.name}
      </Typography>
      {division.skipped && division.skipped.length > 0 && (
        <List dense disablePadding aria-label={`${division.name}: ${T.skippedTitle}`}>
          {division.skipped.map((d) => (
            <ListItem key={d.date} disableGutters sx={{ py: 0 }}>
              <ListItemText primary={T.skipped(isoToDmy(d.date), d.reason)} />
            </ListItem>
          ))}
        </List>
      )}
      <Tabs value={tab} onChange={(_e, v: number) => setTab(v)} aria-label={`${division.name} preview`}>
        <Tab label={T.table} />
        <Tab label={T.draw} />
      </Tabs>
      {tab === 0 ? (
        <DataGrid
          aria-label={`${division.name} ${T.table}`}
          autoHeight
          rows={rowsOf(division)}
          columns={columns}
          density="compact"
          disableRowSelectionOnClick
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          pageSizeOptions={[25, 50, 100]}
        />
      ) : (
        <Stack spacing={1} sx={{ mt: 1 }}>
          {division.rounds.map((r) => (
            <RoundCard key={r.round} r={r} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
