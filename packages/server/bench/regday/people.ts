import type { RegistrationForm } from '@portal/domain/accounts/registration-schema';

// The people a run registers: unique by a run tag and a number, so that no two arrivals are one person unless a
// misbehaviour means them to be (two guardians, one child). Names take letters only (registration refuses digits).

/** Letters for a number: 0 → a, 25 → z, 26 → ba … */
export const letters = (n: number): string =>
  n
    .toString(26)
    .split('')
    .map((d) => String.fromCharCode(97 + parseInt(d, 26)))
    .join('');

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** A run's tag: letters of the time, so runs on one database never make the same names. */
export const runTag = (now = Date.now()) => letters(Math.floor(now / 1000) % 26 ** 6);

export const CARD = { cardNumber: '4242 4242 4242 4242', cardName: 'Reg Day', cardExpiry: '12/30', cardCVC: '123' };

const mobile = (n: number) => `04${String(10_000_000 + (n % 90_000_000)).padStart(8, '0')}`;

export interface Person {
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  mobile: string;
}

export function person(tag: string, n: number): Person {
  return {
    username: `rd${tag}${n}`,
    firstname: cap(`reg${letters(n)}`),
    lastname: cap(`day${tag}`),
    email: `rd${tag}${n}@example.com.au`,
    mobile: mobile(n),
  };
}

const place = { address: '1 Peats Ferry Road', suburb: 'HORNSBY', postcode: '2077', state: 'NSW' };

/** What a registration wizard sends (spec 000 §3) for its form: the netball form has fewer fields. */
export function registrationBody(form: RegistrationForm, p: Person): Record<string, unknown> {
  const core = {
    action: 'register',
    np: true,
    username: p.username,
    password: 'Secret12',
    password_confirmation: 'Secret12',
    firstname: p.firstname,
    lastname: p.lastname,
    dob: '21/06/1988',
    email: p.email,
    mobile: p.mobile,
    ...place,
    ec_fullname: 'Sam Citizen',
    ec_mobile: '0498765432',
    agreed_to_terms: true,
    agreed_to_privacy: true,
    agreed_to_indemnity: true,
  };
  if (form === 'netball') return { ...core, sport: 'netball', gender: 'female', phone: '0298765432' };
  return {
    ...core,
    sport: 'basketball',
    gender: 'female',
    prefname: p.firstname,
    middlename: '',
    countrybirth: 'AU',
    statebirth: 'NSW',
    aboriginal: 'no',
    identifygender: 'female',
    phone: '',
    workphone: '',
    disability: 'no',
    disabilitytype: '',
    ec_medical: '',
  };
}

/** A child one of two guardians adds (POST /api/member/family/children): both send the same one. */
export function childBody(tag: string, n: number): Record<string, unknown> {
  const {
    username: _u,
    password: _p,
    password_confirmation: _c,
    ...rest
  } = registrationBody('member', person(tag, n)) as Record<string, unknown>;
  return { ...rest, firstname: cap(`kid${letters(n)}`), prefname: cap(`kid${letters(n)}`), dob: '14/03/2015' };
}

/** A manager's entry (spec 001 §3) for a division, with five invited players of the run. */
export function entryBody(
  p: Person,
  d: { grade: number; group: number; division: number; preferred: number | null; price: number; name: string },
  players: Record<string, unknown>[],
): Record<string, unknown> {
  return {
    teamCopy: null,
    team: {
      teamname: `${p.firstname} ${p.lastname}`,
      prevteamname: '',
      teamprevious: null,
      grade: d.grade,
      divisiongroup: d.group,
      division: d.division,
      preferreddivision: d.preferred,
    },
    manager: {
      ...place,
      firstname: p.firstname,
      lastname: p.lastname,
      dob: '21/06/1988',
      gender: 'female',
      email: p.email,
      mobile: p.mobile,
      phone: '',
      workphone: '',
      agreed: true,
    },
    coach: { showCoach: false },
    players,
    note: '',
    donationCart: [],
    teamnominationCart: { p_name: d.name, p_price: d.price },
    cardData: CARD,
  };
}
