import { MemberLabels, pickLabels } from '../shared/member-labels';
import { LookupMessages } from '../shared/messages';

// Every user-visible string of the accounts area (spec 000 §2.3, §5, §8), verbatim.
export const AccountsMessages = {
  // §5 login
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  passwordConfirmationRequired: 'Password Confirmation is required',
  // §8 login failure
  signInFailed: 'Sign in failed.', // ours: said before the spec's case-sensitivity note
  caseSensitive: 'Please note usernames & passwords are case sensitive',
  caseSensitiveHelp:
    'If you have forgotten your details, please use the forgot username or forgot / reset password facility, then email or contact the association.',
  technicalIssue: 'Technical issue, please try again later.',
  // Rate limiting of failed logins (not in the spec: chosen wording)
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait 15 minutes and try again, or reset your password.',
  loggedOut: 'Logged out', // ours: the logout reply
  sessionExpired: 'Your session has expired, please sign in again.',
  // §2.3 404 and bare /member
  notFoundTitle: 'Whoops, 404',
  notFoundText: 'The page you were looking for does not exist',
  memberRouteText: 'This is not the route you are looking for...',
  // §2.2
  incompleteProfileRedirect:
    'Redirecting to your dashboard... Please go to your profile then fill in all required information to make payments.',
  // §8 recovery
  incorrectCredentials: 'Incorrect username or password.',
  emailSent: 'Email Sent Successfully',
  emailWhere: 'Look in your inbox, and in your spam or junk folder.', // ours: after "Email Sent Successfully"
  passwordReset: 'Password Reset Successfully',
  invalidResetLink: 'This password reset link is invalid or has expired. Please request a new one.', // ours
  // ours: an account the association deactivated (docs/decisions/161)
  deactivated: 'This account has been deactivated. Please contact the association.',
} as const;

// Spec 000 §2.3 login page and Team Entry landing (wording of the headings and links is ours).
export const LoginTexts = {
  title: 'Sign In',
  username: 'Username',
  password: 'Password',
  rememberMe: 'Remember Me',
  clear: 'Clear',
  login: 'Login',
  formName: 'Sign in',
  forgotUsername: 'Forgot username?',
  forgotPassword: 'Forgot / reset password?',
  register: 'Register a new account',
  code: 'Code from your authenticator app', // ours: a member who turned a second factor on (decision 328)
} as const;

export const TeamEntryTexts = {
  title: 'Team Entry',
  existingTitle: 'Existing manager',
  existingText: 'Sign in to nominate your team.',
  logIn: 'Log in',
  newTitle: 'New manager',
  newText: 'Create a user, then nominate your team.',
  createUser: 'Create a user',
} as const;

// Spec 000 §1 home page texts.
export const HomeTexts = {
  welcome: 'Welcome to the online platform of',
  signInTitle: 'Previously registered?',
  signInText: 'Sign in with your username and password.',
  forgotTitle: 'Forgot your username or password?',
  forgotText: 'We can email your username, or a link to reset your password.',
  createTitle: 'New to the association?',
  createText: 'Create an account for yourself, or for a child as their parent or guardian.',
  signIn: 'Sign In',
  forgotUsername: 'Forgot Username',
  resetPassword: 'Reset Password',
  createAccount: 'Create an Account',
  ownName:
    "The account must be created in the participant's own name, matching their birth certificate or the Active & Creative Kids voucher data.",
  agreement:
    'By logging in or registering you agree to the participant terms and conditions, the integrity framework, and the association constitution and by-laws.',
} as const;

// Registration and recovery (spec 000 §2.3, §4, §8). Texts marked "ours" are not given by the spec.
export const RegistrationMessages = {
  managerTitle: 'New Manager Registration',
  netballTitle: 'New Netball Member Registration',
  memberTitle: 'New Member Registration',
  stepTitles: ['Account Details', 'Personal Details', 'Contact Details', "Privacy / TC's"],
  continue: 'Continue',
  back: 'Back',
  register: 'Register',
  registering: 'Registering…', // ours
  signIn: 'Sign in',
  registered: 'Registered', // ours: the API reply's message
  yourUsername: (username: string) => `Your username is ${username}.`, // ours: shown when usernames are generated
  localityUnknown: 'Please choose a suburb from the list: suburb, postcode and state must match', // ours
  tooManyRegistrations: (minutes: number) =>
    `Too many registrations from this network. Please wait ${minutes} minutes and try again, or contact the association.`, // ours
  netballLink: 'Netball Registration', // ours: the home page's link to /registernetball
  managerCreated: 'Manager created successful.',
  netballCreated: 'Netball Member created successful.',
  memberCreated: 'Member created successful',
  usernameTaken: 'The username has already been taken.', // ours: the 409 conflict message (spec §8 shows only the overlay)
  countryUnknown: 'Please choose a country from the list', // ours
  usernameGeneratedNote: 'Your username will be generated from your first and last name and emailed to you.', // ours
  alreadyHaveAccount: 'Already have an account?',
  errorsHeading: 'Errors:',
  passwordHint: (min: number) => `${min} characters minimum`,
  suburbHint: LookupMessages.suburbHint,
  identifyGenderHint:
    'Competition categories are male and female. Please contact the association if you have specific needs.',
  minorAgreementSuffix: 'on behalf of the applicant',
  // ours: a parent registering a child is told whose details the step wants (the account is the child's, spec 000 §2.3)
  childDetails:
    "Registering a child? Enter the child's own details here, not yours: you give consent as their parent or guardian at the last step.",
  goToError: (label: string) => `Go to ${label}`, // ours: under the step summary, reveals the first field in error
} as const;

