import { useState } from 'react';
import { Alert, Button, Card, CardActions, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDate, isoToDmy } from '@portal/domain/shared/time';
import type { DuplicateMember, DuplicatePair } from '@portal/domain/staff/duplicates.contract';
import { StaffTexts as T } from '@portal/domain/staff/staff.messages';
import { PageLoading } from '../components/feedback/page-loading';
import { useSettings } from '../lib/settings';
import { DifferentDialog } from './components/different-dialog';
import { MergeDialog } from './components/merge-dialog';
import { RefusalAlert } from '../components/staff/refusal-alert';
import { SuccessNotice } from '../components/staff/success-notice';
import { duplicatesQuery } from './members.api';

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

function Side({ m, matched }: { m: DuplicateMember; matched: readonly string[] }) {
  const { timeZone } = useSettings();
  const strong = (field: string, text: string) => (
    <Typography component="span" sx={{ fontWeight: matched.includes(field) ? 700 : 400 }}>
      {text}
    </Typography>
  );
  return (
    <Stack spacing={0.25} sx={{ flex: 1, minWidth: 220 }}>
      <Link to={`/staff/members/${m.id}`}>{`${m.username} (No. ${m.id})`}</Link>
      <div>{strong('email', m.email || 'no email')}</div>
      <div>
        {strong('mobile', m.mobile || 'no mobile')}
        {' · '}
        {strong('postcode', m.postcode || 'no postcode')}
      </div>
      <Typography variant="body2" color="textSecondary">
        {`Joined ${formatDate(m.created_at, timeZone)} · last sign-in ${m.last_sign_in ? formatDate(m.last_sign_in, timeZone) : 'never'}`}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {[count(m.orders, 'order'), count(m.invoices, 'invoice'), count(m.teams, 'team')].join(' · ')}
      </Typography>
    </Stack>
  );
}

/** /staff/duplicates: pairs of accounts that look like one person; an administrator merges them (decision 162)
 * or marks them as different people (decision 284). */
export function DuplicatesPage() {
  const list = useQuery(duplicatesQuery());
  const [merging, setMerging] = useState<DuplicatePair | null>(null);
  const [parting, setParting] = useState<DuplicatePair | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {T.duplicates}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        Same name, date of birth and gender, plus the same postcode, mobile or email (in bold).
      </Typography>
      <SuccessNotice message={notice} onClose={() => setNotice(null)} />
      {list.isPending && <PageLoading />}
      <RefusalAlert error={list.error} />
      {list.data && list.data.pairs.length === 0 && <Alert severity="info">{T.noRows}</Alert>}
      <Grid container spacing={2}>
        {list.data?.pairs.map((p) => (
          <Grid key={`${p.a.id}-${p.b.id}`} size={12}>
            <Card component="section" aria-label={`${p.name}, ${p.a.username} and ${p.b.username}`}>
              <CardContent>
                <Typography
                  variant="h6"
                  component="h2"
                >{`${p.name} · born ${isoToDmy(p.dob)} · ${p.gender}`}</Typography>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
                  <Side m={p.a} matched={p.matched_on} />
                  <Side m={p.b} matched={p.matched_on} />
                </Stack>
              </CardContent>
              <CardActions>
                <Button variant="contained" onClick={() => setMerging(p)}>
                  Merge…
                </Button>
                <Button onClick={() => setParting(p)}>Different people…</Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
      {list.data?.more && (
        <Alert severity="info" sx={{ mt: 2 }}>
          More pairs come up as these are merged.
        </Alert>
      )}
      {parting && (
        <DifferentDialog
          pair={parting}
          onClose={() => setParting(null)}
          onDone={(m) => {
            setParting(null);
            setNotice(m);
          }}
        />
      )}
      {merging && (
        <MergeDialog
          pair={merging}
          onClose={() => setMerging(null)}
          onDone={(m) => {
            setMerging(null);
            setNotice(m);
          }}
        />
      )}
    </>
  );
}
