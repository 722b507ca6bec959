// Every user-visible string of the accounts area (spec 000 §2.3, §5, §8), verbatim.
export const AccountsMessages = {
  // §5 login
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  passwordConfirmationRequired: 'Password Confirmation is required',
  // §8 login failure
  caseSensitive: 'Please note usernames & passwords are case sensitive',
  caseSensitiveHelp:
    'If you have forgotten your details, please use the forgot username or forgot / reset password facility, then email or contact the association.',
  technicalIssue: 'Technical issue, please try again later.',
  // Rate limiting of failed logins (not in the spec: chosen wording)
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait 15 minutes and try again, or reset your password.',
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
  passwordReset: 'Password Reset Successfully',
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
  ownName:
    "The account must be created in the participant's own name, matching their birth certificate or the Active & Creative Kids voucher data.",
  agreement:
    'By logging in or registering you agree to the participant terms and conditions, the integrity framework, and the association constitution and by-laws.',
} as const;
