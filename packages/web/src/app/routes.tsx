import { lazyPage, type LazyPage } from './lazy-page';
import type { RouteRule } from '@portal/domain/shared/access';

/** One route of the spec's route tables (000 §2.1, 001 §2, 002 §2) with its access rule. */
export interface PortalRoute extends RouteRule {
  name: string;
  path: string;
  /** Absent for a page not built yet: the route then says so instead of pretending (today every route has its page). */
  page?: LazyPage;
  /** 'own': the page brings its own shell (the back-office), so neither the member nor the public shell wraps it. */
  shell?: 'own';
}

// Lazy pages: each route is its own chunk, so public pages load little (code-split web routes).
const page = lazyPage;

const HomePage = page(() => import('../accounts/home-page'), 'HomePage');
const LoginPage = page(() => import('../accounts/login-page'), 'LoginPage');
const TeamEntryPage = page(() => import('../accounts/team-entry-page'), 'TeamEntryPage');
const RegisterManagerPage = page(() => import('./queued/register-manager-page'), 'RegisterManagerPage');
const RegisterNetballPage = page(() => import('./queued/register-netball-page'), 'RegisterNetballPage');
const RegisterMemberPage = page(() => import('./queued/register-member-page'), 'RegisterMemberPage');
const UsernameEmailPage = page(() => import('../accounts/username-email-page'), 'UsernameEmailPage');
const PasswordEmailPage = page(() => import('../accounts/password-email-page'), 'PasswordEmailPage');
const PasswordResetPage = page(() => import('../accounts/password-reset-page'), 'PasswordResetPage');
const NotFoundPage = page(() => import('./not-found-page'), 'NotFoundPage');
const MemberIndexPage = page(() => import('./member-index-page'), 'MemberIndexPage');
const DashboardPage = page(() => import('./dashboard-route-page'), 'DashboardRoutePage');
const DrawPage = page(() => import('../competition/draw-page'), 'DrawPage');
const ResultPage = page(() => import('../competition/result-page'), 'ResultPage');
const StatsPage = page(() => import('../competition/stats-page'), 'StatsPage');
const GamePage = page(() => import('../competition/live/game-page'), 'GamePage');
// the profile with the member's Working With Children Check above its form (issue 44, decision 315)
const ProfilePage = page(() => import('./profile-route-page'), 'ProfileRoutePage');
const EftPage = page(() => import('../profile/eft-page'), 'EftPage');
const StorePage = page(() => import('../store/store-page'), 'StorePage');
const CheckoutPage = page(() => import('./queued/checkout-page'), 'CheckoutPage');
const MembershipPage = page(() => import('./queued/membership-page'), 'MembershipPage');
const InvoicesPage = page(() => import('../payments/invoices-page'), 'InvoicesPage');
const InvoiceDetailPage = page(() => import('../payments/invoice-detail-page'), 'InvoiceDetailPage');
const InvoicePaymentPage = page(() => import('./queued/invoice-payment-page'), 'InvoicePaymentPage');
const ReceiptsPage = page(() => import('../payments/receipts-page'), 'ReceiptsPage');
const ReceiptPage = page(() => import('../payments/receipt-page'), 'ReceiptPage');
const BookingPage = page(() => import('../bookings/booking-page'), 'BookingPage');
const MyBookingsPage = page(() => import('../bookings/my-bookings-page'), 'MyBookingsPage');
const TeamNominationPage = page(() => import('./queued/team-nomination-page'), 'TeamNominationPage');
const RefereeRosterPage = page(() => import('../rosters/referee-roster-page'), 'RefereeRosterPage');
const RefereeAvailabilityPage = page(() => import('../rosters/referee-availability-page'), 'RefereeAvailabilityPage');
const EventRosterPage = page(() => import('../rosters/event-roster-page'), 'EventRosterPage');
const NoticeboardPage = page(() => import('../noticeboard/noticeboard-page'), 'NoticeboardPage');
const TeamsListPage = page(() => import('../teams/teams-list-page'), 'TeamsListPage');
const TeamDetailPage = page(() => import('./team-route-page'), 'TeamRoutePage');
const StaffGatePage = page(() => import('../staff/staff-gate-page'), 'StaffGatePage');
const FamilyPage = page(() => import('../family/family-page'), 'FamilyPage');
const AddChildPage = page(() => import('../accounts/add-child-page'), 'AddChildPage');
const LinkPage = page(() => import('../family/link-page'), 'LinkPage');
const GuardianListPage = page(() => import('../family/guardian-list-page'), 'GuardianListPage');
const GuardianInvitationPage = page(() => import('../family/guardian-invitation-page'), 'GuardianInvitationPage');
const ClaimPage = page(() => import('../family/claim-page'), 'ClaimPage');
const MessagesPage = page(() => import('../messaging/messages-page'), 'MessagesPage');
const MessagePage = page(() => import('../messaging/message-page'), 'MessagePage');
const MessagePreferencesPage = page(() => import('../messaging/preferences-page'), 'PreferencesPage');
const PrivacyPage = page(() => import('../privacy/privacy-page'), 'PrivacyPage');
const TwoStepPage = page(() => import('../security/two-step-page'), 'TwoStepPage');
const ScoringPage = page(() => import('../competition/live/scoring-page'), 'ScoringPage');
const ScoreGamePage = page(() => import('../competition/live/score-game-page'), 'ScoreGamePage');
const UnsubscribePage = page(() => import('../messaging/unsubscribe-page'), 'UnsubscribePage');

