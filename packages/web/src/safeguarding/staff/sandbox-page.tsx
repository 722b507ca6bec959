import { useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  SANDBOX_DECISIONS,
  SandboxDecisionLabels,
  type SandboxDecision,
  type SandboxSubmissionRow,
} from '@portal/domain/safeguarding/sandbox.staff.contract';
import { SandboxTexts as T } from '@portal/domain/safeguarding/sandbox.staff.messages';
import { CheckKindLabels } from '@portal/domain/safeguarding/checks';
import { ErrorAlert } from '../../components/feedback/error-alert';
import { PageLoading } from '../../components/feedback/page-loading';
import { errorMessage } from '../../lib/api-client';
import { sandboxQuery, useDecideSandboxCheck } from './sandbox.api';

// /staff/safeguarding/sandbox (issue 44, decision 318): only while CHECK_SERVICE=sandbox. Each check the association
// holds, one card per person (named by the person, so a test finds it by role listitem and name), with a button per
// outcome; a click makes the sandbox send the portal the signed webhook Oho would, and the card says what the portal
// answered.

export function SandboxPage() {
  const list = useQuery(sandboxQuery);
  const decide = useDecideSandboxCheck();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const send = (row: SandboxSubmissionRow, status: SandboxDecision) => {
    setNotice(null);
    decide.mutate(
      { checkId: row.check_id, status },
      {
        onSuccess: (d) => setNotice({ ok: d.webhook_answer === 200, text: T.sent(row.name, status, d.webhook_answer) }),
        onError: (e) => setNotice({ ok: false, text: errorMessage(e, T.failed) }),
      },
    );
  };
  return (
    <Box sx={{ maxWidth: 860 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {T.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {T.intro}
      </Typography>
      {notice && (
        <Alert severity={notice.ok ? 'success' : 'error'} role="status" sx={{ mb: 2 }}>
          {notice.text}
        </Alert>
      )}
      {list.isPending ? (
        <PageLoading label={T.loading} />
      ) : list.isError ? (
        <ErrorAlert message={errorMessage(list.error, T.loading)} />
      ) : list.data.length === 0 ? (
        <Typography>{T.none}</Typography>
      ) : (
        <Stack component="ul" sx={{ gap: 1.5, p: 0, m: 0, listStyle: 'none' }}>
          {list.data.map((row) => (
            <Paper component="li" key={row.check_id} aria-label={row.name} variant="outlined" sx={{ p: 2 }}>
              <Typography variant="h6" component="h2">
                {row.name}
              </Typography>
              <Typography color="text.secondary">
                {row.state} {row.number} · {CheckKindLabels[row.kind]}
              </Typography>
              <Typography>{T.inPortal(row.check_status)}</Typography>
              <Typography color="text.secondary">
                {T.inSandbox(row.status)}
                {row.webhook_answer !== null && ` · ${T.answered(row.webhook_answer)}`}
              </Typography>
              <Typography sx={{ mt: 1 }}>{T.decide}</Typography>
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
                {SANDBOX_DECISIONS.map((status) => (
                  <Button
                    key={status}
                    variant="outlined"
                    color={status === 'verified' ? 'primary' : 'error'}
                    disabled={decide.isPending}
                    onClick={() => send(row, status)}
                  >
                    {SandboxDecisionLabels[status]}
                  </Button>
                ))}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Box>
  );
}
