import { List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import HomeIcon from '@mui/icons-material/Home';
import PeopleIcon from '@mui/icons-material/People';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import HistoryIcon from '@mui/icons-material/History';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import SportsBasketballIcon from '@mui/icons-material/SportsBasketball';
import { NavLink, useLocation } from 'react-router';
import { SeasonSetupTexts } from '@portal/domain/competition/season-setup.messages';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import AssessmentIcon from '@mui/icons-material/Assessment';
import { InvoiceStaffTexts } from '@portal/domain/payments/invoices.staff.messages';
import { ReportTexts } from '@portal/domain/payments/reports.staff.messages';
import type { StaffAction } from '@portal/domain/staff/permissions';
import { StaffTexts as T } from '@portal/domain/staff/staff.messages';
import { InvitationStaffTexts } from '@portal/domain/teams/teams.messages';
import { STAFF_AREA_PAGES } from '../../app/staff-area-pages';
import { useStaffMe } from '../staff-me';
import { RESULTS_NAV } from '../../app/staff-results-pages';

interface Item { label: string; to: string; icon: typeof HomeIcon; action: StaffAction }

// The back-office's pages and the action each needs (domain/staff/permissions.ts): a role sees only what it may use.
const ITEMS: Item[] = [
  { label: T.home, to: '/staff', icon: HomeIcon, action: 'staff.home' },
  { label: T.members, to: '/staff/members', icon: PeopleIcon, action: 'members.read' },
  { label: T.duplicates, to: '/staff/duplicates', icon: ContentCopyIcon, action: 'members.merge' },
  { label: InvitationStaffTexts.title, to: '/staff/invitations', icon: ForwardToInboxIcon, action: 'members.read' },
  { label: T.roles, to: '/staff/roles', icon: AdminPanelSettingsIcon, action: 'staff.roles.read' },
  { label: T.audit, to: '/staff/audit', icon: HistoryIcon, action: 'staff.audit.read' },
  { label: SeasonSetupTexts.seasons, to: '/staff/seasons', icon: EmojiEventsIcon, action: 'competition.setup' },
  { label: SeasonSetupTexts.courts, to: '/staff/courts', icon: SportsBasketballIcon, action: 'competition.setup' },
  ...RESULTS_NAV,
  ...STAFF_AREA_PAGES.map(({ path, label, icon, action }) => ({ label, to: `/staff/${path}`, icon, action })),
  { label: InvoiceStaffTexts.invoices, to: '/staff/invoices', icon: ReceiptLongIcon, action: 'invoices.read' },
  { label: ReportTexts.reports, to: '/staff/reports', icon: AssessmentIcon, action: 'reports.read' },
];

const isCurrent = (pathname: string, to: string) => (to === '/staff' ? pathname === '/staff' || pathname === '/staff/' : pathname.startsWith(to));

/** The side navigation: the pages the roles allow. */
export function StaffNav({ onNavigate }: { onNavigate?: () => void }) {
  const { actions } = useStaffMe();
  const { pathname } = useLocation();
  return (
    <List component="nav" aria-label={T.backOffice}>
      {ITEMS.filter((i) => actions.includes(i.action)).map(({ label, to, icon: Icon }) => (
        <ListItemButton key={to} component={NavLink} to={to} end={to === '/staff'} selected={isCurrent(pathname, to)} onClick={onNavigate}>
          <ListItemIcon sx={{ minWidth: 40 }}><Icon fontSize="small" /></ListItemIcon>
          <ListItemText primary={label} />
        </ListItemButton>
      ))}
    </List>
  );
}
