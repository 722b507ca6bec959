import { JOBS } from '@portal/domain/profile/lookups.contract';
import { ProfileLabels as L, ProfileTexts as T } from '@portal/domain/profile/profile.messages';
import { MEMBER_MAX_LENGTH as MAX } from '@portal/domain/shared/fields';
import { SelectInput } from '../components/form-fields/select-input';
import { TextInput } from '../components/form-fields/text-input';
import { ProfileCell } from './profile-cell';
import { ProfileSection } from './profile-section';

/** spec 000 §2.3 "other information": occupation, school, skills, height and weight, all optional. */
export function ProfileOtherSection() {
  return (
    <ProfileSection title={T.otherSection}>
      <ProfileCell>
        <SelectInput name="job" label={L.job} options={[{ value: '', text: T.jobNotStated }, ...JOBS]} />
      </ProfileCell>
      <ProfileCell>
        <TextInput name="job_title" label={L.job_title} maxLength={MAX.job_title} />
      </ProfileCell>
      <ProfileCell>
        <TextInput name="school" label={L.school} maxLength={MAX.school} />
      </ProfileCell>
      <ProfileCell>
        <TextInput name="skills" label={L.skills} maxLength={MAX.skills} helperText={T.skillsHint} />
      </ProfileCell>
      <ProfileCell>
        <TextInput name="height" label={L.height} digits={3} />
      </ProfileCell>
      <ProfileCell>
        <TextInput name="weight" label={L.weight} digits={3} />
      </ProfileCell>
    </ProfileSection>
  );
}
