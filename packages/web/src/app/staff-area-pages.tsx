import type SvgIcon from '@mui/material/SvgIcon';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BlockIcon from '@mui/icons-material/Block';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CampaignIcon from '@mui/icons-material/Campaign';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import TuneIcon from '@mui/icons-material/Tune';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import EventNoteIcon from '@mui/icons-material/EventNote';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import PaymentsIcon from '@mui/icons-material/Payments';
import PushPinIcon from '@mui/icons-material/PushPin';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import ChildCareIcon from '@mui/icons-material/ChildCare';
import ScoreboardIcon from '@mui/icons-material/Scoreboard';
import SportsIcon from '@mui/icons-material/SportsBasketball';
import StadiumIcon from '@mui/icons-material/Stadium';
import CategoryIcon from '@mui/icons-material/Category';
import StorefrontIcon from '@mui/icons-material/Storefront';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import PolicyIcon from '@mui/icons-material/Policy';
import EditNoteIcon from '@mui/icons-material/EditNote';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { CorrectionsStaffTexts } from '@portal/domain/privacy/corrections.staff.messages';
import { DeletionTexts } from '@portal/domain/privacy/deletion.messages';
import { SecurityLogTexts } from '@portal/domain/security/security-log.messages';
import { TwoFactorTexts } from '@portal/domain/security/two-factor.messages';
import LockIcon from '@mui/icons-material/Lock';
import { SafeguardingTexts } from '@portal/domain/safeguarding/checks.messages';
import { ImportTexts } from '@portal/domain/import/import.staff.messages';
import { GameEditTexts } from '@portal/domain/competition/game-edits.staff.messages';
import { BlockTexts, BookingStaffTexts, VenueSettingsTexts } from '@portal/domain/bookings/bookings.staff.messages';
import { LadderRulesTexts } from '@portal/domain/competition/ladder-rules.staff.messages';
import { ResultsTexts } from '@portal/domain/competition/results.staff.messages';
import { SeasonSetupTexts } from '@portal/domain/competition/season-setup.messages';
import { EntriesTexts } from '@portal/domain/nomination/entries.staff.messages';
import { NoticeboardStaffTexts } from '@portal/domain/noticeboard/noticeboard.messages';
import { CouponStaffTexts } from '@portal/domain/payments/coupons.staff.messages';
import { InvoiceStaffTexts } from '@portal/domain/payments/invoices.staff.messages';
import { VoucherStaffTexts } from '@portal/domain/payments/vouchers.staff.messages';
import { ReportTexts } from '@portal/domain/payments/reports.staff.messages';
import { StoreStaffTexts } from '@portal/domain/store/store.staff.messages';
import { OfficialsPayTexts } from '@portal/domain/rosters/officials-pay.messages';
import { EventRosterStaffTexts, RefereeBoardTexts } from '@portal/domain/rosters/rosters.staff.messages';
import type { StaffAction } from '@portal/domain/staff/permissions';
import { InvitationStaffTexts } from '@portal/domain/teams/teams.messages';
import { MessagingStaffTexts } from '@portal/domain/messaging/messaging.staff.messages';
import { MessagingSettingsTexts } from '@portal/domain/messaging/settings.staff.messages';
import { RegistrationOpeningTexts } from '@portal/domain/shared/queue.messages';
import { lazyPage, type LazyPage } from './lazy-page';

// The back-office pages of the member areas (../shared/STYLE.md "The back-office", decision 165), the one list the
// staff shell reads for its nested routes and its navigation: composed here because web areas never import each
// other. Append a line per page; a page with `nav` is listed in the navigation for the roles whose actions hold its
// action. Each page is a chunk of its own, loaded when opened.

export interface StaffAreaPage {
  path: string;
  page: LazyPage;
  nav?: { label: string; icon: typeof SvgIcon; action: StaffAction };
}

const page = lazyPage;

