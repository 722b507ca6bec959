import { useState } from 'react';
import { Button, Typography } from '@mui/material';
import { Link } from 'react-router';
import type { FamilyPerson, MemberRecord } from '@portal/domain/staff/member-records.contract';
import { GuardianTexts as F } from '@portal/domain/staff/guardians.messages';
import { useUnlinkGuardian } from '../members.api';
import { useMay } from '../../lib/staff-me';
import { LinkGuardianDialog } from './link-guardian-dialog';
import { ReasonDialog } from '../../components/staff/reason-dialog';
import { RecordTable } from './record-tables';
import { SuccessNotice } from '../../components/staff/success-notice';

const nameOf = (p: FamilyPerson) => `${p.firstname} ${p.lastname}`;

/** People of a family as a table: name, member number linking to their record, and their sign-in (or that they have none). */
function People({
  label,
  people,
  empty,
  unlink,
}: {
  label: string;
  people: FamilyPerson[];
  empty: string;
  unlink?: (p: FamilyPerson) => void;
}) {
  if (people.length === 0)
    return (
      <Typography color="textSecondary" sx={{ py: 1 }}>
        {empty}
      </Typography>
    );
  const head = [F.name, F.memberNumber, F.signIn, ...(unlink ? [''] : [])];
  return (
    <RecordTable
      label={label}
      head={head}
      rows={people}
      cells={(p) => [
        nameOf(p),
        <Link key="n" to={`/staff/members/${p.id}`}>
          {p.id}
        </Link>,
        p.has_sign_in ? p.username : F.noSignIn,
        ...(unlink
          ? [
              <Button
                key="u"
                size="small"
                color="error"
                onClick={() => unlink(p)}
                aria-label={`${F.unlink} ${nameOf(p)}`}
              >
                {F.unlink}
              </Button>,
            ]
          : []),
      ]}
    />
  );
}

/** The member's guardians and the people they look after; administrators link and unlink guardians (docs/decisions/252). */
export function FamilySection({ record: r }: { record: MemberRecord }) {
  const may = useMay('family.write');
  const [linking, setLinking] = useState(false);
  const [unlinking, setUnlinking] = useState<FamilyPerson | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const unlink = useUnlinkGuardian();
  const done = (message: string) => {
    setLinking(false);
    setUnlinking(null);
    setNotice(message);
  };
  return (
    <>
      <SuccessNotice message={notice} onClose={() => setNotice(null)} />
      <Typography variant="h6" component="h2">
        {F.guardians}
      </Typography>
      <People
        label={F.guardians}
        people={r.family?.guardians ?? []}
        empty={F.noGuardians}
        unlink={may ? setUnlinking : undefined}
      />
      {may && (
        <Button variant="outlined" onClick={() => setLinking(true)} sx={{ mb: 2 }}>
          {F.link}
        </Button>
      )}
      <Typography variant="h6" component="h2">
        {F.dependants}
      </Typography>
      <People label={F.dependants} people={r.family?.dependants ?? []} empty={F.noDependants} />
      {linking && <LinkGuardianDialog memberId={r.profile.id} open onClose={() => setLinking(false)} onDone={done} />}
      <ReasonDialog
        open={unlinking !== null}
        title={unlinking ? F.unlinkTitle(nameOf(unlinking)) : ''}
        text={F.unlinkText}
        submitLabel={F.unlink}
        busy={unlink.isPending}
        onClose={() => setUnlinking(null)}
        send={async (body) =>
          done(
            (await unlink.mutateAsync({ memberId: r.profile.id, body: { ...body, guardianId: unlinking!.id } }))
              .message,
          )
        }
      />
    </>
  );
}
