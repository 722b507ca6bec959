import { abaAccount, abaBsb, abaCents, abaDate, abaText, left, right } from './aba-fields';
import { AbaMessages as M } from './payments.messages';

// The ABA (Cemtex direct entry) file that pays officials (docs/decisions/179-aba-file.md): 120-character records
// ending in CRLF; a descriptive record (type 0), one detail record (type 1) per payment, an optional self-balancing
// debit from the association's own account, and the file total record (type 7). Inputs are checked field by field:
// a bad input answers field errors and no file.

/** Credit transaction codes: 50 general credit … 53 pay … 57 debenture interest. */
export type AbaCreditCode = 50 | 51 | 52 | 53 | 54 | 55 | 56 | 57;

/** One payment to one account. */
export interface AbaPayment {
  bsb: string;
  account: string;
  /** The account's name (32 characters in the file). */
  accountName: string;
  amountCents: number;
  /** Shown on the payee's statement (18 characters). */
  reference: string;
  /** Default 53 (pay). */
  transactionCode?: AbaCreditCode;
  withholdingCents?: number;
}

export interface AbaFileInput {
  /** The bank's 3-letter code (e.g. CBA, NAB, WBC, ANZ). */
  bankCode: string;
  /** The user name the bank registered (26 characters). */
  userName: string;
  /** The direct entry user id the bank issued (up to 6 digits). */
  userId: string;
  /** What the file holds (12 characters), e.g. 'OFFICIALS'. */
  description: string;
  /** The day the bank processes the file, 'yyyy-mm-dd'. */
  processingDate: string;
  /** The association's own account: the trace account for returns, and the remitter name (16) payees see. */
  remitter: { name: string; bsb: string; account: string };
  payments: readonly AbaPayment[];
  /** Add a debit of the total from the remitter's account (code 13), as CBA and NAB ask; its account title (32). */
  balancing?: { accountName: string } | null;
}

export type AbaOutcome =
  | { ok: true; file: string; totals: { creditCents: number; debitCents: number; netCents: number; records: number } }
  | { ok: false; errors: Record<string, string> };

const CRLF = '\r\n';
const MAX_TOTAL = 9_999_999_999;

type Take = (key: string, field: { value: string } | { error: string }) => string;
type Own = { bsb: string; account: string; remitter: string };

/** The ABA file of a pay run, or the field errors of its input (keys such as 'payments.2.bsb'). */
export function writeAbaFile(input: AbaFileInput): AbaOutcome {
  const errors: Record<string, string> = {};
  const take: Take = (key, f) => {
    if ('value' in f) return f.value;
    errors[key] = f.error;
    return '';
  };
  const header = descriptiveRecord(input, take);
  const own: Own = {
    bsb: take('remitter.bsb', abaBsb(input.remitter.bsb)),
    account: take('remitter.account', abaAccount(input.remitter.account)),
    remitter: take('remitter.name', abaText(input.remitter.name, 16)),
  };
  if (input.payments.length === 0) errors.payments = M.noPayments;
  const lines = input.payments.map((p, i) => paymentRecord(p, `payments.${i}`, own, take));
  const creditCents = input.payments.reduce(
    (sum, p) => sum + (Number.isSafeInteger(p.amountCents) ? p.amountCents : 0),
    0,
  );
  if (creditCents > MAX_TOTAL) errors.total = M.total;
  const debitCents = input.balancing ? creditCents : 0;
  if (input.balancing) {
    const name = take('balancing.accountName', abaText(input.balancing.accountName, 32));
    const description = abaText(input.description, 18); // its error is already on 'description'
    const reference = 'value' in description ? description.value : '';
    lines.push(
      detailLine(own, {
        bsb: own.bsb,
        account: own.account,
        code: 13,
        amount: zeros(creditCents, 10),
        name,
        reference,
        withholding: zeros(0, 8),
      }),
    );
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const netCents = Math.abs(creditCents - debitCents);
  const total = [
    '7',
    '999-999',
    ' '.repeat(12),
    zeros(netCents, 10),
    zeros(creditCents, 10),
    zeros(debitCents, 10),
    ' '.repeat(24),
    zeros(lines.length, 6),
    ' '.repeat(40),
  ].join('');
  const file = [header, ...lines, total].map((l) => l + CRLF).join('');
  return { ok: true, file, totals: { creditCents, debitCents, netCents, records: lines.length } };
}

const zeros = (n: number, width: number) => String(n).padStart(width, '0');

/** Type 0: reel 01, the bank, the user name and id, the description and the processing date. */
function descriptiveRecord(input: AbaFileInput, take: Take): string {
  const bank = input.bankCode.trim();
  const userId = input.userId.trim();
  return [
    '0',
    ' '.repeat(17),
    '01',
    take('bankCode', /^[A-Za-z]{3}$/.test(bank) ? { value: bank.toUpperCase() } : { error: M.bankCode }),
    ' '.repeat(7),
    left(take('userName', abaText(input.userName, 26)), 26),
    take('userId', /^\d{1,6}$/.test(userId) ? { value: userId.padStart(6, '0') } : { error: M.userId }),
    left(take('description', abaText(input.description, 12)), 12),
    take('processingDate', abaDate(input.processingDate)),
    ' '.repeat(40),
  ].join('');
}

/** Type 1 for one payment, its field errors under `key`. */
function paymentRecord(p: AbaPayment, key: string, own: Own, take: Take): string {
  const code = p.transactionCode ?? 53;
  take(
    `${key}.transactionCode`,
    Number.isInteger(code) && code >= 50 && code <= 57 ? { value: '' } : { error: M.transactionCode },
  );
  return detailLine(own, {
    bsb: take(`${key}.bsb`, abaBsb(p.bsb)),
    account: take(`${key}.account`, abaAccount(p.account)),
    code,
    amount: take(`${key}.amountCents`, abaCents(p.amountCents, 10, M.amount)),
    name: take(`${key}.accountName`, abaText(p.accountName, 32)),
    reference: take(`${key}.reference`, abaText(p.reference, 18)),
    withholding: take(`${key}.withholdingCents`, abaCents(p.withholdingCents ?? 0, 8, M.withholding, true)),
  });
}

interface DetailFields {
  bsb: string;
  account: string;
  code: number;
  amount: string;
  name: string;
  reference: string;
  withholding: string;
}

/** A type 1 record from formatted fields; the trace account and remitter are the association's own. */
function detailLine(own: Own, f: DetailFields): string {
  return [
    '1',
    f.bsb,
    right(f.account, 9),
    ' ',
    String(f.code),
    f.amount,
    left(f.name, 32),
    left(f.reference, 18),
    own.bsb,
    right(own.account, 9),
    left(own.remitter, 16),
    f.withholding,
  ].join('');
}
