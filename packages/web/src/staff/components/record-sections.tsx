import { Box, Chip, Typography } from '@mui/material';
import { formatCents } from '@portal/domain/shared/money';
import { formatDateTime, isoToDmy } from '@portal/domain/shared/time';
import type { MemberRecord } from '@portal/domain/staff/member-records.contract';
import { MemberFlagLabels, StaffRoleLabels } from '@portal/domain/staff/staff.messages';
import { useSettings } from '../../lib/settings';
import { OrdersTable } from './orders-table';
import { RecordTable } from './record-tables';

const day = (iso: string | null) => (iso ? isoToDmy(iso) : '—');

/** Label and value pairs, two columns from tablet width up; a value the staff member's roles do not read is left out. */
function Facts({ items }: { items: [string, string | undefined][] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: 0.5,
        m: 0,
      }}
    >
      {items
        .filter((i): i is [string, string] => i[1] !== undefined)
        .map(([k, v]) => (
          <Box key={k} sx={{ display: 'contents' }}>
            <Typography component="dt" color="textSecondary">
              {k}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {v || '—'}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}

/** The profile's facts, flags and sports: only what the record holds (decision 264: each role reads some of them). */
export function ProfileSection({ record: r }: { record: MemberRecord }) {
  const p = r.profile;
  const { flags: f, bank, staff_roles: roles, sports } = r;
  const flags = f ? (Object.keys(MemberFlagLabels) as (keyof typeof MemberFlagLabels)[]).filter((k) => f[k]) : [];
  const address =
    p.address === undefined ? undefined : [p.address, p.suburb, p.state, p.postcode].filter(Boolean).join(', ');
  return (
    <>
      <Facts
        items={[
          ['Member number', String(p.id)],
          ['Username', p.username],
          ['Name', `${p.firstname} ${p.middlename} ${p.lastname}`.replace(/\s+/g, ' ')],
          ['Preferred name', p.prefname],
          ['Date of birth', p.dob === undefined ? undefined : day(p.dob)],
          ['Gender', p.gender],
          ['Email', p.email],
          ['Mobile', p.mobile],
          ['Phone', p.phone],
          ['Address', address],
          ['Main sport', p.main_sport],
          [
            'Bank details',
            bank && (bank.acct_number ? `${bank.acct_name} · BSB ${bank.acct_bsb} · ${bank.acct_number}` : 'None'),
          ],
          ['Staff roles', roles && (roles.map((x) => StaffRoleLabels[x]).join(', ') || 'None')],
        ]}
      />
      {f && (
        <>
          <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
            Flags
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1 }}>
            {flags.length ? (
              flags.map((k) => <Chip key={k} size="small" label={MemberFlagLabels[k]} />)
            ) : (
              <Typography color="textSecondary">None</Typography>
            )}
          </Box>
        </>
      )}
      {sports && (
        <>
          <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
            Sports
          </Typography>
          <RecordTable
            label="Sports"
            head={['Sport', 'Expires', 'Expired before', 'Renewal due']}
            rows={sports}
            cells={(s) => [s.sport, day(s.expiry_date), day(s.prev_expiry_date), s.memb_renewal ? 'Yes' : 'No']}
          />
        </>
      )}
    </>
  );
}

export function TeamsSection({ record: r }: { record: MemberRecord }) {
  return (
    <RecordTable
      label="Teams"
      head={['Team', 'Division', 'Season', 'Role']}
      rows={r.teams ?? []}
      cells={(t) => [t.team, t.division, `${t.season}${t.season_active ? ' (active)' : ''}`, t.role]}
    />
  );
}

export function LedgerSection({ record: r }: { record: MemberRecord }) {
  return (
    <>
      <Typography variant="h6" component="h2">
        Invoices
      </Typography>
      <RecordTable
        label="Invoices"
        head={['Invoice', 'Description', 'Issued', 'Due', 'Amount', 'Owing']}
        rows={r.invoices ?? []}
        cells={(i) => [
          `#${i.id}`,
          i.description,
          day(i.issued_on),
          day(i.due_on),
          formatCents(i.amount_cents),
          formatCents(i.owing_cents),
        ]}
      />
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        Orders
      </Typography>
      <OrdersTable orders={r.orders ?? []} />
    </>
  );
}

export function BookingsSection({ record: r }: { record: MemberRecord }) {
  const { timeZone } = useSettings();
  return (
    <RecordTable
      label="Bookings"
      head={['Booking', 'From', 'To', 'Venue', 'Court', 'Status']}
      rows={r.bookings ?? []}
      cells={(b) => [
        `#${b.id}`,
        formatDateTime(b.starts_at, timeZone),
        formatDateTime(b.ends_at, timeZone),
        b.venue,
        b.court,
        b.status,
      ]}
    />
  );
}

export function SignInsSection({ record: r }: { record: MemberRecord }) {
  const { timeZone } = useSettings();
  return (
    <RecordTable
      label="Sign-ins"
      head={['Signed in', 'Session ends', 'Ended early']}
      rows={r.sign_ins ?? []}
      cells={(s) => [
        formatDateTime(s.at, timeZone),
        formatDateTime(s.expires_at, timeZone),
        s.revoked_at ? formatDateTime(s.revoked_at, timeZone) : '—',
      ]}
    />
  );
}
