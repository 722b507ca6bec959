import { useState } from 'react';
import { Alert, Box, Button, Chip, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { GuardianTexts } from '@portal/domain/staff/guardians.messages';
import { MemberRecordTexts as R, StaffTexts as T } from '@portal/domain/staff/staff.messages';
import { PageLoading } from '../components/feedback/page-loading';
import { FamilySection } from './components/family-section';
import { MemberActions } from './components/member-actions';
import {
  BookingsSection,
  LedgerSection,
  ProfileSection,
  SignInsSection,
  TeamsSection,
} from './components/record-sections';
import { RefusalAlert } from '../components/staff/refusal-alert';
import { SuccessNotice } from '../components/staff/success-notice';
import { memberRecordQuery } from './members.api';
import { useMay } from '../lib/staff-me';

/** Each tab and the part of the record it shows: a part the staff member's roles do not read is absent, and so is its tab (decision 264). */
const TABS = [
  ['Profile', ProfileSection, 'profile'],
  ['Teams', TeamsSection, 'teams'],
  ['Invoices and orders', LedgerSection, 'orders'],
  ['Bookings', BookingsSection, 'bookings'],
  ['Sign-ins', SignInsSection, 'sign_ins'],
  [GuardianTexts.tab, FamilySection, 'family'],
] as const;

/** /staff/members/:memberId: one member's record in tabs, with the changes the roles allow. */
export function MemberRecordPage() {
  const memberId = Number(useParams().memberId);
  const record = useQuery({ ...memberRecordQuery(memberId), enabled: Number.isInteger(memberId) && memberId > 0 });
  const [tab, setTab] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const mayAudit = useMay('staff.audit.read');
  if (record.isPending) return <PageLoading label={T.loading} />;
  if (record.isError) return <RefusalAlert error={record.error} />;
  const r = record.data;
  const tabs = TABS.filter(([, , part]) => r[part] !== undefined);
  const Section = (tabs[tab] ?? tabs[0]!)[1];
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h4" component="h1">{`${r.profile.firstname} ${r.profile.lastname}`}</Typography>
        <Typography color="textSecondary">{`${r.profile.username} · No. ${r.profile.id}`}</Typography>
        {r.account.state !== 'active' && (
          <Chip color="warning" label={r.account.state === 'merged' ? 'Merged' : 'Deactivated'} />
        )}
      </Stack>
      {r.account.merged_into && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {'Merged into '}
          <Link to={`/staff/members/${r.account.merged_into.id}`}>{r.account.merged_into.username}</Link>
          {': its sign-in leads there.'}
        </Alert>
      )}
      {r.account.merged_from.length > 0 && (
        <Typography sx={{ mb: 1 }}>
          {'Merged from: '}
          {r.account.merged_from.map((m, i) => (
            <Box component="span" key={m.id}>
              {i > 0 && ', '}
              <Link to={`/staff/members/${m.id}`}>{m.username}</Link>
            </Box>
          ))}
        </Typography>
      )}
      <SuccessNotice message={notice} onClose={() => setNotice(null)} />
      <MemberActions record={r} onDone={setNotice} />
      <Paper variant="outlined">
        <Tabs
          value={tabs[tab] ? tab : 0}
          onChange={(_e, v: number) => setTab(v)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Member record"
        >
          {tabs.map(([label], i) => (
            <Tab key={label} label={label} id={`record-tab-${i}`} aria-controls="record-tabpanel" />
          ))}
        </Tabs>
        <Box role="tabpanel" id="record-tabpanel" aria-labelledby={`record-tab-${tab}`} sx={{ p: { xs: 1.5, sm: 2 } }}>
          <Section record={r} />
        </Box>
      </Paper>
      {mayAudit && (
        <Button component={Link} to={`/staff/audit?entity=member&entity_id=${r.profile.id}`} sx={{ mt: 2 }}>
          {R.auditOf}
        </Button>
      )}
    </>
  );
}
