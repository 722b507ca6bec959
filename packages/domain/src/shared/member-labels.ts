// The member fields' labels (spec 000 §2.3), one text per field for registration, profile and every later form that
// asks for a member's details. A form lists its own fields in its own order, picking these texts; the same labels
// name a field in a form's list of errors.
export const MemberLabels = {
  username: 'Username',
  password: 'Password',
  password_confirmation: 'Password Confirmation',
  firstname: 'Legal First Name',
  prefname: 'Preferred First Name',
  middlename: 'Legal Middle Name',
  lastname: 'Legal Last Name',
  dob: 'Date of Birth',
  countrybirth: 'Country of Birth',
  statebirth: 'State of Birth',
  aboriginal: 'Do you identify as Aboriginal or Torres Strait Islander?',
  gender: 'Gender',
  identifygender: 'How do you identify in terms of gender?',
  email: 'Email',
  mobile: 'Mobile',
  phone: 'Home Phone',
  workphone: 'Work Phone',
  address: 'Address',
  suburb: 'Suburb',
  postcode: 'Postcode',
  state: 'State',
  disability: 'Do you have a disability or impairment?',
  disabilitytype: 'Impairment Type',
  ec_medical: 'Medical Conditions',
  ec_fullname: 'Emergency Contact Full Name',
  ec_mobile: 'Emergency Contact Mobile',
  ec_fullname_2: 'Second Emergency Contact Full Name',
  ec_mobile_2: 'Second Emergency Contact Mobile',
  job: 'Occupation',
  job_title: 'Job Title',
  school: 'School',
  skills: 'Skills',
  height: 'Height (cm)',
  weight: 'Weight (kg)',
  profilephoto: 'Profile picture',
} as const satisfies Record<string, string>;

export type MemberField = keyof typeof MemberLabels;

/** Hints under member fields (spec 000 §2.3 suburb hint; the examples are ours). */
export const MemberHints = {
  mobile: 'e.g. 0412345678',
  phone: 'e.g. 0298765432',
} as const;

/** The labels of a form's fields, in the order given (the order the form shows them). */
export function pickLabels<const K extends MemberField>(fields: readonly K[]): { [F in K]: (typeof MemberLabels)[F] } {
  return Object.fromEntries(fields.map((f) => [f, MemberLabels[f]])) as { [F in K]: (typeof MemberLabels)[F] };
}