/** The welcome after registering, on the page the new member lands on (ours: spec 000 gives only the overlay). */
export const WelcomeTexts = {
  title: 'Welcome! Your account is ready and you are signed in.',
  manager: [
    'Next: nominate your team under Team Nomination.',
    'From the dashboard you can check your profile at any time.',
  ],
  member: [
    'Next: open Profile and check that every required detail is filled in; you need a complete profile to register and pay.',
    'Once a team manager adds you to a team, Registration appears on your dashboard.',
  ],
  // a username the portal made is news to the member; one they typed is not (AUTO_USERNAME, spec 000 §4)
  usernameMade: 'Your username has been emailed to you.',
  usernameChosen: 'Sign in next time with the username you chose; a welcome email is on its way too.',
  close: 'Close',
} as const;

export const RecoveryMessages = {
  usernameMismatch: 'Incorrect username or password.', // spec §8 wording reused for a username that does not own the link
  noEmailOnFile: 'No email address is on file for this account. Please contact the association.', // ours
  tooManyRequests: (minutes: number) => `Too many requests. Please wait ${minutes} minutes and try again.`, // ours
  mailFailed: 'The email could not be sent just now. Please try again later.', // ours: 503 when the mail server refuses
  requestNewLink: 'Request a new link', // ours: beside the invalid-link alert
  forgotUsernameTitle: 'Forgot Username',
  forgotPasswordTitle: 'Forgot / Reset Password',
  resetTitle: 'Reset Password',
  sendUsername: 'Send Username',
  sendResetLink: 'Send Reset Link',
  forgotUsernameLink: 'Forgot username?',
  usernameWanted:
    'Enter your username, not your email address. We email the reset link to the address on your account.', // ours
} as const;

/** The accounts area's email wording (ours: the spec names the messages but not their text). */
export const AccountMails = {
  welcome: (firstname: string, username: string, generated: boolean) => ({
    subject: 'Welcome to the online platform',
    greeting: `Hello ${firstname},`,
    paragraphs: [
      'Your account has been created and you are signed in.',
      generated
        ? `Your username was generated from your first and last name: ${username}`
        : `Your username is: ${username}`,
      'Usernames and passwords are case sensitive. Keep this message to sign in next time.',
    ],
    action: { label: 'Sign in', path: '/login' },
  }),
  usernameReminder: (usernames: string[]) => ({
    subject: 'Your username',
    greeting: 'Hello,',
    paragraphs: [
      usernames.length > 1
        ? 'You asked for the usernames registered with this email address. They are:'
        : 'You asked for the username registered with this email address. It is:',
      ...usernames.map((u) => `Username: ${u}`),
      'Usernames are case sensitive. If you did not ask for this message you can ignore it.',
    ],
    action: { label: 'Sign in', path: '/login' },
  }),
  passwordReset: (firstname: string, username: string, token: string, minutes: number) => ({
    subject: 'Reset your password',
    greeting: `Hello ${firstname || username},`,
    paragraphs: [`We received a request to reset the password of the account ${username}.`],
    action: { label: 'Reset Password', path: `/password/reset/${token}` },
    after: [
      `This link lasts ${minutes} minutes and works once. If you did not ask for it, ignore this message: your password stays the same.`,
    ],
    secret: true,
  }),
} as const;

/** Step 4 terms panel (spec 000 §2.3: adult terms, or parent/guardian consent for a minor). Wording ours. */
export const TermsTexts = {
  adultTitle: 'Participant terms and conditions',
  adult: [
    'I confirm that the details I have given are true and correct, and that the account is in my own name as it appears on my birth certificate.',
    "I agree to abide by the association's participant terms and conditions, the integrity framework, and the association constitution and by-laws.",
    'I understand that the association collects my personal information to run its competitions and will handle it according to its privacy policy.',
  ],
  minorTitle: 'Parent / guardian consent',
  minor: [
    "I am the parent or legal guardian of the applicant. I confirm that the details given are true and correct, and that the account is in the applicant's own name as it appears on their birth certificate or Active & Creative Kids voucher.",
    "I consent to the applicant taking part in the association's activities and agree, on behalf of the applicant, to the participant terms and conditions, the integrity framework, and the association constitution and by-laws.",
    "I understand that the association collects the applicant's personal information to run its competitions and will handle it according to its privacy policy.",
  ],
  agreeTerms: 'I agree to the Terms and Conditions',
  agreePrivacy: 'I agree to the Privacy Policy',
} as const;

/** The registration fields' labels in the order the steps show them (spec 000 §2.3), also naming a field in the step 4 "Errors:" list. */
export const RegistrationLabels = {
  ...pickLabels([
    'username',
    'password',
    'password_confirmation',
    'firstname',
    'prefname',
    'middlename',
    'lastname',
    'dob',
    'countrybirth',
    'statebirth',
    'aboriginal',
    'gender',
    'identifygender',
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
  ]),
  middlename: `${MemberLabels.middlename} (optional)`,
  agreed_to_terms: TermsTexts.agreeTerms,
  agreed_to_privacy: TermsTexts.agreePrivacy,
};

/** The netball form names its fields more simply (no legal/preferred distinction, spec 000 §2.3). */
export const NetballLabels = { ...RegistrationLabels, firstname: 'First Name', lastname: 'Last Name' } as const;

/** The login form's fields (spec 000 §2.3). */
export const LoginLabels = { username: LoginTexts.username, password: LoginTexts.password } as const;
