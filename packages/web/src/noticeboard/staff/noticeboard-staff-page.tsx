import { Box, IconButton, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useQuery } from '@tanstack/react-query';
import { NoticeboardStaffTexts as S, NoticeboardTexts as T } from '@portal/domain/noticeboard/noticeboard.messages';
import { PageLoading } from '../../components/feedback/page-loading';
import { RefusalAlert } from '../../components/staff/refusal-alert';
import { SuccessNotice } from '../../components/staff/success-notice';
import { NoticeForm } from './notice-form';
import { staffNoticeboardQuery, useAddNotice, useRemoveNotice } from './noticeboard-staff.api';
import { visuallyHidden } from '../../components/visually-hidden';

/** /staff/noticeboard: the managers' noticeboard by section, rows added and removed here (decision 197). */
export function NoticeboardStaffPage() {
  const board = useQuery(staffNoticeboardQuery());
  const add = useAddNotice();
  const remove = useRemoveNotice();
  const reset = () => {
    add.reset();
    remove.reset();
  };
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {T.title}
      </Typography>
      <NoticeForm
        busy={add.isPending}
        onAdd={(body, done) => {
          reset();
          add.mutate(body, { onSuccess: done });
        }}
      />
      <SuccessNotice message={add.data?.message ?? remove.data?.message} onClose={reset} />
      <RefusalAlert error={add.error ?? remove.error ?? board.error} onClose={reset} />
      {board.isPending && <PageLoading label={S.loading} />}
      {board.data?.length === 0 && <Typography>{T.empty}</Typography>}
      {board.data?.map((s) => (
        <Paper
          key={s.section}
          component="section"
          aria-label={s.section}
          variant="outlined"
          sx={{ p: 1.5, mb: 2, overflowX: 'auto' }}
        >
          <Typography variant="h6" component="h2">
            {s.section}
          </Typography>
          <Table size="small" aria-label={s.section}>
            <TableHead>
              <TableRow>
                {[T.firstname, T.surname, T.gender, T.email, T.competition, T.comment].map((h) => (
                  <TableCell key={h}>{h}</TableCell>
                ))}
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {S.actions}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {s.rows.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>{r.firstname}</TableCell>
                  <TableCell>{r.surname}</TableCell>
                  <TableCell>{r.gender}</TableCell>
                  <TableCell>{r.email}</TableCell>
                  <TableCell>{r.competition}</TableCell>
                  <TableCell>{r.comment}</TableCell>
                  <TableCell>
                    <IconButton
                      size="small"
                      aria-label={S.remove(`${r.firstname} ${r.surname}`.trim())}
                      disabled={remove.isPending}
                      onClick={() => {
                        reset();
                        remove.mutate(r.id);
                      }}
                    >
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      ))}
    </>
  );
}
