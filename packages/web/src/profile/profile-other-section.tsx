import { JOBS } from '@portal/domain/profile/lookups.contract';
import { SelectInput } from '../components/form-fields/select-input';
import { TextInput } from '../components/form-fields/text-input';
import { ProfileCell } from './profile-cell';
import { ProfileSection } from './profile-section';

const text = (max: number) => ({ htmlInput: { maxLength: max } });

/** spec 000 §2.3 "other information": occupation, school, skills, height and weight, all optional. */
export function ProfileOtherSection() {
  return (
    <ProfileSection title="Other Information">
      <ProfileCell><SelectInput name="job" label="Occupation" options={[{ value: '', text: 'Not stated' }, ...JOBS]} /></ProfileCell>
      <ProfileCell><TextInput name="job_title" label="Job Title" slotProps={text(100)} /></ProfileCell>
      <ProfileCell><TextInput name="school" label="School" slotProps={text(100)} /></ProfileCell>
      <ProfileCell><TextInput name="skills" label="Skills" slotProps={text(255)} helperText="e.g. coaching, first aid, scoring" /></ProfileCell>
      <ProfileCell><TextInput name="height" label="Height (cm)" digits={3} /></ProfileCell>
      <ProfileCell><TextInput name="weight" label="Weight (kg)" digits={3} /></ProfileCell>
    </ProfileSection>
  );
}
