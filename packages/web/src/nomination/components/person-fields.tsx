import { Alert, Grid } from '@mui/material';
import { TrustMessages } from '@portal/domain/safeguarding/positions-of-trust';
import { AU_STATES } from '@portal/domain/profile/lookups.contract';
import { PersonLabels as L } from '@portal/domain/nomination/nomination.messages';
import { MEMBER_MAX_LENGTH as MAX } from '@portal/domain/shared/fields';
import { MemberHints } from '@portal/domain/shared/member-labels';
import { CheckboxInput } from '../../components/form-fields/checkbox-input';
import { PersonBasics } from '../../components/form-fields/person-basics';
import { SelectInput } from '../../components/form-fields/select-input';
import { SuburbField } from '../../components/form-fields/suburb-field';
import { TextInput } from '../../components/form-fields/text-input';

const todayIso = () => new Date().toLocaleDateString('en-CA');

/** spec 001 §3 manager and coach fields, under `prefix` (manager or coach), with the agreement last. */
export function PersonFields({ prefix, agreement }: { prefix: 'manager' | 'coach'; agreement: string }) {
  const n = (field: string) => `${prefix}.${field}`;
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        {/* issue 44, decision 320: a position of trust waits for a verified check */}
        <Alert severity="info">{TrustMessages.nominationNote(prefix)}</Alert>
      </Grid>
      {/* spec 001 §5: the date picker's maximum is today */}
      <PersonBasics prefix={prefix} labels={L} limited dobMax={todayIso()} />
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput name={n('email')} type="email" label={L.email} required fullWidth maxLength={MAX.email} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput name={n('mobile')} label={L.mobile} required fullWidth digits={10} helperText={MemberHints.mobile} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput name={n('phone')} label={L.phone} fullWidth digits={10} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput name={n('workphone')} label={L.workphone} fullWidth digits={10} />
      </Grid>
      <Grid size={12}>
        <TextInput name={n('address')} label={L.address} required fullWidth maxLength={MAX.address} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SuburbField name={n('suburb')} postcodeName={n('postcode')} stateName={n('state')} required />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <TextInput name={n('postcode')} label={L.postcode} required fullWidth digits={4} />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <SelectInput name={n('state')} label={L.state} required fullWidth options={AU_STATES} />
      </Grid>
      <Grid size={12}>
        <CheckboxInput name={n('agreed')} label={agreement} />
      </Grid>
    </Grid>
  );
}
