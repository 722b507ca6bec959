import { Grid } from '@mui/material';
import { ChoiceLabels, GENDERS, MEMBER_MAX_LENGTH as MAX } from '@portal/domain/shared/fields';
import { DateInput } from './date-input';
import { SelectInput } from './select-input';
import { TextInput } from './text-input';

const GENDER_OPTIONS = GENDERS.map((value) => ({ value, text: ChoiceLabels.gender[value] }));

/**
 * A person's first and last name, date of birth and gender, as items of a Grid container, named under `prefix`
 * (a manager, a player row) or not (a row's own form): the rows and people of nomination, checkout and team requests.
 */
export function PersonBasics({
  prefix,
  labels,
  limited,
  dobMax,
  birth = true,
}: {
  prefix?: string;
  labels: { firstname: string; lastname: string; dob: string; gender: string };
  /** Stop typing at the names' maximum lengths (MEMBER_MAX_LENGTH). */
  limited?: boolean;
  /** The date picker's maximum (default yesterday). */
  dobMax?: string;
  /** Without date of birth and gender (a copied player the association knows). */
  birth?: boolean;
}) {
  const n = (field: string) => (prefix ? `${prefix}.${field}` : field);
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput
          name={n('firstname')}
          label={labels.firstname}
          required
          fullWidth
          maxLength={limited ? MAX.firstname : undefined}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput
          name={n('lastname')}
          label={labels.lastname}
          required
          fullWidth
          maxLength={limited ? MAX.lastname : undefined}
        />
      </Grid>
      {birth && (
        <>
          <Grid size={{ xs: 12, sm: 6 }}>
            <DateInput name={n('dob')} label={labels.dob} required fullWidth max={dobMax} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <SelectInput name={n('gender')} label={labels.gender} required fullWidth options={GENDER_OPTIONS} />
          </Grid>
        </>
      )}
    </>
  );
}
