import { useQuery } from '@tanstack/react-query';
import { familyQuery } from '../../family/family.api';
import { personName } from '../../family/person-card';
import { useAuth } from '../../lib/auth';
import { useActFor, useActingFor } from '../../lib/use-act-for';
import { ActingBanner } from './acting-banner';
import { PersonSelect } from './person-select';

/**
 * The shell's person selector and the banner naming whom the tab acts for (decision 246). `onChosen`: after a choice
 * from the selector (the phone's menu closes, as after a link).
 */
export function usePersonChoice(onChosen: () => void) {
  const { token } = useAuth();
  const family = useQuery(familyQuery(token));
  const acting = useActingFor();
  const actFor = useActFor();
  const people = family.data ?? [];
  const actedFor = acting === null ? undefined : people.find((p) => p.id === acting && !p.self);
  return {
    /** Whether the family is known (or could not be read): until then the selector's place is not known either. */
    settled: !family.isPending,
    select: (
      <PersonSelect
        people={people}
        acting={acting}
        onChosen={(id) => {
          onChosen();
          actFor(id);
        }}
      />
    ),
    banner: actedFor && <ActingBanner name={personName(actedFor)} onBack={() => actFor(null)} />,
  };
}
