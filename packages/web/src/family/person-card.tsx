import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { FamilyPerson } from '@portal/domain/family/family.contract';
import type { FamilyOverviewPerson } from '@portal/domain/family/overview.contract';
import { FamilyMessages as M } from '@portal/domain/family/family.messages';
import { PersonOverview } from './person-overview';

export const personName = (p: Pick<FamilyPerson, 'firstname' | 'lastname'>) => `${p.firstname} ${p.lastname}`;

interface Props {
  person: FamilyPerson;
  /** Whether the tab acts for this person now. */
  current: boolean;
  onActFor: () => void;
  /** Act for this person on their invoices page. */
  onInvoices: () => void;
  /** Registration and next game, once the overview has answered. */
  overview?: FamilyOverviewPerson;
}

/** One person of the family (decision 246): who they are, whether they sign in themselves, their other guardians. */
export function PersonCard({ person, current, onActFor, onInvoices, overview }: Props) {
  const name = person.self ? `${personName(person)} (${M.myself})` : personName(person);
  return (
    <Card variant="outlined" component="section" aria-label={personName(person)}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {name}
        </Typography>
        {person.dob && <Typography color="textSecondary">{M.bornOn(person.dob)}</Typography>}
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          {!person.self && <Chip size="small" label={person.has_sign_in ? M.ownSignIn : M.noSignIn} />}
          {current && <Chip size="small" color="primary" label={M.current} />}
        </Stack>
        {person.other_guardians.length > 0 && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {M.otherGuardians}: {person.other_guardians.map(personName).join(', ')}
          </Typography>
        )}
        {overview && <PersonOverview overview={overview} name={personName(person)} onInvoices={onInvoices} />}
      </CardContent>
      {!current && (
        <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
          <Button
            variant="outlined"
            onClick={onActFor}
            aria-label={M.actForPerson(personName(person))}
            sx={{ minHeight: 44 }}
          >
            {person.self ? M.backToMyself : M.actFor}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
