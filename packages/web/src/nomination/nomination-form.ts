import type { UseFormReturn } from 'react-hook-form';
import type { DivisionOption } from '@portal/domain/nomination/nomination.contract';
import {
  copiedPlayers,
  divisionProblems,
  DEFAULT_LIMITS,
  type DivisionFacts,
  type EntrantFlags,
} from '@portal/domain/nomination/nomination.rules';
import {
  PayTeamNominationBody,
  STEP_FIELDS,
  type NominationPlayerInput,
  type PayTeamNominationInput,
} from '@portal/domain/nomination/team-nomination-body';
import type { Profile } from '@portal/domain/profile/profile.contract';
import type { MemberTeam } from '@portal/domain/teams/teams.contract';
import { DEFAULT_STATE } from '@portal/domain/profile/lookups.contract';

// The wizard's one form: the payment body without the card (PaymentStep holds it), plus the rules that read the chosen
// division, from the same domain function the server answers with (divisionProblems).

export type NominationValues = Omit<PayTeamNominationInput, 'cardData'>;
export type PlayerValues = NominationPlayerInput;

const when = { when: () => true } as const;
const problemsOf = (v: unknown, facts: DivisionFacts, flags: EntrantFlags) => {
  const body = v as { team?: { preferreddivision?: unknown }; players?: unknown };
  return divisionProblems(
    {
      team: { preferreddivision: (body.team?.preferreddivision ?? null) as number | null },
      players: Array.isArray(body.players) ? body.players : [],
    },
    facts,
    flags,
  );
};

/** PayTeamNominationBody (no card) with the chosen division's rules: preferred choice and number of players. */
export function nominationSchema(facts: DivisionFacts, flags: EntrantFlags) {
  return PayTeamNominationBody.omit({ cardData: true })
    .refine((v) => !problemsOf(v, facts, flags)['team.preferreddivision'], {
      ...when,
      path: ['team', 'preferreddivision'],
      error: (iss) => problemsOf(iss.input, facts, flags)['team.preferreddivision'],
    })
    .refine((v) => !problemsOf(v, facts, flags).players, {
      ...when,
      path: ['players'],
      error: (iss) => problemsOf(iss.input, facts, flags).players,
    });
}

/** The facts of a division option, or the spec's defaults (min 5, no max) while none is chosen. */
export const factsOf = (option: DivisionOption | null | undefined): DivisionFacts => option ?? DEFAULT_LIMITS;

const dmy = (ddmmyyyy: string | null) => (ddmmyyyy ? ddmmyyyy.replace(/-/g, '/') : '');

/** The manager step starts from the signed-in member's profile (the member entering is the team's manager). */
export function managerOf(p: Profile | undefined): NominationValues['manager'] {
  return {
    firstname: p?.firstname ?? '',
    lastname: p?.lastname ?? '',
    dob: dmy(p?.dob ?? null),
    gender: (p?.gender || undefined) as 'male',
    email: p?.email ?? '',
    mobile: p?.mobile ?? '',
    phone: p?.phone ?? '',
    workphone: p?.workphone ?? '',
    address: p?.address ?? '',
    suburb: p?.suburb ?? '',
    postcode: p?.postcode ?? '',
    state: (p?.state || DEFAULT_STATE) as 'NSW',
    agreed: false,
  };
}

const EMPTY_COACH = { ...managerOf(undefined), gender: undefined as unknown as 'male' };

/** Step values when the page opens (spec 001 §4: the donation is removed at load). */
export function nominationDefaults(profile: Profile | undefined): NominationValues {
  return {
    teamCopy: null,
    team: {
      teamname: '',
      prevteamname: '',
      teamprevious: null,
      grade: null as never,
      divisiongroup: null as never,
      division: null as never,
      preferreddivision: null,
    },
    manager: managerOf(profile),
    coach: { showCoach: false, ...EMPTY_COACH } as NominationValues['coach'],
    players: [],
    note: '',
    donationCart: [],
    teamnominationCart: { p_name: '', p_price: 0 },
  };
}

/** A new, empty player row (spec 001 §4: new, then ADD PLAYER). */
export const newPlayer = (): PlayerValues => ({
  firstname: '',
  lastname: '',
  dob: '',
  gender: '' as never,
  email: '',
  mid: null,
  requireEmail: false,
  status: '',
  confirm: false as never,
  copied: false,
});

const ROW_FIELDS = ['firstname', 'lastname', 'dob', 'gender', 'email', 'confirm'] as const;

/**
 * The fields of wizard step `i`. The players step names its rows' own fields too: checked alone, a field array's list
 * error (too few players) would stand in for its rows' errors (@hookform/resolvers keeps both only when a row field is
 * among the names).
 */
export function stepNames(i: number, players: readonly unknown[]): string[] {
  const names: string[] = [...(STEP_FIELDS[i] ?? [])];
  if (names.includes('players')) names.push(...players.flatMap((_, r) => ROW_FIELDS.map((f) => `players.${r}.${f}`)));
  return names;
}

/** spec 001 §4: copying a previous team fills its name and its players, confirmed and copied. */
export function copyTeamInto(form: UseFormReturn<NominationValues>, team: MemberTeam): void {
  form.setValue('teamCopy', team.t_id);
  form.setValue('team.teamname', team.t_name);
  form.setValue('team.prevteamname', team.t_name);
  form.setValue('team.teamprevious', team.t_id);
  form.setValue('players', copiedPlayers(team));
}
