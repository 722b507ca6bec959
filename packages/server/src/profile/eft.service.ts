import type { EftBody, EftDetails, EftReply } from '@portal/domain/profile/profile.contract';
import { EftForm, eftBodyToForm } from '@portal/domain/profile/profile.contract';
import { ProfileMessages } from '@portal/domain/profile/profile.messages';
import type { Ctx } from '../platform/context';
import { requireGates } from '../platform/gates';
import { fieldErrors, zodFieldErrors } from '../platform/errors';
import { bankKeyFor, decrypt, encrypt } from './bank-crypto';
import * as repo from './profile.repo';

/** Where a service reports what the member must not see (the route passes the request's logger). */
export interface Log {
  warn(obj: object, msg: string): void;
}
const consoleLog: Log = { warn: (obj, msg) => console.warn(msg, obj) };

type BankColumns = Pick<repo.MemberRow, 'id' | 'acctNameEnc' | 'acctBsbEnc' | 'acctNumberEnc'>;

/**
 * The member's bank details in clear. A value that no longer decrypts (BANK_KEY or DATA_DIR/bank.key lost or
 * changed, or a tampered row) reads as empty and is logged: the profile must still load, and the EFT page then
 * lets the member enter the details again (docs/decisions/011-bank-details-at-rest.md).
 */
export function bankDetailsOf(ctx: Pick<Ctx, 'config'>, m: BankColumns, log: Log = consoleLog): EftDetails {
  const key = bankKeyFor(ctx.config);
  const read = (column: keyof Omit<BankColumns, 'id'>): string => {
    try {
      return decrypt(key, m[column]);
    } catch (err) {
      log.warn(
        { memberId: m.id, column, err: String(err) },
        'bank detail cannot be decrypted (key changed or value damaged); answered empty',
      );
      return '';
    }
  };
  return { acct_name: read('acctNameEnc'), acct_bsb: read('acctBsbEnc'), acct_number: read('acctNumberEnc') };
}

/** Spec 000 §5: save bank details (is_eft only). Field errors carry the form's names account_name, account_bsb, account_number. */
export async function saveEft(ctx: Ctx, body: EftBody): Promise<EftReply> {
  const member = requireGates(ctx, 'is_eft');
  const parsed = EftForm.safeParse(eftBodyToForm(body));
  if (!parsed.success) throw fieldErrors(zodFieldErrors(parsed.error.issues), ProfileMessages.formError);
  const key = bankKeyFor(ctx.config);
  const { account_name, account_bsb, account_number } = parsed.data;
  await repo.updateMember(ctx.db, member.member.id, {
    acctNameEnc: encrypt(key, account_name),
    acctBsbEnc: encrypt(key, account_bsb),
    acctNumberEnc: encrypt(key, account_number),
  });
  return {
    data: {
      acct_name: account_name,
      acct_bsb: account_bsb,
      acct_number: account_number,
      message: ProfileMessages.eftSaved,
    },
  };
}

/** The bank details in clear, for the member's own EFT page (docs/decisions/011-bank-details-at-rest.md). */
export async function getEft(ctx: Ctx, log?: Log): Promise<{ data: EftDetails }> {
  const member = requireGates(ctx, 'is_eft');
  return { data: bankDetailsOf(ctx, member.member, log) };
}