/**
 * The complete route table and its guards; a new page is added here. One route per line:
 * the build reads this table for each page's preloads (build/route-preloads.ts, decision 122).
 */
export const routes: PortalRoute[] = [
  // 000 §2.1 public routes
  { name: 'home', path: '/', access: 'public', page: HomePage },
  { name: 'login', path: '/login/:xyz?/:zyx?', access: 'public', page: LoginPage },
  { name: 'draw', path: '/draw/:season_id?/:division_id?/:team_name?', access: 'always', page: DrawPage },
  { name: 'result', path: '/result', access: 'always', page: ResultPage },
  // ours: a game's page with its live score by period (issue 45 item 5, docs/decisions/339)
  { name: 'game', path: '/game/:game_id', access: 'always', page: GamePage },
  { name: 'storeview', path: '/storeview', access: 'forward', forwardTo: '/member/store', page: StorePage },
  { name: 'bookingview', path: '/bookingview', access: 'forward', forwardTo: '/member/booking', page: BookingPage },
  { name: 'teamentry', path: '/teamentry', access: 'public', page: TeamEntryPage },
  { name: 'registerteamentry', path: '/registerteamentry', access: 'public', page: RegisterManagerPage },
  { name: 'registernetball', path: '/registernetball', access: 'public', page: RegisterNetballPage },
  { name: 'register', path: '/register', access: 'public', page: RegisterMemberPage },
  { name: 'username-email', path: '/username/email', access: 'recovery', page: UsernameEmailPage },
  { name: 'password-email', path: '/password/email', access: 'recovery', page: PasswordEmailPage },
  { name: 'password-reset', path: '/password/reset/:token?', access: 'recovery', page: PasswordResetPage },
  // ours: claiming one's own sign-in at 18 (docs/decisions/249)
  { name: 'familyClaim', path: '/family/claim', access: 'always', page: ClaimPage },
  // ours: a message's unsubscribe link, signed in or not (issue 43, docs/decisions/311)
  { name: 'unsubscribe', path: '/unsubscribe/:token', access: 'always', page: UnsubscribePage },
  // 000 §2.1 member routes (sign-in required), with the gates of 000 §2.2 and 002 §2
  { name: 'member', path: '/member', access: 'member', page: MemberIndexPage },
  { name: 'dashboard', path: '/member/account', access: 'member', page: DashboardPage },
  { name: 'eftaccount', path: '/member/eftaccount', access: 'member', gates: ['is_eft'], page: EftPage },
  { name: 'noticeboard', path: '/member/noticeboard', access: 'member', gates: ['is_man'], page: NoticeboardPage },
  { name: 'profile', path: '/member/profile', access: 'member', page: ProfilePage },
  {
    name: 'teamNomination',
    path: '/member/teamnomination',
    access: 'member',
    gates: ['adult'],
    page: TeamNominationPage,
  },
  { name: 'teamsList', path: '/member/teams', access: 'member', page: TeamsListPage },
  { name: 'teamDetail', path: '/member/teams/team/:team_id', access: 'member', page: TeamDetailPage },
  // Stats: listed under /member, but 001 §6 and the issue make it public (docs/decisions/002-public-stats.md)
  { name: 'statsList', path: '/member/stats/:season_id?/:division_id?/:team_id?', access: 'always', page: StatsPage },
  { name: 'invoicesList', path: '/member/invoices', access: 'member', page: InvoicesPage },
  { name: 'invoiceDetail', path: '/member/invoices/invoice/:invoice_id', access: 'member', page: InvoiceDetailPage },
  {
    name: 'invoicePayment',
    path: '/member/invoices/invoice/:invoice_id/payment',
    access: 'member',
    gates: ['completeProfile'],
    page: InvoicePaymentPage,
  },
  {
    name: 'membership',
    path: '/member/membership',
    access: 'member',
    gates: ['notNonPl', 'completeProfile'],
    page: MembershipPage,
  },
  { name: 'ordersList', path: '/member/orders', access: 'member', page: ReceiptsPage },
  { name: 'orderDetail', path: '/member/orders/order/:order_id', access: 'member', page: ReceiptPage },
  { name: 'referee', path: '/member/referee', access: 'member', gates: ['is_ref'], page: RefereeRosterPage },
  {
    name: 'refereeavail',
    path: '/member/refereeavail',
    access: 'member',
    gates: ['is_ref'],
    page: RefereeAvailabilityPage,
  },
  { name: 'roster', path: '/member/roster', access: 'member', gates: ['is_roster'], page: EventRosterPage },
  { name: 'bookings', path: '/member/booking', access: 'member', page: BookingPage },
  { name: 'mybookings', path: '/member/mybooking', access: 'member', page: MyBookingsPage },
  { name: 'products', path: '/member/store', access: 'member', page: StorePage },
  { name: 'checkout', path: '/member/checkout', access: 'member', page: CheckoutPage },
  // ours: the family of the signed-in login (docs/decisions/246)
  { name: 'family', path: '/member/family', access: 'member', page: FamilyPage },
  { name: 'familyAddChild', path: '/member/family/add', access: 'member', page: AddChildPage },
  { name: 'familyLink', path: '/member/family/link', access: 'member', page: LinkPage },
  // ours: a second guardian and leaving (docs/decisions/248)
  { name: 'familyGuardians', path: '/member/family/guardians', access: 'member', page: GuardianListPage },
  { name: 'familyInvitation', path: '/member/family/invitation/:code', access: 'member', page: GuardianInvitationPage },
  // ours: the member's messages and how they get them (issue 43, docs/decisions/312)
  { name: 'messages', path: '/member/messages', access: 'member', page: MessagesPage },
  { name: 'message', path: '/member/messages/message/:id', access: 'member', page: MessagePage },
  { name: 'messagePreferences', path: '/member/messages/preferences', access: 'member', page: MessagePreferencesPage },
  // ours: live scoring at the court-side (issue 45 item 4, docs/decisions/340)
  { name: 'scoring', path: '/member/scoring', access: 'member', page: ScoringPage },
  { name: 'scoreGame', path: '/member/scoring/:game_id', access: 'member', page: ScoreGamePage },
  // ours: a person's own data — a copy, corrections, closing an account (issue 44, docs/decisions/322)
  { name: 'privacy', path: '/member/privacy', access: 'member', page: PrivacyPage },
  // ours: two-step sign-in, a member's own second factor (issue 44, docs/decisions/328)
  { name: 'twoStep', path: '/member/security', access: 'member', page: TwoStepPage },
  // ours: the back-office (docs/decisions/163); its gate asks GET /api/staff/me before the staff app itself loads
  { name: 'staff', path: '/staff/*', access: 'member', shell: 'own', page: StaffGatePage },
  // any unknown path
  { name: 'notFound', path: '*', access: 'always', page: NotFoundPage },
];

/**
 * The routes the server renders for visitors (decision 331): HTML with its data, readable before any JavaScript runs,
 * hydrated later. A route is added by its name here, and on the server by the scope of the data its HTML is drawn from
 * (registerSsrScope(name, scope, ttl) in its area's page-answers.ts, packages/server/src/platform/ssr-pages.ts), for a
 * public page every visitor sees alike: the server keeps its HTML per URL. Signed-in members (the token cookie) get the page built in the browser, as before.
 */
export const SSR_ROUTES: ReadonlySet<string> = new Set(['home', 'draw', 'result', 'statsList', 'storeview']);
