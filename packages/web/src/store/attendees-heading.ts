import { CheckoutMessages as M } from '@portal/domain/store/store.messages';
import { useAuth } from '../lib/auth';
import { useProfile } from '../lib/member';
import { useActingFor } from '../lib/use-act-for';

/**
 * The heading of the saved attendees (decision 228): the list is of the earlier orders of the person the calls are
 * for, so while the tab acts for someone (decision 245) it names them; the profile is then theirs.
 */
export function useAttendeesHeading(): string {
  const acting = useActingFor() !== null;
  const person = useProfile(useAuth().token).data;
  return acting && person ? M.previousAttendeesOf(`${person.firstname} ${person.lastname}`) : M.previousAttendees;
}
