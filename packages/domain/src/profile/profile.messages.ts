// Every user-visible string of the profile area (spec 000 §2.3, §5, §8), verbatim.
export const ProfileMessages = {
  loadingData: 'Loading Data...',
  profileCardText: 'Update your contact details',
  missingInformation: 'Missing information, please update your profile',
  formError: 'Error! Please check the form above for errors',
} as const;
