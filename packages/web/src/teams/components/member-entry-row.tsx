import { Box, Grid, Paper, Typography } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import { checkReady } from '@portal/domain/teams/player-check';
import { ADDABLE_ROLES, NOT_APPLICABLE, PlayerEntry, TempEntry } from '@portal/domain/teams/teams.contract';
import {
  InvitationMessages as IM,
  NewMemberLabels as L,
  TeamsMessages as M,
  TeamsTexts as T,
} from '@portal/domain/teams/teams.messages';
import { ErrorAlert } from '../../components/feedback/error-alert';
import { PersonBasics } from '../../components/form-fields/person-basics';
import { SelectInput, type Option } from '../../components/form-fields/select-input';
import { TextInput } from '../../components/form-fields/text-input';
import { RowButtons } from '../../components/row-buttons';
import { useServerErrors, useZodForm } from '../../lib/forms';
import { useCheckPlayer } from '../teams.api';
import type { Notify } from '../use-overlay';

export type EntryKind = 'member' | 'temp';
/** A row of the Add New Member / Add Temporary Member dialogs (spec 001 §4 member entry row); `invited`: not a member yet. */
export interface Entry {
  key: number;
  confirmed: boolean;
  value: Record<string, unknown>;
  message?: string;
  invited?: boolean;
}

const ROLE_OPTIONS = ADDABLE_ROLES.map((value) => ({ value, text: T.roles[value] }));
const BLANK = {
  firstname: '',
  lastname: '',
  dob: '',
  gender: '',
  role: 'player',
  email: '',
  requireEmail: false,
  replacing: '',
};

interface RowProps {
  kind: EntryKind;
  entry: Entry;
  index: number;
  divisionId: number;
  roster: Option[];
  isDuplicate: (v: { firstname: string; lastname: string }) => boolean;
  onChange: (entry: Entry) => void;
  onRemove: () => void;
  notify: Notify;
}

/**
 * ADD (spec 001 §4, §7): the same name twice is refused here; the player check runs once firstname, lastname and dob
 * and gender are filled, and its answer confirms the row, asks for an email, or is shown under the row.
 */
function useEntryCheck({
  kind,
  entry,
  divisionId,
  isDuplicate,
  onChange,
  notify,
}: Omit<RowProps, 'index' | 'roster' | 'onRemove'>) {
  const temp = kind === 'temp';
  const form = useZodForm(temp ? TempEntry : PlayerEntry, { ...BLANK, ...entry.value } as never);
  const errors = useServerErrors(form, L);
  const check = useCheckPlayer();

  const add = form.handleSubmit((raw) => {
    errors.clear();
    const values = raw as Record<string, unknown> & { firstname: string; lastname: string };
    if (isDuplicate(values))
      return onChange({ ...entry, value: values, message: temp ? M.tempDuplicate : M.duplicate });
    if (!checkReady(values)) return;
    check.mutate(
      {
        player: { ...(values as PlayerEntry), role: temp ? 'player' : (values.role as PlayerEntry['role']) },
        division: divisionId,
        fromteamentry: false,
      },
      {
        onSuccess: (r) => {
          if (r.outcome === 'found' || (r.outcome === 'invited' && !temp)) {
            onChange({
              ...entry,
              confirmed: true,
              invited: r.outcome === 'invited',
              value: { ...values, mid: r.mid },
              message: undefined,
            });
            notify.success(temp ? M.tempRowAdded : M.memberRowAdded);
          } else if (r.outcome === 'email_required' && !temp) {
            form.setValue('requireEmail', true);
            onChange({ ...entry, value: { ...values, requireEmail: true }, message: r.status });
          } else {
            onChange({ ...entry, value: values, message: r.outcome === 'failed' ? r.status : M.tempWrongInformation });
          }
        },
        onError: errors.show,
      },
    );
  });
  return { form, errors, checking: check.isPending, add };
}

/**
 * One person of a request: blank, then ADD runs the player check (spec 001 §4, §7) once firstname, lastname and dob
 * and gender are filled. Found: the row is locked and removable. 'Email required': an email field appears (for a
 * temporary member that is the spec's wrong-information sentence instead). A player with an email no member of that
 * name holds is confirmed as invited (decision 154). Any other answer shows under the row.
 */
export function MemberEntryRow({
  kind,
  entry,
  index,
  divisionId,
  roster,
  isDuplicate,
  onChange,
  onRemove,
  notify,
}: RowProps) {
  const temp = kind === 'temp';
  const { form, errors, checking, add } = useEntryCheck({ kind, entry, divisionId, isDuplicate, onChange, notify });
  const askEmail = Boolean(form.watch('requireEmail'));
  const title = temp ? T.tempRow(index + 1) : T.memberRow(index + 1);

  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={add}>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            {title}
          </Typography>
          <fieldset disabled={entry.confirmed || checking} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Grid container spacing={2}>
              <PersonBasics labels={L} />
              {!temp && (
                <Grid size={{ xs: 12, sm: 6 }}>
                  <SelectInput name="role" label={L.role} options={ROLE_OPTIONS} required fullWidth />
                </Grid>
              )}
              {temp && (
                <Grid size={{ xs: 12, sm: 6 }}>
                  <SelectInput
                    name="replacing"
                    label={L.replacing}
                    options={[...roster, { value: NOT_APPLICABLE, text: T.notApplicable }]}
                    required
                    fullWidth
                  />
                </Grid>
              )}
              {askEmail && (
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextInput name="email" type="email" label={L.email} required fullWidth />
                </Grid>
              )}
            </Grid>
          </fieldset>
          {entry.message && (
            <Typography color="error" role="status" sx={{ mt: 1 }}>
              {entry.message}
            </Typography>
          )}
          {entry.confirmed && entry.invited && (
            <Typography role="status" sx={{ mt: 1 }}>
              <Typography component="span" color="success" sx={{ fontWeight: 600 }}>
                {IM.invitedStatus}
              </Typography>
              {` · ${IM.invitedHint(String(entry.value.email ?? ''))}`}
            </Typography>
          )}
          <ErrorAlert {...errors.alertProps} />
          <RowButtons
            confirmed={entry.confirmed}
            disabled={checking}
            checkLabel={temp ? T.addTempButton : T.addMemberButton}
            doneLabel={T.memberAddedButton}
            removeLabel={T.removeRow}
            removeName={`${T.removeRow} (${title})`}
            onRemove={onRemove}
          />
        </Box>
      </FormProvider>
    </Paper>
  );
}
