import { RegistrationMessages } from '../accounts/accounts.messages';
import { pickLabels } from '../shared/member-labels';

// Every user-visible sentence of the profile area (spec 000 §2.3, §4, §5, §8), verbatim where the spec gives it.

/** ours: the dashboard card of a member with no team yet, a way in beside the spec's cards. */
export const GettingStartedTexts = {
  title: 'Getting started',
  intro: 'You are not in a team yet. Here is how to start playing:',
  membership: 'Buy or renew your membership',
  nominate: 'Enter a team in a season',
  findClub: 'Find a club: the draw lists every team playing',
  store: 'Programs and camps in the store',
  // ours (decision 224): the membership gate's way forward, and the association's address
  completeProfile: 'Complete your profile to buy a membership',
  contact: (email: string) => `Ask the association: ${email}`,
} as const;
/** ours: the dashboard's Next games card (docs/decisions/220-next-games-on-the-dashboard.md). */
export const NextGamesTexts = {
  title: 'Next games',
  loading: 'Loading your next games',
  failed: 'Your next games could not be loaded. Open Teams for your games.',
  none: 'No games to come for your teams yet.',
  against: (opponent: string) => `vs ${opponent}`,
} as const;
export const ProfileMessages = {
  // §2.3 profile info banner
  lockedFieldsInfo:
    'Your username, first name, last name, date of birth and gender cannot be changed here. Please contact the association to change them.',
  // §8 profile failure (also the EFT form alert, §5)
  formError: 'Error! Please check the form above for errors',
  // §8 / §2.3 dashboard
  missingInformation: 'Missing information, please update your profile',
  loadingData: 'Loading Data...',
  selectSportProfile: 'Select Sport Profile',
  // §5 profile rules
  invalidEmail: 'Please enter a valid email',
  photoTooBig: 'Profile picture size should be less than 500 KB!',
  // spec 000 §5 lists the accepted types without a sentence: ours.
  photoWrongType: 'Profile picture must be a .jpg, .jpeg or .png image',
  // ours: a picture whose pixel count would take too much memory to resize (spec 000 §5 gives only the byte limit).
  photoTooManyPixels: 'Profile picture is too large in pixels: please use an image of at most 40 megapixels',
  countryUnknown: RegistrationMessages.countryUnknown,
  localityUnknown: RegistrationMessages.localityUnknown,
  // ours: the GET /api/member/user load failed without a server answer (no connection), so the member stays signed in.
  loadFailed: 'Your details could not be loaded. Please check your connection.',
  retry: 'Try again',
  // spec 000 §5 "server refuses changes" without a sentence: ours (docs/decisions/010-profile-locked-fields.md).
  lockedField: 'This field cannot be changed. Please contact the association.',
  unknownSport: 'Please choose one of your sport profiles',
  // §5 under-18 terms
  guardianTerms:
    'As the applicant is under 18, a parent or guardian must read and agree to the terms below on behalf of the applicant.',
  onBehalf: RegistrationMessages.minorAgreementSuffix,
  // §2.3 identify-gender hint, worded as in registration
  identifyGenderHint: RegistrationMessages.identifyGenderHint,
  // §5 EFT
  invalidBsb: 'Please enter a valid BSB',
  invalidAccount: 'Please enter a valid account',
  eftSaved: 'Bank details saved.',
  // ours (decision 119): the dashboard's word after a saved profile, and the question before unsaved changes are lost.
  profileSaved: 'Saved. Your profile is up to date.',
  leaveTitle: 'Leave without saving?',
  leaveText: 'Your changes to the profile have not been saved. If you leave now, they will be lost.',
  stay: 'Stay',
  leave: 'Leave',
  // §2.3 dashboard cards
  profileCardText: 'Update your contact details',
  nonPlRegistration: 'Your profile does not need a registration. Please contact the association for any question.',
  registerNow: 'REGISTER NOW',
} as const;

/** spec 000 §4: membership status shown on the dashboard. */
export const MembershipStatusText = {
  registered: 'REGISTERED',
  renew: 'PLEASE RENEW',
  unregistered: 'UNREGISTERED',
} as const;

/** The profile form's fields in the order its sections show them (spec 000 §2.3); they also name a field in the form's alert. */
export const ProfileLabels = {
  ...pickLabels([
    'username',
    'profilephoto',
    'firstname',
    'prefname',
    'middlename',
    'lastname',
    'dob',
    'gender',
    'identifygender',
    'countrybirth',
    'statebirth',
    'aboriginal',
    'email',
    'mobile',
    'phone',
    'workphone',
    'address',
    'suburb',
    'postcode',
    'state',
    'disability',
    'disabilitytype',
    'ec_medical',
    'ec_fullname',
    'ec_mobile',
    'ec_fullname_2',
    'ec_mobile_2',
    'job',
    'job_title',
    'school',
    'skills',
    'height',
    'weight',
  ]),
  // The medical section asks the shorter question (ours).
  disability: 'Do you have a disability?',
  agreed_to_terms: 'I have read and agree to the Terms and Conditions',
  agreed_to_privacy: 'I have read and agree to the Privacy Policy',
  subscribed_to_newsletter: "Send me the association's newsletter",
  subscribed_to_sms: 'Send me SMS updates (game changes, wet weather)',
  subscribed_to_comm: 'Send me other news from the association and its partners',
};

/** spec 000 §2.3, §5 EFT form labels. */
export const EftLabels = {
  account_name: 'Account Name',
  account_bsb: 'BSB Number',
  account_number: 'Account Number',
} as const;

/** The profile and EFT pages' own texts (ours where the spec names a part without wording it). */
export const ProfileTexts = {
  profileTitle: 'Profile',
  eftTitle: 'EFT Details',
  eftIntro: 'The account the association pays you into by bank transfer.',
  /** Decision 283: the EFT card of a member with no bank details (an official owed pay has the card without an administrator). */
  eftMissing: 'Enter your bank details so the association can pay you.',
  // The page's ?sport= has no field of its own: a refusal of it is named this in the form's alert.
  sportProfile: 'Sport profile',
  cancel: 'Cancel',
  update: 'Update',
  save: 'Save',
  // spec 000 §2.3 profile sections
  membershipSection: 'Membership Details',
  memberSection: 'Member Information',
  addressSection: 'Address',
  medicalSection: 'Medical Information',
  emergencySection: 'Emergency Contacts',
  otherSection: 'Other Information',
  termsSection: 'Terms and Conditions',
  subscriptions: 'Subscriptions',
  expiryDate: (sport: string) => `Expiry Date (${sport})`,
  notRegistered: 'Not registered',
  jobNotStated: 'Not stated',
  medicalHint: 'Anything the association should know in an emergency',
  skillsHint: 'e.g. coaching, first aid, scoring',
  addPhoto: 'Add photo',
  changePhoto: 'Change photo',
  photoHint: '.jpg, .jpeg or .png, under 500 KB',
  photoOf: (name: string) => `Profile photo of ${name}`,
  termsPanel: 'Terms and conditions',
  adultTerms: (association: string) =>
    `By agreeing you accept the ${association} participant terms, the integrity framework, and the association's constitution and by-laws.`,
  minorTerms: (association: string) =>
    `As the parent or guardian of the applicant, you consent to the applicant taking part in ${association} activities and accept, on the applicant's behalf, the participant terms, the integrity framework, and the association's constitution and by-laws.`,
  privacy:
    "The association keeps the personal information on this profile to run its competitions and contact members, and shares it only with the sport's governing bodies as their rules require.",
  bsbHint: '6 digits, e.g. 062000',
  accountNumberHint: '6 to 10 digits',
} as const;
