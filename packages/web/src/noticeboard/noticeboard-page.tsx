import {
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { Column } from '../components/data/paged-table';
import { useQuery } from '@tanstack/react-query';
import type { NoticeboardRow } from '@portal/domain/noticeboard/noticeboard.contract';
import { NoticeboardTexts as T } from '@portal/domain/noticeboard/noticeboard.messages';
import { TECHNICAL_ISSUE } from '@portal/domain/shared/messages';
import { ErrorAlert } from '../components/feedback/error-alert';
import { PageLoading } from '../components/feedback/page-loading';
import { errorMessage } from '../lib/api-client';
import { NoticeboardCards } from './noticeboard-cards';
import { noticeboardQuery } from './noticeboard.api';

/** The spec's columns; all but the comment keep to one line (a phone shows them as cards: NoticeboardCards). */
const COLUMNS: (Column<NoticeboardRow> & { wrap?: boolean })[] = [
  { label: T.firstname, cell: (r) => r.firstname },
  { label: T.surname, cell: (r) => r.surname },
  { label: T.gender, cell: (r) => r.gender },
  // A phone's card may break the address before its @, not in the middle of the domain.
  {
    label: T.email,
    cell: (r) =>
      r.email ? (
        <Link href={`mailto:${r.email}`}>
          {r.email.replace(/@.*$/, '')}
          <wbr />
          {r.email.replace(/^[^@]*/, '')}
        </Link>
      ) : (
        ''
      ),
  },
  { label: T.competition, cell: (r) => r.competition },
  { label: T.comment, cell: (r) => r.comment, wrap: true },
];

/** spec 002 §2 Noticeboard (/member/noticeboard, is_man): one table grouped by section, with the spec's columns. */
export function NoticeboardPage() {
  const board = useQuery(noticeboardQuery());
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 26, sm: 34 } }}>
        {T.title}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {T.intro}
      </Typography>
      {board.isPending && <PageLoading />}
      {board.isError && <ErrorAlert message={errorMessage(board.error, TECHNICAL_ISSUE)} />}
      {board.data?.length === 0 && <Typography>{T.empty}</Typography>}
      {!!board.data?.length && phone && <NoticeboardCards sections={board.data} columns={COLUMNS} />}
      {!!board.data?.length && !phone && (
        <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={T.title}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((c) => (
                  <TableCell key={c.label} sx={{ whiteSpace: 'nowrap' }}>
                    {c.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            {board.data.map((s) => (
              <TableBody key={s.section}>
                <TableRow>
                  <TableCell
                    component="th"
                    scope="rowgroup"
                    colSpan={COLUMNS.length}
                    sx={{ bgcolor: 'action.hover', fontWeight: 700 }}
                  >
                    {s.section}
                  </TableCell>
                </TableRow>
                {s.rows.map((r) => (
                  <TableRow key={r.id} hover>
                    {COLUMNS.map((c) => (
                      <TableCell
                        key={c.label}
                        sx={{
                          verticalAlign: 'top',
                          whiteSpace: c.wrap ? 'normal' : 'nowrap',
                          minWidth: c.wrap ? 240 : undefined,
                        }}
                      >
                        {c.cell(r)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            ))}
          </Table>
        </TableContainer>
      )}
    </>
  );
}
