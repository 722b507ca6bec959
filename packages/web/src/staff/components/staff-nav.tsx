import { List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import HomeIcon from '@mui/icons-material/Home';
import PeopleIcon from '@mui/icons-material/People';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import HistoryIcon from '@mui/icons-material/History';
import MailIcon from '@mui/icons-material/EmailOutlined';
import { NavLink, useLocation } from 'react-router';
import type { StaffAction } from '@portal/domain/staff/permissions';
import { StaffTexts as T } from '@portal/domain/staff/staff.messages';
import { STAFF_AREA_PAGES } from '../../app/staff-area-pages';
import { useStaffMe } from '../../lib/staff-me';

interface Item {
  label: string;
  to: string;
  icon: typeof HomeIcon;
  action: StaffAction;
}

// The back-office's pages and the action each needs (domain/staff/permissions.ts): a role sees only what it may use.
const ITEMS: Item[] = [
  { label: T.home, to: '/staff', icon: HomeIcon, action: 'staff.home' },
  { label: T.members, to: '/staff/members', icon: PeopleIcon, action: 'members.read' },
  { label: T.duplicates, to: '/staff/duplicates', icon: ContentCopyIcon, action: 'members.merge' },
  { label: T.roles, to: '/staff/roles', icon: AdminPanelSettingsIcon, action: 'staff.roles.read' },
  { label: T.audit, to: '/staff/audit', icon: HistoryIcon, action: 'staff.audit.read' },
  { label: T.mail, to: '/staff/mail', icon: MailIcon, action: 'mail.read' },
  ...STAFF_AREA_PAGES.flatMap(({ path, nav }) => (nav ? [{ ...nav, to: `/staff/${path}` }] : [])),
];

const isCurrent = (pathname: string, to: string) =>
  to === '/staff' ? pathname === '/staff' || pathname === '/staff/' : pathname.startsWith(to);

/** The side navigation: the pages the roles allow. */
export function StaffNav({ onNavigate }: { onNavigate?: () => void }) {
  const { actions } = useStaffMe();
  const { pathname } = useLocation();
  return (
    <List component="nav" aria-label={T.backOffice}>
      {ITEMS.filter((i) => actions.includes(i.action)).map(({ label, to, icon: Icon }) => (
        <ListItemButton
          key={to}
          component={NavLink}
          to={to}
          end={to === '/staff'}
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
  );
}
