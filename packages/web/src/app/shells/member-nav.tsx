import type { ReactNode } from 'react';
import { Box, LinearProgress, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PersonIcon from '@mui/icons-material/Person';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import GroupsIcon from '@mui/icons-material/Groups';
import ReceiptIcon from '@mui/icons-material/Receipt';
import AddCircleIcon from '@mui/icons-material/AddCircle';
import SportsIcon from '@mui/icons-material/Sports';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventNoteIcon from '@mui/icons-material/EventNote';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SportsBasketballIcon from '@mui/icons-material/SportsBasketball';
import CalendarViewWeekIcon from '@mui/icons-material/CalendarViewWeek';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import MailIcon from '@mui/icons-material/Mail';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import { NavLink, useLocation } from 'react-router';
import { CompetitionMessages as C } from '@portal/domain/competition/competition.messages';
import { FamilyMessages } from '@portal/domain/family/family.messages';
import { MemberMessagingTexts } from '@portal/domain/messaging/messaging.member.messages';
import { PrivacyTexts } from '@portal/domain/privacy/privacy.messages';
import { TwoFactorTexts } from '@portal/domain/security/two-factor.messages';
import LockIcon from '@mui/icons-material/Lock';
import { ShellMessages } from '@portal/domain/shared/shell.messages';
import type { MemberFeatures } from '@portal/domain/profile/profile.rules';
import { useSettings } from '../../lib/settings';

type Flag = keyof MemberFeatures | 'statsEnabled';
interface NavItem {
  label: string;
  to: string;
  icon: typeof DashboardIcon;
  show?: Flag;
}

// spec 000 §2.3: the drawer links, in order, with the flag each needs.
const ITEMS: NavItem[] = [
  { label: 'Dashboard', to: '/member/account', icon: DashboardIcon },
  { label: 'Profile', to: '/member/profile', icon: PersonIcon },
  { label: 'EFT Details', to: '/member/eftaccount', icon: AccountBalanceIcon, show: 'eft' },
  { label: 'Registration', to: '/member/membership', icon: HowToRegIcon, show: 'registration' },
  { label: 'Invoices', to: '/member/invoices', icon: ReceiptLongIcon },
  { label: 'Teams', to: '/member/teams', icon: GroupsIcon, show: 'teams' },
  { label: 'Receipts', to: '/member/orders', icon: ReceiptIcon },
  { label: 'Team Nomination', to: '/member/teamnomination', icon: AddCircleIcon, show: 'nomination' },
  { label: 'Competition Roster', to: '/member/referee', icon: SportsIcon, show: 'referee' },
  { label: 'Competition Availability', to: '/member/refereeavail', icon: EventAvailableIcon, show: 'referee' },
  { label: 'Event Roster', to: '/member/roster', icon: EventNoteIcon, show: 'eventRoster' },
  { label: 'Store', to: '/member/store', icon: StorefrontIcon },
  { label: 'Court Hire', to: '/member/booking', icon: SportsBasketballIcon },
  // ours: the family of the signed-in login (docs/decisions/246)
  { label: FamilyMessages.title, to: '/member/family', icon: FamilyRestroomIcon },
  // ours: every message sent to the member and their children (issue 43, docs/decisions/312)
  { label: MemberMessagingTexts.messagesTitle, to: '/member/messages', icon: MailIcon },
  // ours: a person's own data (issue 44, docs/decisions/322)
  { label: PrivacyTexts.navLabel, to: '/member/privacy', icon: PrivacyTipIcon },
  // ours: two-step sign-in (issue 44, docs/decisions/328)
  { label: TwoFactorTexts.navLabel, to: '/member/security', icon: LockIcon },
  // ours, after the spec's links: the public competition pages stay one tap away (docs/decisions/111-member-menu-competition.md)
  { label: C.drawTitle, to: '/draw', icon: CalendarViewWeekIcon },
  { label: C.standingsTitle, to: '/result', icon: LeaderboardIcon },
  { label: C.statsTitle, to: '/member/stats', icon: QueryStatsIcon, show: 'statsEnabled' },
];

/** The competition pages keep their own route parameters, so a link to one is current on any of its selections. */
const isCurrent = (pathname: string, to: string) =>
  pathname === to ||
  ((to === '/draw' || to === '/member/stats' || to === '/member/messages') && pathname.startsWith(`${to}/`));

// spec 000 §2.1: membership and profile take the chosen sport profile in their query.
const SPORT_QUERY = new Set(['/member/membership', '/member/profile']);

interface Props {
  /**
   * Whether the profile and the family have answered (or failed): the selectors above the links and the links each
   * flag shows depend on them, so until then a progress bar stands in, and no link moves under a tap (decision 356).
   */
  ready: boolean;
  features: MemberFeatures | null;
  sport: string;
  onNavigate?: () => void;
  top?: ReactNode;
  staff?: boolean;
}

/** ours, last: the back-office, for a member holding a staff role (decision 163). */
const BACK_OFFICE: NavItem = { label: ShellMessages.backOffice, to: '/staff', icon: AdminPanelSettingsIcon };

/**
 * The member menu: `top` (the sport profile selector), then the drawer's links, following the profile flags, and the
 * back-office when `staff`.
 */
export function MemberNav({ ready, features, sport, onNavigate, top, staff = false }: Props) {
  const { pathname } = useLocation();
  const { statsEnabled } = useSettings();
  if (!ready)
    return (
      <Box component="nav" aria-label="Member menu" sx={{ px: 2, py: 3 }}>
        <LinearProgress aria-label={ShellMessages.menuLoading} />
      </Box>
    );
  const items = [
    ...ITEMS.filter((i) => !i.show || (i.show === 'statsEnabled' ? statsEnabled : features?.[i.show])),
    ...(staff ? [BACK_OFFICE] : []),
  ];
  return (
    <Box component="nav" aria-label="Member menu">
      {top}
      <List>
        {items.map(({ label, to, icon: Icon }) => (
          <ListItemButton
            key={to}
            component={NavLink}
            to={SPORT_QUERY.has(to) && sport ? `${to}?sport=${encodeURIComponent(sport)}` : to}
            selected={isCurrent(pathname, to)}
            onClick={onNavigate}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={label} />
          </ListItemButton>
        ))}
      </List>
    </Box>
  );
}
