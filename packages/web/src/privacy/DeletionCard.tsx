import { useState } from 'react';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PrivacyPerson } from '@portal/domain/privacy/privacy.contract';
import { DeletionTexts as T } from '@portal/domain/privacy/deletion.messages';
import { TECHNICAL_ISSUE } from '@portal/domain/shared/messages';
import { ErrorAlert } from '../components/feedback/error-alert';
import { errorMessage } from '../lib/api-client';
import { myDeletionsQuery, useRequestDeletion } from './deletion.api';

type Person = z.infer<typeof PrivacyPerson>;

/** One person's part: what happens, the request's state, or the button that asks (after "Are you sure?"). */
function PersonDeletion({ person, requestedOn }: { person: Person; requestedOn: string | null }) {
  const ask = useRequestDeletion();
  const [sure, setSure] = useState(false);
  const titleId = `deletion-${person.id}`;
  return (
    <Stack component="section" aria-labelledby={titleId} sx={{ gap: 1 }}>
      <Typography variant="subtitle1" component="h3" id={titleId}>
        {person.self ? T.titleSelf : T.titleChild(person.name)}
      </Typography>
      <Typography color="textSecondary">{person.self ? T.introSelf : T.introChild(person.name)}</Typography>
      {requestedOn ? (
        <Alert severity="info" role="status">
          {T.requested(requestedOn)}
        </Alert>
      ) : sure ? (
        <Stack sx={{ gap: 1 }}>
          <Typography>{T.confirmQuestion}</Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" color="error" disabled={ask.isPending} onClick={() => ask.mutate(person.id)}>
              {T.confirmYes}
            </Button>
            <Button onClick={() => setSure(false)} disabled={ask.isPending}>
              {T.cancel}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Button variant="outlined" color="error" sx={{ alignSelf: 'start' }} onClick={() => setSure(true)}>
          {person.self ? T.buttonSelf : T.buttonChild(person.name)}
        </Button>
      )}
      <ErrorAlert message={ask.isError ? errorMessage(ask.error, TECHNICAL_ISSUE) : null} />
    </Stack>
  );
}

/**
 * "Close my account" and "Delete <child>'s data" on /member/privacy (issue 44 item 4, docs/decisions/324): the member
 * asks for themself or a child they look after; staff confirm; until then the request shows as asked.
 */
export function DeletionCard({ people }: { people: Person[] }) {
  const mine = useQuery(myDeletionsQuery());
  const asked = new Map((mine.data ?? []).map((r) => [r.person_id, r.requested_on]));
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }} component="section" aria-labelledby="deletion-title">
      <Typography variant="h6" component="h2" id="deletion-title">
        {T.cardTitle}
      </Typography>
      <ErrorAlert message={mine.isError ? errorMessage(mine.error, TECHNICAL_ISSUE) : null} />
      {mine.data && (
        <Stack sx={{ gap: 3, mt: 1 }}>
          {people.map((p) => (
            <PersonDeletion key={p.id} person={p} requestedOn={asked.get(p.id) ?? null} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
