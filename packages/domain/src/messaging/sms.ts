// How an SMS is counted (docs/decisions/308): the GSM 03.38 7-bit alphabet when every character is in its basic table
// or extension table (an extension character takes two septets: escape + character), UCS-2 otherwise (counted in
// UTF-16 code units, so an emoji takes two). One segment holds 160 septets or 70 units; a longer text is split into
// parts of 153 or 67 (the rest is the concatenation header), and a part never splits an escape pair or an emoji.
// Staff see the count and the estimated cost before sending; the SMS channel records it.

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '\f^{}\\[~]|€';

const BASIC = new Set(GSM_BASIC);
const EXTENSION = new Set(GSM_EXTENSION);

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export const SMS_LIMITS: Record<SmsEncoding, { single: number; part: number }> = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
};

export interface SmsCount {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the text takes. */
  units: number;
  /** How many SMS the provider bills: 0 for an empty text. */
  segments: number;
}

/** Whether every character is in the GSM-7 basic or extension table. */
export function isGsm7(text: string): boolean {
  for (const ch of text) if (!BASIC.has(ch) && !EXTENSION.has(ch)) return false;
  return true;
}

/** Each character's cost in the encoding: 1 or 2 septets, 1 or 2 UTF-16 units (a character beyond the BMP). */
function costs(text: string, encoding: SmsEncoding): number[] {
  return Array.from(text, (ch) => (encoding === 'GSM-7' ? (EXTENSION.has(ch) ? 2 : 1) : ch.length));
}

/** The encoding, size and number of segments of a text. */
export function countSms(text: string): SmsCount {
  const encoding: SmsEncoding = isGsm7(text) ? 'GSM-7' : 'UCS-2';
  const each = costs(text, encoding);
  const units = each.reduce((a, b) => a + b, 0);
  const { single, part } = SMS_LIMITS[encoding];
  if (units === 0) return { encoding, units, segments: 0 };
  if (units <= single) return { encoding, units, segments: 1 };
  // fill parts in order; a character that does not fit whole starts the next part
  let segments = 1;
  let used = 0;
  for (const c of each) {
    if (used + c > part) {
      segments += 1;
      used = 0;
    }
    used += c;
  }
  return { encoding, units, segments };
}

/** The estimated cost in cents of sending `segments` to each of `recipients` numbers at `centsPerSegment`. */
export function smsCostCents(segments: number, recipients: number, centsPerSegment: number): number {
  return Math.round(segments * recipients * centsPerSegment);
}

/**
 * An Australian mobile in the form providers take (E.164): 04xx xxx xxx or +61 4xx xxx xxx (spaces, dashes and
 * brackets ignored) → +614xxxxxxxx; anything else (a landline, a foreign number) → null.
 */
export function auMobileE164(phone: string): string | null {
  const digits = phone.replace(/[\s\-().]/g, '');
  const m = /^(?:\+?61|0)(4\d{8})$/.exec(digits);
  return m ? `+61${m[1]}` : null;
}

/** The most segments one message's SMS may take; a longer text is cut and points to the Messages page. */
export const MAX_SMS_SEGMENTS = 4;

export interface SmsParts {
  /** The association's short name: every SMS says who sent it (Spam Act 2003). */
  sender: string;
  subject: string;
  /** The body as plain text (message-format's messageText). */
  text: string;
  forName: string | null;
  /** The opt-out link of a kind that can be unsubscribed from; the compose page passes one of typical length. */
  unsubscribeUrl: string | null;
  /** The member's Messages page, named when the text had to be cut. */
  messagesUrl: string;
}

/**
 * The SMS as it is sent: "<sender>: <subject> (for <child>)", the text, and "Opt out: <link>" when the kind can be
 * unsubscribed from; cut (ending "... <Messages page>") to at most MAX_SMS_SEGMENTS. Compose counts this same text.
 */
export function smsText(parts: SmsParts): string {
  const head = `${parts.sender}: ${parts.subject}${parts.forName ? ` (for ${parts.forName})` : ''}`;
  const tail = parts.unsubscribeUrl ? `\nOpt out: ${parts.unsubscribeUrl}` : '';
  const text = parts.text.trim();
  const whole = `${head}\n${text}${tail}`;
  if (countSms(whole).segments <= MAX_SMS_SEGMENTS) return whole;
  const more = `... ${parts.messagesUrl}`; // three dots: "…" is not GSM-7
  // the longest cut of the text that fits, found by halving (the count is not linear in characters)
  const chars = Array.from(text);
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    const candidate = `${head}\n${chars.slice(0, mid).join('').trimEnd()}${more}${tail}`;
    if (countSms(candidate).segments <= MAX_SMS_SEGMENTS) lo = mid;
    else hi = mid - 1;
  }
  return `${head}\n${chars.slice(0, lo).join('').trimEnd()}${more}${tail}`;
}