export const STAFF_AREA_PAGES: StaffAreaPage[] = [
  // import: people, families and teams moved in from a CSV file, its dry run, job and undo (issue 42, decision 302)
  {
    path: 'imports',
    page: page(() => import('../import/staff/imports-page'), 'ImportsPage'),
    nav: { label: ImportTexts.nav, icon: UploadFileIcon, action: 'members.import' },
  },
  { path: 'imports/:importId', page: page(() => import('../import/staff/import-page'), 'ImportPage') },
  // teams: invited players (decision 154)
  {
    path: 'invitations',
    page: page(() => import('../teams/staff/invitations-page'), 'InvitationsPage'),
    nav: { label: InvitationStaffTexts.title, icon: ForwardToInboxIcon, action: 'teams.invitations.read' },
  },
  // competition: season setup and fixtures (decisions 185, 186), results and ladder rules (190, 191), game edits (210)
  {
    path: 'seasons',
    page: page(() => import('../competition/staff/seasons-page'), 'SeasonsPage'),
    nav: { label: SeasonSetupTexts.seasons, icon: EmojiEventsIcon, action: 'competition.setup' },
  },
  { path: 'seasons/:seasonId', page: page(() => import('../competition/staff/season-page'), 'SeasonPage') },
  {
    path: 'seasons/:seasonId/fixtures',
    page: page(() => import('../competition/staff/fixtures-page'), 'FixturesPage'),
  },
  // nomination: team entries and the decisions on them (decision 206)
  {
    path: 'entries',
    page: page(() => import('../nomination/staff/entries-page'), 'EntriesPage'),
    nav: { label: EntriesTexts.title, icon: GroupAddIcon, action: 'competition.entries.read' },
  },
  {
    path: 'courts',
    page: page(() => import('../competition/staff/courts-page'), 'CourtsPage'),
    nav: { label: SeasonSetupTexts.courts, icon: StadiumIcon, action: 'competition.setup' },
  },
  {
    path: 'results',
    page: page(() => import('../competition/staff/results-page'), 'ResultsPage'),
    nav: { label: ResultsTexts.title, icon: ScoreboardIcon, action: 'competition.results.read' },
  },
  { path: 'results/adjustments', page: page(() => import('../competition/staff/adjustments-page'), 'AdjustmentsPage') },
  {
    path: 'results/games/:gameId/stats',
    page: page(() => import('../competition/staff/game-stats-page'), 'GameStatsPage'),
  },
  {
    path: 'games',
    page: page(() => import('../competition/staff/games-page'), 'GamesPage'),
    nav: { label: GameEditTexts.title, icon: EditCalendarIcon, action: 'competition.games' },
  },
  {
    path: 'ladder-rules',
    page: page(() => import('../competition/staff/ladder-rules-page'), 'LadderRulesPage'),
    nav: { label: LadderRulesTexts.title, icon: FormatListNumberedIcon, action: 'competition.ladder_rules.read' },
  },
  // the security log (decision 316)
  {
    path: 'security/log',
    page: page(() => import('../security/staff/security-log-page'), 'SecurityLogPage'),
    nav: { label: SecurityLogTexts.title, icon: PolicyIcon, action: 'security.log.read' },
  },
  // the second factor: staff must use one, who has one, an administrator's reset (decision 327)
  {
    path: 'security/second-factor',
    page: page(() => import('../security/staff/second-factor-settings-page'), 'SecondFactorSettingsPage'),
    nav: { label: TwoFactorTexts.navStaff, icon: LockIcon, action: 'security.second-factor' },
  },
  // messaging: the association's settings for team messages, reminders and the fixture digest (decision 314)
  {
    path: 'messages/settings',
    page: page(() => import('../messaging/staff/messaging-settings-page'), 'MessagingSettingsPage'),
    nav: { label: MessagingSettingsTexts.title, icon: NotificationsActiveIcon, action: 'messaging.settings' },
  },
  // registrations: when they open, with the fair queue from the first second (issue 46 item 4, decision 347)
  {
    path: 'registrations/opening',
    page: page(() => import('../accounts/staff/registration-opening-page'), 'RegistrationOpeningPage'),
    nav: { label: RegistrationOpeningTexts.title, icon: HowToRegIcon, action: 'registrations.opening' },
  },
  // safeguarding: Working With Children Checks, one check with its manual result, the settings (decisions 315, 317)
  {
    path: 'safeguarding',
    page: page(() => import('../safeguarding/staff/checks-page'), 'ChecksPage'),
    nav: { label: SafeguardingTexts.title, icon: VerifiedUserIcon, action: 'safeguarding.read' },
  },
  {
    path: 'safeguarding/checks/:memberId',
    page: page(() => import('../safeguarding/staff/check-page'), 'CheckPage'),
  },
  {
    path: 'safeguarding/settings',
    page: page(() => import('../safeguarding/staff/settings-page'), 'SafeguardingSettingsPage'),
  },
  // the sandbox verifier (CHECK_SERVICE=sandbox only): send the portal a signed result as Oho would (decision 318)
  { path: 'safeguarding/sandbox', page: page(() => import('../safeguarding/staff/sandbox-page'), 'SandboxPage') },
  // privacy: requests to correct a person's data (APP 13, decision 323)
  {
    path: 'privacy/corrections',
    page: page(() => import('../privacy/staff/corrections-page'), 'CorrectionsPage'),
    nav: { label: CorrectionsStaffTexts.title, icon: EditNoteIcon, action: 'privacy.corrections' },
  },
  // privacy: requests to close an account or delete a child's data, confirmed here (decision 324)
  {
    path: 'privacy/deletions',
    page: page(() => import('../privacy/staff/deletions-page'), 'DeletionsPage'),
    nav: { label: DeletionTexts.queueTitle, icon: PersonRemoveIcon, action: 'privacy.deletions' },
  },
  // messaging: compose and send, the sent and scheduled messages, one message's deliveries (issue 43, decision 309)
  {
    path: 'messages',
    page: page(() => import('../messaging/staff/messages-page'), 'MessagesPage'),
    nav: { label: MessagingStaffTexts.nav, icon: CampaignIcon, action: 'messages.read' },
  },
  { path: 'messages/new', page: page(() => import('../messaging/staff/compose-page'), 'ComposePage') },
  { path: 'messages/:messageId', page: page(() => import('../messaging/staff/message-page'), 'MessagePage') },
  // officials: referee and event rosters, the noticeboard, officials' pay (decisions 195-197)
  {
    path: 'referee-roster',
    page: page(() => import('../rosters/staff/referee-board-page'), 'RefereeBoardPage'),
    nav: { label: RefereeBoardTexts.nav, icon: SportsIcon, action: 'rosters.referee.read' },
  },
  {
    path: 'event-rosters',
    page: page(() => import('../rosters/staff/event-rosters-page'), 'EventRostersPage'),
    nav: { label: EventRosterStaffTexts.nav, icon: EventNoteIcon, action: 'rosters.events.read' },
  },
  {
    path: 'noticeboard',
    page: page(() => import('../noticeboard/staff/noticeboard-staff-page'), 'NoticeboardStaffPage'),
    nav: { label: NoticeboardStaffTexts.nav, icon: PushPinIcon, action: 'noticeboard.read' },
  },
  {
    path: 'officials-pay',
    page: page(() => import('../rosters/staff/officials-pay-page'), 'OfficialsPayPage'),
    nav: { label: OfficialsPayTexts.nav, icon: PaymentsIcon, action: 'officials.pay.read' },
  },
  // money: invoices, refunds and credit notes, reports (decisions 200-202)
  {
    path: 'invoices',
    page: page(() => import('../payments/staff/invoices-staff-page'), 'InvoicesStaffPage'),
    nav: { label: InvoiceStaffTexts.invoices, icon: ReceiptLongIcon, action: 'invoices.read' },
  },
  { path: 'invoices/:invoiceId', page: page(() => import('../payments/staff/invoice-staff-page'), 'InvoiceStaffPage') },
  // coupons, the association's vouchers, Active & Creative Kids redemptions (decision 239)
  {
    path: 'coupons',
    page: page(() => import('../payments/staff/coupons-page'), 'CouponsPage'),
    nav: { label: CouponStaffTexts.nav, icon: LocalOfferIcon, action: 'coupons.read' },
  },
  {
    path: 'vouchers',
    page: page(() => import('../payments/staff/vouchers-page'), 'VouchersPage'),
    nav: { label: VoucherStaffTexts.nav, icon: CardGiftcardIcon, action: 'coupons.read' },
  },
  {
    path: 'akv-redemptions',
    page: page(() => import('../payments/staff/akv-redemptions-page'), 'AkvRedemptionsPage'),
    nav: { label: VoucherStaffTexts.akvNav, icon: ChildCareIcon, action: 'coupons.read' },
  },
  {
    path: 'reports',
    page: page(() => import('../payments/staff/reports-page'), 'ReportsPage'),
    nav: { label: ReportTexts.reports, icon: AssessmentIcon, action: 'reports.read' },
  },
  // store: categories, products and their attendees (decision 235)
  {
    path: 'store-categories',
    page: page(() => import('../store/staff/categories-page'), 'CategoriesPage'),
    nav: { label: StoreStaffTexts.categoriesNav, icon: CategoryIcon, action: 'store.read' },
  },
  {
    path: 'store-products',
    page: page(() => import('../store/staff/products-page'), 'ProductsPage'),
    nav: { label: StoreStaffTexts.productsNav, icon: StorefrontIcon, action: 'store.read' },
  },
  { path: 'store-products/:productId', page: page(() => import('../store/staff/product-page'), 'ProductPage') },
  // court hire: bookings with cancel and refund, blocks, hours and rates (decisions 215-217)
  {
    path: 'bookings',
    page: page(() => import('../bookings/staff/bookings-staff-page'), 'BookingsStaffPage'),
    nav: { label: BookingStaffTexts.nav, icon: CalendarMonthIcon, action: 'bookings.read' },
  },
  {
    path: 'court-blocks',
    page: page(() => import('../bookings/staff/blocks-page'), 'BlocksPage'),
    nav: { label: BlockTexts.nav, icon: BlockIcon, action: 'bookings.read' },
  },
  {
    path: 'venues',
    page: page(() => import('../bookings/staff/venue-settings-page'), 'VenueSettingsPage'),
    nav: { label: VenueSettingsTexts.nav, icon: TuneIcon, action: 'venues.read' },
  },
];
