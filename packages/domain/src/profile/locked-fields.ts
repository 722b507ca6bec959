/** The fields the server refuses to change (spec 000 §2.3 banner); a changed value answers 422 on that field. */
export const LOCKED_FIELDS = ['username', 'firstname', 'lastname', 'dob', 'gender'] as const;
