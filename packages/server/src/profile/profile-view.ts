import { getUserPhoto, type EftDetails, type Profile, type SportEntry } from '@portal/domain/profile/profile.contract';
import { maskAccountName, maskAccountNumber, maskBsb } from '@portal/domain/profile/profile.rules';
import { SPORTS } from '@portal/domain/shared/fields';
import { isoToDmy } from '@portal/domain/shared/time';
import { memberFieldsOf } from '../platform/member-mapper';
import type { MemberRow, SportFields } from './profile.repo';

type SportRow = SportFields;

const SPORT_LABELS: Record<string, string> = { basketball: 'Basketball', netball: 'Netball' };

function sportEntry(sport: string, row: SportRow | undefined): SportEntry {
  return {
    text: SPORT_LABELS[sport] ?? sport,
    value: sport,
    expiry_date: row?.expiryDate ? isoToDmy(row.expiryDate, '-') : null,
    memb_renewal: row?.membRenewal ?? false,
    prev_expiry_date: row?.prevExpiryDate ? isoToDmy(row.prevExpiryDate, '-') : null,
  };
}

export interface ProfileParts {
  member: MemberRow;
  sportRows: SportRow[];
  nbTeams: number;
  /** The staff roles the member holds (docs/decisions/160): the member shell offers /staff when there are any. */
  staffRoles: readonly string[];
  /** Bank details in clear; the profile answers them masked. */
  bank: EftDetails;
}

/** Spec 000 §3: the profile answered by GET and POST /api/member/user: the member's fields, sports, teams and masked bank details. */
export function toProfile({ member: m, sportRows, nbTeams, staffRoles, bank }: ProfileParts): Profile {
  const bySport = new Map(sportRows.map((r) => [r.sport, r]));
  const main = bySport.get(m.mainSport);
  return {
    id: m.id,
    ...memberFieldsOf(m),
    profilephoto: Boolean(m.photoPath),
    // The version parameter changes with every update, so a replaced photo is never served from a cache.
    profilephotosrc: m.photoPath ? `${getUserPhoto.path}?v=${m.updatedAt.getTime()}` : null,
    memb_renewal: main?.membRenewal ?? false,
    expiry_date: main?.expiryDate ? isoToDmy(main.expiryDate, '-') : null,
    nb_teams: nbTeams,
    sports: sportRows.map((r) => sportEntry(r.sport, r)),
    all_sports: SPORTS.map((s) => sportEntry(s, bySport.get(s))),
    acct_name: maskAccountName(bank.acct_name),
    acct_bsb: maskBsb(bank.acct_bsb),
    acct_number: maskAccountNumber(bank.acct_number),
    staff_roles: [...staffRoles],
  };
}
