// What a guardian acting for a person may do with the person's profile fields (docs/decisions/258, 259).

/**
 * Fields that stay the person's own once they have a sign-in of their own: the email address (reset links and
 * username reminders go to it, so it is the way into the sign-in) and the subscriptions (consents to be written to).
 * A guardian acting for such a person may send them unchanged; a change is refused with 403 own_sign_in. The terms
 * and privacy agreements are not among them: spec 000 §5 has a parent or guardian tick them for an under-18, and
 * once given they cannot be withdrawn through the profile.
 */
export const OWN_SIGN_IN_FIELDS = [
  'email',
  'subscribed_to_newsletter',
  'subscribed_to_sms',
  'subscribed_to_comm',
] as const;

/**
 * How a person without a sign-in is reached: through their guardians. Read by a guardian acting for them, these
 * fields carry that guardian's own details; sent through the person's profile they are ignored (decision 259).
 */
export const CONTACT_FIELDS = [
  'email',
  'mobile',
  'phone',
  'workphone',
  'address',
  'suburb',
  'postcode',
  'state',
] as const;
