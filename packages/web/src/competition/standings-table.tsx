import { Fragment, useState } from 'react';
import {
  Box,
  Collapse,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import type { ResultReply } from '@portal/domain/competition/competition.contract';
import { CompetitionMessages as M, StandingsColumns } from '@portal/domain/competition/competition.messages';
import { shownPoints } from '@portal/domain/competition/competition.rules';
import { visuallyHidden } from '../components/visually-hidden';
import { useSidewaysOverflow } from '../lib/use-sideways-overflow';

type Row = ResultReply['data']['divisionResult'][number] & { adjust: number; shown: number };
type Key = (typeof StandingsColumns)[number]['key'];

/** Cell value of a column: adjust and points (shown = points + adjustment) come from adjustTeams (spec 001 §4). */
const cell = (r: Row, key: Key) => (key === 'points' ? r.shown : r[key]);
/** ours: on a phone the row itself shows the ladder's essentials; the rest is behind the expand control. */
const PHONE: readonly Key[] = ['team', 'played', 'win', 'loss', 'points'];
/** Team names wrap between words only (never mid-word), on a phone and a desktop alike. */
const TEAM = { overflowWrap: 'normal', wordBreak: 'normal', hyphens: 'none', minWidth: { xs: 0, md: 160 } } as const;

type Column = (typeof StandingsColumns)[number];

/** A row's expand control on a phone. */
function ExpandCell({ r, open, onOpen }: { r: Row; open: number | null; onOpen: (team: number | null) => void }) {
  return (
    <TableCell sx={{ p: 0, width: 48 }}>
      <IconButton
        sx={{ width: 44, height: 44 }}
        aria-label={open === r.team_id ? M.hideDetails(r.team) : M.showDetails(r.team)}
        aria-expanded={open === r.team_id}
        onClick={() => onOpen(open === r.team_id ? null : r.team_id)}
      >
        {open === r.team_id ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
      </IconButton>
    </TableCell>
  );
}

/** On a phone, the row under a team's row with the columns it does not show, open one team at a time. */
function DetailsRow({ r, open, span, hidden }: { r: Row; open: boolean; span: number; hidden: Column[] }) {
  return (
    <TableRow>
      <TableCell colSpan={span} sx={{ py: 0, borderBottom: open ? undefined : 0 }}>
        <Collapse in={open} unmountOnExit>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.5, my: 1 }}>
            {hidden.map((c) => (
              <Fragment key={c.key}>
                <Box component="dt">{c.label}</Box>
                <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
                  {cell(r, c.key)}
                </Box>
              </Fragment>
            ))}
          </Box>
        </Collapse>
      </TableCell>
    </TableRow>
  );
}

/** The header row: the position, then the columns shown (after a hidden heading for the expand controls on a phone). */
function StandingsHead({
  mobile,
  columns,
  pad,
}: {
  mobile: boolean;
  columns: readonly Column[];
  pad?: { px: number };
}) {
  return (
    <TableHead>
      <TableRow>
        {mobile && (
          <TableCell sx={{ p: 0, width: 48 }}>
            <Box component="span" sx={visuallyHidden}>
              {M.details}
            </Box>
          </TableCell>
        )}
        <TableCell align="right" sx={pad}>
          {M.position}
        </TableCell>
        {columns.map((c) => (
          <TableCell key={c.key} align={c.key === 'team' ? 'left' : 'right'} sx={pad}>
            {c.label}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

/**
 * The ladder (spec 001 §2 Standings): the position, then every column on wide screens; on mobile, rows expand one at
 * a time.
 * The `team` carried from the draw or stats is marked (aria-current).
 */
export function StandingsTable({ data, team = null }: { data: ResultReply['data']; team?: number | null }) {
  const mobile = useMediaQuery(useTheme().breakpoints.down('md'));
  const { ref, overflows } = useSidewaysOverflow<HTMLDivElement>();
  const [open, setOpen] = useState<number | null>(null);
  const rows: Row[] = data.divisionResult.map((r) => {
    const adjust = data.adjustTeams[String(r.team_id)] ?? 0;
    return { ...r, adjust, shown: shownPoints(r.points, adjust) };
  });
  const columns = mobile ? StandingsColumns.filter((c) => PHONE.includes(c.key)) : StandingsColumns;
  const hidden = StandingsColumns.filter((c) => !columns.includes(c));
  const pad = mobile ? { px: 0.5 } : undefined;
  const sx = (key: Key) => ({
    ...pad,
    ...(key === 'team' ? TEAM : { whiteSpace: 'nowrap' }),
    ...(key === 'points' ? { fontWeight: 700 } : {}),
  });
  return (
    <TableContainer
      component={Box}
      ref={ref}
      tabIndex={overflows ? 0 : undefined}
      role={overflows ? 'region' : undefined}
      aria-label={overflows ? M.standingsTitle : undefined}
      sx={{ bgcolor: 'background.paper', borderRadius: 1, border: 1, borderColor: 'divider' }}
    >
      <Table size="small" aria-label={M.standingsTitle}>
        <StandingsHead mobile={mobile} columns={columns} pad={pad} />
        <TableBody>
          {rows.map((r, i) => (
            <Fragment key={r.team_id}>
              <TableRow hover selected={r.team_id === team} aria-current={r.team_id === team ? 'true' : undefined}>
                {mobile && <ExpandCell r={r} open={open} onOpen={setOpen} />}
                <TableCell align="right" sx={pad}>
                  {i + 1}
                </TableCell>
                {columns.map((c) => (
                  <TableCell key={c.key} align={c.key === 'team' ? 'left' : 'right'} sx={sx(c.key)}>
                    {cell(r, c.key)}
                  </TableCell>
                ))}
              </TableRow>
              {mobile && <DetailsRow r={r} open={open === r.team_id} span={columns.length + 2} hidden={hidden} />}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
