import type { Page } from '@playwright/test';

type ProfileJson = Record<string, unknown> & { sports: unknown[] };

/**
 * Answer GET /api/member/user with the real profile changed by `change`: a browser-side fixture for cases the demo
 * data does not hold (a second sport, an unregistered member in a team), without touching the shared demo database.
 */
export async function mockProfile(page: Page, change: (p: ProfileJson) => ProfileJson): Promise<void> {
  await page.route('**/api/member/user', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    const body = (await response.json()) as { data: ProfileJson };
    await route.fulfill({ response, json: { data: change(body.data) } });
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Fixtures of e2e/profile.spec.ts.
// ---------------------------------------------------------------------------------------------------------------

// spec 000 §2.3 / §6: what each demo account's flags allow (../shared/CONTRACT.md: member01, manager01, coach01,
// junior01 have a team, and nonpl01 is an assistant coach (decision 105); junior01 is the only minor; stats are on by
// default). Those with a team have the Next games card first (decision 220).
export const COMMON = ['Profile', 'Invoices', 'Receipts', 'Store', 'Court Hire'];
export const ACCOUNTS: { user: string; cards: string[]; drawer: string[] }[] = [
  {
    user: 'member01',
    cards: ['Next games', 'Registration', 'Teams', 'Stats', 'Team Nomination'],
    drawer: ['Registration', 'Teams', 'Team Nomination'],
  },
  {
    user: 'manager01',
    cards: ['Next games', 'Registration', 'Teams', 'Stats', 'Noticeboard', 'Team Nomination'],
    drawer: ['Registration', 'Teams', 'Team Nomination'],
  },
  {
    user: 'coach01',
    cards: ['Next games', 'Registration', 'Teams', 'Stats', 'Team Nomination'],
    drawer: ['Registration', 'Teams', 'Team Nomination'],
  },
  {
    user: 'referee01',
    cards: ['Getting started', 'Team Nomination', 'Competition Roster', 'Competition Availability'],
    drawer: ['Team Nomination', 'Competition Roster', 'Competition Availability'],
  },
  {
    user: 'official01',
    cards: ['Getting started', 'EFT Details', 'Team Nomination', 'Event Roster'],
    drawer: ['EFT Details', 'Team Nomination', 'Event Roster'],
  },
  { user: 'junior01', cards: ['Next games', 'Registration', 'Teams', 'Stats'], drawer: ['Registration', 'Teams'] },
  { user: 'incomplete01', cards: ['Getting started', 'Team Nomination'], drawer: ['Team Nomination'] },
  {
    user: 'nonpl01',
    cards: ['Next games', 'Registration', 'Teams', 'Stats', 'Team Nomination'],
    drawer: ['Registration', 'Teams', 'Team Nomination'],
  },
  { user: 'freeteam01', cards: ['Getting started', 'Team Nomination'], drawer: ['Team Nomination'] },
  { user: 'netball01', cards: ['Getting started', 'Team Nomination'], drawer: ['Team Nomination'] },
];
export const CARD_ORDER = [
  'Next games',
  'Profile',
  'EFT Details',
  'Registration',
  'Getting started',
  'Invoices',
  'Teams',
  'Stats',
  'Noticeboard',
  'Receipts',
  'Store',
  'Team Nomination',
  'Competition Roster',
  'Competition Availability',
  'Event Roster',
  'Court Hire',
];
export const DRAWER_ORDER = [
  'Dashboard',
  'Profile',
  'EFT Details',
  'Registration',
  'Invoices',
  'Teams',
  'Receipts',
  'Team Nomination',
  'Competition Roster',
  'Competition Availability',
  'Event Roster',
  'Store',
  'Court Hire',
  'Family',
  'Messages',
  'Your data',
  'Two-step sign-in',
  'Draw',
  'Standings',
  'Stats',
];
/** The drawer's links for every member: the spec's, the family (decision 246), the messages (decision 312), a person's own data (decision 322) and two-step sign-in (decision 328), then the public competition pages (decision 111; stats are on by default). */
export const COMMON_DRAWER = [
  'Dashboard',
  'Profile',
  'Invoices',
  'Receipts',
  'Store',
  'Court Hire',
  'Family',
  'Messages',
  'Your data',
  'Two-step sign-in',
  'Draw',
  'Standings',
  'Stats',
];
export const ordered = (order: string[], names: string[]) => order.filter((n) => names.includes(n));
/** A second sport entry for a browser-side two-sport fixture (spec 000 §3 sport entry). */
export const NETBALL = {
  text: 'Netball',
  value: 'netball',
  expiry_date: null,
  memb_renewal: false,
  prev_expiry_date: null,
};
