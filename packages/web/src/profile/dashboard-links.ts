import type { MemberFeatures } from '@portal/domain/profile/profile.rules';
import { ShellMessages } from '@portal/domain/shared/shell.messages';

export interface DashboardLink {
  title: string;
  text: string;
  to: string;
  /** The feature the card needs (spec 000 §2.3, §6); absent means every member sees it. */
  show?: keyof MemberFeatures;
  /** A red alert on the card: what the member still has to do there (decision 283: bank details not yet given). */
  alert?: string;
}

/**
 * spec 000 §2.3 dashboard cards after Profile and Registration (which have their own components), in the spec's
 * order. Each card links to a route of the route table (app/routes.tsx).
 */
export const DASHBOARD_LINKS: { before: DashboardLink[]; after: DashboardLink[] } = {
  // Between Profile and Registration.
  before: [
    { title: 'EFT Details', text: 'Bank details for payments to officials', to: '/member/eftaccount', show: 'eft' },
  ],
  after: [
    { title: 'Invoices', text: 'View and pay your invoices', to: '/member/invoices' },
    { title: 'Teams', text: 'Your teams, rosters and games', to: '/member/teams', show: 'teams' },
    { title: 'Stats', text: 'Player and team statistics', to: '/member/stats', show: 'stats' },
    { title: 'Noticeboard', text: 'Notices for team managers', to: '/member/noticeboard', show: 'noticeboard' },
    { title: 'Receipts', text: 'Your orders and payments', to: '/member/orders' },
    { title: 'Store', text: 'Products, programs and donations', to: '/member/store' },
    { title: 'Team Nomination', text: 'Enter a team in a season', to: '/member/teamnomination', show: 'nomination' },
    { title: 'Competition Roster', text: 'Your refereeing roster', to: '/member/referee', show: 'referee' },
    {
      title: 'Competition Availability',
      text: 'Tell us when you can referee',
      to: '/member/refereeavail',
      show: 'referee',
    },
    { title: 'Event Roster', text: 'Events you are rostered on', to: '/member/roster', show: 'eventRoster' },
    { title: 'Court Hire', text: 'Book a court', to: '/member/booking' },
  ],
};

/** ours, after the spec's cards: the back-office, for a member holding a staff role (decision 163). */
export const BACK_OFFICE_LINK: DashboardLink = {
  title: ShellMessages.backOffice,
  text: ShellMessages.backOfficeText,
  to: '/staff',
};
