import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ResultsTexts as T } from '@portal/domain/competition/results.staff.messages';
import { DivisionPage } from './division-page';
import { ErrorAlert } from '../../components/feedback/error-alert';
import { PageLoading } from '../../components/feedback/page-loading';
import { errorMessage } from '../../lib/api-client';
import { AdjustmentForm } from './adjustment-form';
import { adjustmentsQuery } from './results.staff.api';

/** /staff/results/adjustments: a division's points adjustments, each with its reason, and a form to add one. */
export function AdjustmentsPage() {
  return (
    <DivisionPage title={T.adjustmentsTitle} texts={T}>
      {(divisionId) => <DivisionAdjustmentList divisionId={divisionId} />}
    </DivisionPage>
  );
}

function DivisionAdjustmentList({ divisionId }: { divisionId: number }) {
  const list = useQuery(adjustmentsQuery(divisionId));
  const [notice, setNotice] = useState<string | null>(null);
  if (list.isPending) return <PageLoading label={T.loading} />;
  if (list.isError) return <ErrorAlert message={errorMessage(list.error, T.loading)} />;
  return (
    <Box>
      <AdjustmentForm teams={list.data.teams} onDone={setNotice} />
      {notice && (
        <Alert severity="success" role="status" sx={{ my: 2 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {list.data.adjustments.length === 0 ? (
        <Typography>{T.noAdjustments}</Typography>
      ) : (
        <Table size="small" aria-label={T.adjustmentsTitle}>
          <TableHead>
            <TableRow>
              <TableCell>{T.team}</TableCell>
              <TableCell>{T.points}</TableCell>
              <TableCell>{T.reason}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.data.adjustments.map((a) => (
              <TableRow key={a.id}>
                <TableCell>{a.team}</TableCell>
                <TableCell>{a.points > 0 ? `+${a.points}` : a.points}</TableCell>
                <TableCell>{a.reason}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
