import { Fragment, useState } from 'react';
import { Box, Collapse, IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, useMediaQuery, useTheme } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import type { ResultReply } from '@portal/domain/competition/competition.contract';
import { CompetitionMessages as M, StandingsColumns } from '@portal/domain/competition/competition.messages';
import { shownPoints } from '@portal/domain/competition/competition.rules';

type Row = ResultReply['data']['divisionResult'][number] & { adjust: number; shown: number };

/** Cell value of a column: adjust and points (shown = points + adjustment) come from adjustTeams (spec 001 §4). */
const cell = (r: Row, key: (typeof StandingsColumns)[number]['key']) => (key === 'points' ? r.shown : r[key]);

/** The ladder (spec 001 §2 Standings): every column on wide screens; on mobile, rows expand one at a time. */
export function StandingsTable({ data }: { data: ResultReply['data'] }) {
  const mobile = useMediaQuery(useTheme().breakpoints.down('md'));
  const [open, setOpen] = useState<number | null>(null);
  const rows: Row[] = data.divisionResult.map((r) => {
    const adjust = data.adjustTeams[String(r.team_id)] ?? 0;
    return { ...r, adjust, shown: shownPoints(r.points, adjust) };
  });
  const columns = mobile ? StandingsColumns.filter((c) => ['team', 'played', 'points'].includes(c.key)) : StandingsColumns;
  const hidden = StandingsColumns.filter((c) => !columns.includes(c));
  return (
    <TableContainer component={Box} sx={{ bgcolor: 'background.paper', borderRadius: 1, border: 1, borderColor: 'divider' }}>
      <Table size="small" aria-label={M.standingsTitle}>
        <TableHead>
          <TableRow>
            {mobile && <TableCell padding="checkbox" />}
            {columns.map((c) => <TableCell key={c.key} align={c.key === 'team' ? 'left' : 'right'}>{c.label}</TableCell>)}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <Fragment key={r.team_id}>
              <TableRow hover>
                {mobile && (
                  <TableCell padding="checkbox">
                    <IconButton size="small" aria-label={open === r.team_id ? M.hideDetails(r.team) : M.showDetails(r.team)} aria-expanded={open === r.team_id}
                      onClick={() => setOpen(open === r.team_id ? null : r.team_id)}>
                      {open === r.team_id ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
                    </IconButton>
                  </TableCell>
                )}
                {columns.map((c) => (
                  <TableCell key={c.key} align={c.key === 'team' ? 'left' : 'right'} sx={c.key === 'points' ? { fontWeight: 700 } : undefined}>{cell(r, c.key)}</TableCell>
                ))}
              </TableRow>
              {mobile && (
                <TableRow>
                  <TableCell colSpan={columns.length + 1} sx={{ py: 0, borderBottom: open === r.team_id ? undefined : 0 }}>
                    <Collapse in={open === r.team_id} unmountOnExit>
                      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.5, my: 1 }}>
                        {hidden.map((c) => (
                          <Fragment key={c.key}><Box component="dt">{c.label}</Box><Box component="dd" sx={{ m: 0, textAlign: 'right' }}>{cell(r, c.key)}</Box></Fragment>
                        ))}
                      </Box>
                    </Collapse>
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
