// The association's automatic reminders in its own words (issue 43 item 5, docs/decisions/314): a renewal due a set
// number of days before a membership ends, an invoice due and overdue. Staff write the text; a placeholder in braces
// ({firstname}) is replaced by the person's value, an unknown one is left as typed so a typo shows in the message.

export const RENEWAL_PLACEHOLDERS = ['firstname', 'sport', 'expiry'] as const;
export const INVOICE_PLACEHOLDERS = ['firstname', 'invoice', 'amount', 'due'] as const;

export const DEFAULT_RENEWAL_TEXT =
  'Hi {firstname}, your {sport} membership ends on {expiry}. Renew it in the member portal to keep playing.';
export const DEFAULT_INVOICE_TEXT =
  'Hi {firstname}, your invoice "{invoice}" for {amount} is due on {due}. You can pay it in the member portal.';

export const REMINDER_DAYS = { min: 1, max: 90 } as const;
export const DEFAULT_RENEWAL_DAYS = 14;
export const DEFAULT_OVERDUE_DAYS = 7;
export const REMINDER_TEXT_MAX = 1000;

/** The text with each {name} it has a value for replaced; `{{` stays a brace. */
export function fillTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{|\{([a-z]+)\}/g, (whole, name: string | undefined) =>
    name === undefined ? '{' : Object.hasOwn(values, name) ? (values[name] ?? '') : whole,
  );
}

/** The placeholders a text uses that the reminder does not know (the settings page refuses them). */
export function unknownPlaceholders(text: string, known: readonly string[]): string[] {
  const used = [...text.replace(/\{\{/g, '').matchAll(/\{([a-z]+)\}/g)].map((m) => m[1] ?? '');
  return [...new Set(used.filter((n) => !known.includes(n)))];
}
