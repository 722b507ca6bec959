import { ChoiceLabels } from '@portal/domain/shared/fields';
import { SelectInput, type Option } from '../components/form-fields/select-input';
import { TextInput } from '../components/form-fields/text-input';
import { useAsked } from '../components/form-fields/use-asked';
import { ProfileCell } from './profile-cell';
import { ProfileSection } from './profile-section';

const options = (labels: Record<string, string>): Option[] => Object.entries(labels).map(([value, text]) => ({ value, text }));

/** spec 000 §2.3 "medical information": disability (impairment type only when yes) and medical conditions. */
export function ProfileMedicalSection() {
  const askType = useAsked('disabilitytype');
  return (
    <ProfileSection title="Medical Information">
      <ProfileCell>
        <SelectInput name="disability" label="Do you have a disability?" required options={options(ChoiceLabels.yesNoNotsay)} />
      </ProfileCell>
      {askType && (
        <ProfileCell><SelectInput name="disabilitytype" label="Impairment Type" required options={options(ChoiceLabels.disabilityType)} /></ProfileCell>
      )}
      <ProfileCell wide>
        <TextInput name="ec_medical" label="Medical Conditions" multiline minRows={2} slotProps={{ htmlInput: { maxLength: 1000 } }}
          helperText="Anything the association should know in an emergency" />
      </ProfileCell>
    </ProfileSection>
  );
}
