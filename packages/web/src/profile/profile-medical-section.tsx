import { ProfileLabels as L, ProfileTexts as T } from '@portal/domain/profile/profile.messages';
import { ChoiceLabels, MEMBER_MAX_LENGTH as MAX } from '@portal/domain/shared/fields';
import { SelectInput, type Option } from '../components/form-fields/select-input';
import { TextInput } from '../components/form-fields/text-input';
import { useAsked } from '../components/form-fields/use-asked';
import { ProfileCell } from './profile-cell';
import { ProfileSection } from './profile-section';

const options = (labels: Record<string, string>): Option[] =>
  Object.entries(labels).map(([value, text]) => ({ value, text }));

/** spec 000 §2.3 "medical information": disability (impairment type only when yes) and medical conditions. */
export function ProfileMedicalSection() {
  const askType = useAsked('disabilitytype');
  return (
    <ProfileSection title={T.medicalSection}>
      <ProfileCell>
        <SelectInput name="disability" label={L.disability} required options={options(ChoiceLabels.yesNoNotsay)} />
      </ProfileCell>
      {askType && (
        <ProfileCell>
          <SelectInput
            name="disabilitytype"
            label={L.disabilitytype}
            required
            options={options(ChoiceLabels.disabilityType)}
          />
        </ProfileCell>
      )}
      <ProfileCell wide>
        <TextInput
          name="ec_medical"
          label={L.ec_medical}
          multiline
          minRows={2}
          maxLength={MAX.ec_medical}
          helperText={T.medicalHint}
        />
      </ProfileCell>
    </ProfileSection>
  );
}
